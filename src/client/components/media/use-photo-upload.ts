import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxPhotos, progressHideDelayMs } from '../../../shared/media/constants';
import { selectionMessages, selectPhotos } from '../../lib/photo-files';
import { toast } from '../../lib/toast';
import { readPhotos, releasePhotos, type UploadedPhoto } from './read-photos';

export interface PhotoListProps {
  photos: UploadedPhoto[];
  onChange: (photos: UploadedPhoto[]) => void;
  /** Called with the photos just added (e.g. to toast how many and move on). */
  onAdded?: (added: UploadedPhoto[]) => void;
}

/** Adding and removing photos, with the reading progress (null when hidden). */
export function usePhotoUpload({ photos, onChange, onAdded }: PhotoListProps) {
  const { t } = useTranslation('media');
  const [progress, setProgress] = useState<number | null>(null);
  const latest = useRef(photos);
  latest.current = photos;
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  async function addFiles(files: readonly File[]) {
    const selection = selectPhotos(files, latest.current.length);
    const refused = { unreadable: [] as File[], cut: [] as UploadedPhoto[] };
    if (selection.accepted.length) {
      clearTimeout(hideTimer.current);
      setProgress(0);
      const read = await readPhotos(selection.accepted, setProgress);
      setProgress(100);
      hideTimer.current = setTimeout(() => setProgress(null), progressHideDelayMs);
      // Another selection may have been added while this one was read.
      const room = Math.max(0, maxPhotos - latest.current.length);
      const kept = read.photos.slice(0, room);
      refused.cut = read.photos.slice(room);
      refused.unreadable = read.unreadable;
      releasePhotos(refused.cut);
      if (kept.length) {
        onChange([...latest.current, ...kept]);
        onAdded?.(kept);
      }
    }
    const cut = refused.cut.map((p) => ({ name: p.name, type: p.blob.type, size: p.blob.size }));
    const messages = selectionMessages(
      { ...selection, overLimit: [...selection.overLimit, ...cut] },
      refused.unreadable,
    );
    for (const m of messages) toast.error(t(m.key, m.params));
  }

  function remove(id: string) {
    const photo = latest.current.find((p) => p.id === id);
    if (!photo) return;
    onChange(latest.current.filter((p) => p.id !== id));
    releasePhotos([photo]);
  }

  return { progress, addFiles, remove };
}
