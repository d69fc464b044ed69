import { useTranslation } from 'react-i18next';

/** 'Uploading... N%' with its bar; nothing when `value` is null. */
export function UploadProgress({ value }: { value: number | null }) {
  const { t } = useTranslation('media');
  if (value === null) return null;
  const label = t('upload.uploading', { percent: value });
  return (
    <div className="space-y-1" aria-live="polite">
      <p className="text-sm text-slate-600">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
