import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeLimits } from '../../../../shared/trade/constants';
import { buttonClass } from '../../../components/ui/field';
import type { useReplyPhotos } from '../use-reply-photos';

/** 'Add photos' and the picked photos' previews, each with a remove button. */
export function ReplyPhotos({
  photos,
  add,
  remove,
  full,
  disabled,
}: ReturnType<typeof useReplyPhotos> & { disabled?: boolean }) {
  const { t } = useTranslation('inbox');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = ''; // choosing the same file again must fire change again
            if (files.length) add(files);
          }}
        />
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={disabled || full}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus aria-hidden className="size-4" />
          {t('reply.addPhotos')}
        </button>
        {photos.length > 0 && (
          <span className="text-sm text-slate-500">
            {t('reply.photoCount', { count: photos.length, max: tradeLimits.photos })}
          </span>
        )}
      </div>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative size-20 overflow-hidden rounded-md bg-slate-100">
              <img
                src={photo.url}
                alt={t('reply.photoAlt', { n: i + 1 })}
                className="size-full object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo.id)}
                disabled={disabled}
                aria-label={t('reply.removePhoto', { n: i + 1 })}
                className="absolute end-1 top-1 rounded-full bg-slate-900/70 p-0.5 text-white hover:bg-red-600"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
