import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectionMessages, selectPhotos } from '../../lib/photo-files';
import { toast } from '../../lib/toast';

/** A stable key per chosen file (the same name may be chosen twice). */
const keys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File) {
  let key = keys.get(file);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(file, key);
  }
  return key;
}

/** Preview addresses of the chosen files, released when they change or the picker goes. */
function usePreviews(files: readonly File[]) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * Optional photos sent as they are (no editing step): up to `max`, each checked for type and size
 * on the spot (the server checks again). Strings in the 'media' namespace.
 */
export function PhotoPicker({
  label,
  files,
  onChange,
  max,
  disabled,
}: {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  max: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('media');
  const picker = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const urls = usePreviews(files);

  function add(picked: File[]) {
    const selection = selectPhotos(picked, files.length, max);
    for (const m of selectionMessages(selection, [], max)) toast.error(t(m.key, m.params));
    if (selection.accepted.length) onChange([...files, ...selection.accepted]);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-sm font-medium text-slate-700">
          {label}
        </h3>
        <p className="text-sm text-slate-500">{t('media:upload.count', { count: files.length, max })}</p>
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        disabled={disabled}
        onChange={(e) => {
          const picked = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = ''; // the same file chosen again must fire change again
          if (picked.length) add(picked);
        }}
      />
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {files.map((file, i) => (
          <li key={keyOf(file)} className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
            {urls[i] && (
              <img
                src={urls[i]}
                alt={t('media:upload.photoAlt', { n: i + 1 })}
                className="size-full object-cover"
              />
            )}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={t('media:upload.remove', { n: i + 1 })}
              className="absolute end-1 top-1 rounded-full bg-slate-900/70 p-1 text-white hover:bg-red-600 disabled:opacity-50"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {files.length < max && (
          <li>
            <button
              type="button"
              disabled={disabled}
              onClick={() => picker.current?.click()}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-sm text-slate-500 hover:border-brand-500 hover:text-brand-700 disabled:opacity-50"
            >
              <ImagePlus aria-hidden className="size-5" />
              {t('media:upload.addPhoto')}
            </button>
          </li>
        )}
      </ul>
      <p className="text-xs text-slate-500">{t('media:upload.hint')}</p>
    </section>
  );
}
