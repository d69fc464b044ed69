import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimStatuses } from '../../../../shared/trust/constants';
import { claimsQuery } from '../api';
import { AdminList } from './admin-list';
import { useAdminUrl } from './admin-url';
import { ClaimCard } from './claim-card';
import { FilterLinks } from './filter-links';

/** Verification requests, pending first: approve or reject each against its certificate. */
export function QueuePanel() {
  const { t } = useTranslation('admin');
  const { choice, offset } = useAdminUrl();
  const status = choice('status', claimStatuses);
  const claims = useQuery(claimsQuery(status, offset));
  return (
    <div className="space-y-4">
      <FilterLinks
        label={t('queue.filter')}
        param="status"
        options={claimStatuses}
        current={status}
        text={(s) => t(`queue.status.${s}`)}
      />
      <AdminList query={claims} empty={t(`queue.empty.${status}`)}>
        {(items) => (
          <ul className="space-y-6">
            {items.map((claim) => (
              <li key={claim.id}>
                <ClaimCard claim={claim} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </div>
  );
}
