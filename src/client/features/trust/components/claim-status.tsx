import { clsx } from 'clsx';
import { CheckCircle2, Clock, ExternalLink, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClaimStatus } from '../../../../shared/trust/constants';
import type { Claim } from '../../../../shared/trust/schema';
import { useFormat } from '../../../lib/format';

const looks = {
  pending: { Icon: Clock, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  approved: { Icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  rejected: { Icon: XCircle, className: 'bg-red-50 text-red-700 ring-red-200' },
} as const satisfies Record<ClaimStatus, unknown>;

/** 'YYYY-MM-DD' as a date in the page's language (a calendar day: no time zone may shift it). */
export function useDay() {
  const format = useFormat();
  return (day: string) => format.date(day, { dateStyle: 'medium', timeZone: 'UTC' });
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Where a claim stands: Pending review, Approved, or Rejected with the reason. */
export function ClaimStatusBadge({ claim }: { claim: Claim }) {
  const { t } = useTranslation('trust');
  const { Icon, className } = looks[claim.status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {t(`trust:claim.status.${claim.status}`)}
    </span>
  );
}

/** A submitted claim: its number, status (and why it was rejected), dates and its certificate. */
export function ClaimSummary({ claim, title }: { claim: Claim; title: string }) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const day = useDay();
  const expired = claim.expiresOn !== null && claim.expiresOn <= today();
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">
          {title} <span className="font-mono">{claim.number}</span>
        </p>
        <ClaimStatusBadge claim={claim} />
      </div>
      {claim.status === 'rejected' && claim.reason && (
        <p className="text-sm text-red-700">{t('trust:claim.reason', { reason: claim.reason })}</p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {claim.iec && <li>{t('trust:claim.iec', { iec: claim.iec })}</li>}
        {claim.expiresOn && (
          <li className={clsx(expired && 'text-red-700')}>
            {t(expired ? 'trust:claim.expired' : 'trust:claim.validUntil', { date: day(claim.expiresOn) })}
          </li>
        )}
        <li>{t('trust:claim.submitted', { date: format.date(claim.submittedAt) })}</li>
        <li>
          <a
            href={claim.documentUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            {t('trust:claim.view')}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        </li>
      </ul>
    </div>
  );
}
