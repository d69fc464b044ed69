import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** A value to type into a banking app, with a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('orders');
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(t('orders:pay.copied', { label })),
      () => toast.error(t('orders:pay.copyFailed')),
    );
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd dir="ltr" className="font-mono text-sm font-medium break-all text-ink">
          {value}
        </dd>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('orders:pay.copy', { label })}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-600 hover:bg-slate-50"
      >
        <Copy aria-hidden className="size-4" />
      </button>
    </div>
  );
}
