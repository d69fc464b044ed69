import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '../../../../shared/support/constants';

const tones: Record<SupportStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  answered: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`support:status.${status}`)}
    </span>
  );
}
