import { ImageEditor } from '../media/image-editor';
import type { EditedPhotos } from './use-edited-photos';

/** The Edit step of both flows: one photo at a time; Finish Editing on the last calls `onFinish`. */
export function EditStep({ photos, onFinish }: { photos: EditedPhotos; onFinish: () => void }) {
  const { editIndex, setEditIndex } = photos;
  const photo = photos.photos[editIndex];
  if (!photo) return null;
  const last = photos.photos.length - 1;
  return (
    <ImageEditor
      imageUrl={photos.current(photo).url}
      currentIndex={editIndex}
      totalImages={photos.photos.length}
      isFirst={editIndex === 0}
      isLast={editIndex === last}
      onSave={(blob) => photos.saveEdit(photo, blob)}
      onPrevious={() => setEditIndex(Math.max(0, editIndex - 1))}
      onNext={() => (editIndex < last ? setEditIndex(editIndex + 1) : onFinish())}
    />
  );
}
