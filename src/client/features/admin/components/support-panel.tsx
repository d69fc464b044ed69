import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { supportStatuses } from '../../../../shared/support/constants';
import { CountBadge } from '../../../components/ui/count-badge';
import { useFormat } from '../../../lib/format';
import { Link, useSearchParams } from '../../../lib/router';
import { BackLink } from '../../directory/components/back-link';
import { teamRequestsQuery, teamUnreadQuery } from '../../support/api';
import { StatusBadge } from '../../support/components/status-badge';
import { Thread } from '../../support/components/thread';
import { AdminList } from './admin-list';
import { useAdminUrl } from './admin-url';
import { FilterLinks } from './filter-links';

/** The Support tab's count: requests with a message the team has not opened. */
export function SupportUnreadBadge() {
  const { t } = useTranslation('support');
  const unread = useQuery(teamUnreadQuery());
  return (
    <CountBadge
      count={unread.data ?? 0}
      label={t('support:admin.unread', { n: unread.data ?? 0 })}
      className="ms-1.5"
    />
  );
}

/** Help requests by status, unread first; one opened (?request=) to answer or close. */
export function SupportPanel() {
  const { t } = useTranslation('support');
  const { date } = useFormat();
  const { choice, offset, hrefWith } = useAdminUrl();
  const [params] = useSearchParams();
  const opened = params.get('request');
  const status = choice('status', supportStatuses);
  const rows = useQuery(teamRequestsQuery(status, offset));
  if (opened)
    return (
      <div className="max-w-3xl space-y-4">
        <BackLink to={hrefWith({ request: null })} label={t('support:admin.back')} />
        <Thread id={opened} team />
      </div>
    );
  return (
    <div className="space-y-4">
      <FilterLinks
        label={t('support:admin.filter')}
        param="status"
        options={supportStatuses}
        current={status}
        text={(s) => t(`support:status.${s}`)}
      />
      <AdminList query={rows} empty={t(`support:admin.empty.${status}`)}>
        {(items) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {items.map((r) => (
              <li
                key={r.id}
                className="relative flex flex-wrap items-center gap-x-3 gap-y-1 p-4 hover:bg-slate-50"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={hrefWith({ request: r.id })}
                    className={clsx(
                      'after:absolute after:inset-0 hover:underline',
                      r.unread ? 'font-semibold text-ink' : 'text-slate-800',
                    )}
                  >
                    {r.subject}
                  </Link>
                  <p className="truncate text-sm text-slate-500">
                    {r.asker?.name} · {r.asker?.email} ·{' '}
                    {date(r.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </p>
                </div>
                {r.unread && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('support:admin.new')}
                  </span>
                )}
                <StatusBadge status={r.status} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </div>
  );
}
