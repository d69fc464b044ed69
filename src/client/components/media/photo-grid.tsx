import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxPhotos } from '../../../shared/media/constants';
import type { UploadedPhoto } from './read-photos';

interface PhotoGridProps {
  photos: UploadedPhoto[];
  columns: 3 | 5;
  onRemove: (id: string) => void;
  /** Shows an add tile (hidden at 9 photos) that calls this. */
  onAdd?: () => void;
  disabled?: boolean;
}

/** 'Your Photos': thumbnails with a remove button each and the 'N/9 photos' counter. */
export function PhotoGrid({ photos, columns, onRemove, onAdd, disabled }: PhotoGridProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const showAdd = onAdd && photos.length < maxPhotos;
  if (!photos.length && !onAdd) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-baseline justify-between">
        <h3 id={headingId} className="font-medium text-ink">
          {t('upload.yourPhotos')}
        </h3>
        <p className="text-sm text-slate-500">
          {t('upload.count', { count: photos.length, max: maxPhotos })}
        </p>
      </div>
      <ul className={clsx('grid gap-2', columns === 5 ? 'grid-cols-3 sm:grid-cols-5' : 'grid-cols-3')}>
        {photos.map((photo, i) => (
          <li key={photo.id} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
            <img
              src={photo.url}
              alt={t('upload.photoAlt', { n: i + 1 })}
              decoding="async"
              className="size-full object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(photo.id)}
              disabled={disabled}
              aria-label={t('upload.remove', { n: i + 1 })}
              className="absolute end-1 top-1 rounded-full bg-slate-900/70 p-1 text-white hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {showAdd && (
          <li>
            <button
              type="button"
              onClick={onAdd}
              disabled={disabled}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-sm text-slate-500 hover:border-brand-500 hover:text-brand-700 disabled:opacity-50"
            >
              <Plus aria-hidden className="size-6" />
              {t('upload.addPhoto')}
            </button>
          </li>
        )}
      </ul>
      {onAdd && <p className="text-sm text-slate-500">{t('upload.addHint', { max: maxPhotos })}</p>}
    </section>
  );
}
