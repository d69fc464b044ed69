import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportStatuses } from '../../../../shared/trust/constants';
import { reportsQuery } from '../api';
import { AdminList } from './admin-list';
import { useAdminUrl } from './admin-url';
import { FilterLinks } from './filter-links';
import { ReportCard } from './report-card';

/** Reported conversations, requirements, listings and reviews, open ones first. */
export function ReportsPanel() {
  const { t } = useTranslation('admin');
  const { choice, offset } = useAdminUrl();
  const status = choice('status', reportStatuses);
  const reports = useQuery(reportsQuery(status, offset));
  return (
    <div className="space-y-4">
      <FilterLinks
        label={t('reports.filter')}
        param="status"
        options={reportStatuses}
        current={status}
        text={(s) => t(`reports.status.${s}`)}
      />
      <AdminList query={reports} empty={t(`reports.empty.${status}`)}>
        {(items) => (
          <ul className="space-y-4">
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </div>
  );
}
