import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '../../../../shared/trust/schema';
import { Spinner } from '../../../components/ui/spinner';
import { useCouncils } from '../../directory/api';
import { ClaimSummary } from './claim-status';
import { RcmcForm } from './rcmc-form';
import { RetryNotice } from './retry-notice';

/** Council memberships: each RCMC claim with its status and expiry, and the form to add one. */
export function RcmcSection({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('trust');
  const councils = useCouncils();
  return (
    <section
      aria-labelledby="rcmc-heading"
      className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      <div>
        <h2 id="rcmc-heading" className="text-xl font-semibold text-ink">
          {t('trust:rcmc.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('trust:rcmc.text')}</p>
      </div>
      <h3 className="font-semibold text-ink">{t('trust:rcmc.listTitle')}</h3>
      {status.rcmc.length === 0 ? (
        <p className="text-sm text-slate-600">{t('trust:rcmc.none')}</p>
      ) : (
        <ul className="space-y-3">
          {status.rcmc.map((claim) => (
            <li key={claim.id}>
              <ClaimSummary claim={claim} title={claim.councilName ?? claim.councilId ?? ''} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="font-semibold text-ink">{t('trust:rcmc.addTitle')}</h3>
      <p className="text-sm text-slate-600">{t('trust:rcmc.replaces')}</p>
      {councils.isPending ? (
        <Spinner />
      ) : councils.isError ? (
        <RetryNotice message={t('trust:rcmc.councilsError')} onRetry={() => void councils.refetch()} />
      ) : (
        <RcmcForm councils={councils.data} />
      )}
    </section>
  );
}
