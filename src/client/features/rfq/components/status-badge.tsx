import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus, RequirementStatus } from '../../../../shared/trade/constants';

const tones: Record<RequirementStatus | QuoteStatus, string> = {
  open: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  sent: 'bg-sky-50 text-sky-700 ring-sky-200',
  accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-amber-50 text-amber-800 ring-amber-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const badgeClass = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

export function RequirementStatusBadge({ status }: { status: RequirementStatus }) {
  const { t } = useTranslation('trade');
  return <span className={clsx(badgeClass, tones[status])}>{t(`trade:requirementStatus.${status}`)}</span>;
}

/** A quote's status; the supplier reads 'sent' as waiting for the buyer, the buyer as theirs to decide. */
export function QuoteStatusBadge({ status, side }: { status: QuoteStatus; side: 'buyer' | 'supplier' }) {
  const { t } = useTranslation(['rfq', 'trade']);
  const label =
    side === 'supplier' && status === 'sent'
      ? t('rfq:quote.awaitingBuyer')
      : t(`trade:quoteStatus.${status}`);
  return <span className={clsx(badgeClass, tones[status])}>{label}</span>;
}
