import { useTranslation } from 'react-i18next';
import { trustLimits } from '../../../../shared/trust/constants';
import { claimDecisionSchema, type QueueItem } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminApi, publicReads, useAdminRefresh } from '../api';
import { ClaimDocument } from './claim-document';
import { DetailItem } from './detail-item';
import { FailureNotice } from './failure-notice';

/** Approve, or reject with a reason the supplier is mailed. */
function ClaimDecision({ claim }: { claim: QueueItem }) {
  const { t } = useTranslation(['admin', 'trust']);
  const refresh = useAdminRefresh();
  const decide = (notice: string) => async (decision: Parameters<typeof adminApi.decideClaim>[1]) => {
    await adminApi.decideClaim(claim.id, decision);
    toast.success(notice);
    await refresh(publicReads);
  };
  const [approved, approve, approving] = useFormAction(
    claimDecisionSchema,
    decide(t('admin:queue.approved', { name: claim.supplier.name })),
  );
  const [rejected, reject, rejecting] = useFormAction(
    claimDecisionSchema,
    decide(t('admin:queue.rejected', { name: claim.supplier.name })),
  );
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <form action={approve} noValidate className="space-y-2">
        <FailureNotice state={approved} />
        <input type="hidden" name="decision" value="approve" />
        <button type="submit" className={buttonClass.primary} disabled={approving || rejecting}>
          {approving ? t('admin:queue.approving') : t('admin:queue.approve')}
        </button>
      </form>
      <form action={reject} noValidate className="space-y-2">
        <FailureNotice state={rejected} />
        <input type="hidden" name="decision" value="reject" />
        <TextAreaField
          label={t('admin:queue.reason')}
          hint={t('admin:queue.reasonHint')}
          name="reason"
          rows={3}
          maxLength={trustLimits.reasonMax}
          defaultValue={rejected.values.reason}
          error={rejected.errors.reason}
        />
        <button type="submit" className={buttonClass.danger} disabled={approving || rejecting}>
          {rejecting ? t('admin:queue.rejecting') : t('admin:queue.reject')}
        </button>
      </form>
    </div>
  );
}

/** One verification request: the claimed data beside the certificate (stacked on phones). */
export function ClaimCard({ claim }: { claim: QueueItem }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const what =
    claim.kind === 'gst' ? t('queue.kind.gst') : t('queue.kind.rcmc', { council: claim.councilName });
  const headingId = `claim-${claim.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-2"
    >
      <div className="space-y-4">
        <header>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {claim.supplier.name}
          </h3>
          <p className="text-sm text-slate-600">{what}</p>
        </header>
        <dl className="grid gap-3 sm:grid-cols-2">
          {claim.kind === 'gst' ? (
            <>
              <DetailItem label={t('queue.gstin')}>
                <span className="font-mono">{claim.number}</span>
              </DetailItem>
              <DetailItem label={t('queue.iec')}>
                <span className="font-mono">{claim.iec ?? t('none')}</span>
              </DetailItem>
            </>
          ) : (
            <>
              <DetailItem label={t('queue.council')}>{claim.councilName ?? claim.councilId}</DetailItem>
              <DetailItem label={t('queue.rcmcNumber')}>
                <span className="font-mono">{claim.number}</span>
              </DetailItem>
              <DetailItem label={t('queue.expiresOn')}>
                {claim.expiresOn ? date(claim.expiresOn) : t('none')}
              </DetailItem>
            </>
          )}
          <DetailItem label={t('queue.location')}>
            {t('queue.cityState', { city: claim.supplier.city, state: claim.supplier.state })}
          </DetailItem>
          <DetailItem label={t('queue.email')}>
            <a href={`mailto:${claim.supplier.email}`} className="text-brand-700 underline">
              {claim.supplier.email}
            </a>
          </DetailItem>
          <DetailItem label={t('queue.submitted')}>{date(claim.submittedAt)}</DetailItem>
          {claim.status !== 'pending' && (
            <DetailItem label={t('queue.decision')}>
              {t(`queue.status.${claim.status}`)}
              {claim.reviewedAt && ` · ${date(claim.reviewedAt)}`}
            </DetailItem>
          )}
          {claim.reason && <DetailItem label={t('queue.reason')}>{claim.reason}</DetailItem>}
        </dl>
        {claim.status === 'pending' && <ClaimDecision claim={claim} />}
      </div>
      <ClaimDocument claim={claim} />
    </article>
  );
}
