import { clsx } from 'clsx';
import { Camera, ImagePlus } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/field';
import { PhotoGrid } from './photo-grid';
import { UploadProgress } from './upload-progress';
import { type PhotoListProps, usePhotoUpload } from './use-photo-upload';

export type { UploadedPhoto } from './read-photos';

interface UploadAreaProps extends PhotoListProps {
  /**
   * 'dropzone' (default): the drop zone with the 3-column 'Your Photos' grid below.
   * 'tiles': the add-product details step's 5-column grid with an add tile, hidden at 9 photos.
   */
  layout?: 'dropzone' | 'tiles';
  disabled?: boolean;
}

/** Where suppliers add product photos (spec section 2, 'Image upload area'). */
export function UploadArea({ layout = 'dropzone', disabled, ...list }: UploadAreaProps) {
  const { t } = useTranslation('media');
  const { progress, addFiles, remove } = usePhotoUpload(list);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  const onPicked = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = ''; // choosing the same file again must fire change again
    if (files.length) void addFiles(files);
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) void addFiles([...(e.dataTransfer?.files ?? [])]);
  };
  const onDragOver = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (e: DragEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
  };

  const inputs = (
    <>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        disabled={disabled}
        onChange={(e) => onPicked(e.currentTarget)}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        disabled={disabled}
        onChange={(e) => onPicked(e.currentTarget)}
      />
    </>
  );

  if (layout === 'tiles')
    return (
      <div className="space-y-3">
        {inputs}
        <PhotoGrid
          photos={list.photos}
          columns={5}
          onRemove={remove}
          onAdd={() => picker.current?.click()}
          disabled={disabled}
        />
        <UploadProgress value={progress} />
      </div>
    );

  return (
    <div className="space-y-4">
      {inputs}
      <section
        aria-label={t('upload.dropHere')}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={clsx(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
        )}
      >
        <ImagePlus aria-hidden className={clsx('size-10', dragging ? 'text-brand-600' : 'text-slate-400')} />
        <p className="font-medium text-ink">{t('upload.dropHere')}</p>
        <p className="text-sm text-slate-500">{t('upload.or')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={disabled}
            onClick={() => picker.current?.click()}
          >
            {t('upload.select')}
          </button>
          {/* Phones: a direct way to the camera beside the chooser. */}
          <button
            type="button"
            className={clsx(buttonClass.secondary, 'hidden pointer-coarse:inline-flex')}
            disabled={disabled}
            onClick={() => camera.current?.click()}
          >
            <Camera aria-hidden className="size-4" />
            {t('upload.takePhoto')}
          </button>
        </div>
        <p className="text-xs text-slate-500">{t('upload.hint')}</p>
      </section>
      <UploadProgress value={progress} />
      <PhotoGrid photos={list.photos} columns={3} onRemove={remove} disabled={disabled} />
    </div>
  );
}
