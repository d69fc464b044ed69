import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { type AdminTab, adminTabs, useAdminUrl } from '../components/admin-url';
import { AuditPanel } from '../components/audit-panel';
import { InboxesPanel } from '../components/inboxes-panel';
import { QueuePanel } from '../components/queue-panel';
import { ReportsPanel } from '../components/reports-panel';
import { SupportPanel, SupportUnreadBadge } from '../components/support-panel';
import { UsersPanel } from '../components/users-panel';

const panels: Record<AdminTab, ComponentType> = {
  queue: QueuePanel,
  users: UsersPanel,
  reports: ReportsPanel,
  inboxes: InboxesPanel,
  audit: AuditPanel,
  support: SupportPanel,
};

/**
 * /admin (admins only; the route guard shows everyone else the not-found page): the verification
 * queue, users, reports, the inboxes and the audit log, one tab each, the tab in the address.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  usePageMeta('admin:meta.title', 'admin:meta.description');
  const { tab } = useAdminUrl();
  const Panel = panels[tab];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </header>
      <nav aria-label={t('tabsLabel')} className="-mx-4 overflow-x-auto border-b border-slate-200 px-4">
        <ul className="flex min-w-max gap-1">
          {adminTabs.map((name) => (
            <li key={name}>
              <Link
                to={routes.admin(name)}
                aria-current={name === tab ? 'page' : undefined}
                data-state={name === tab ? 'active' : undefined}
                className={`${tabTriggerClass} inline-block`}
              >
                {t(`tabs.${name}`)}
                {name === 'support' && <SupportUnreadBadge />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="admin-panel-heading" className="space-y-4">
        <h2 id="admin-panel-heading" className="text-xl font-semibold text-ink">
          {t(`tabs.${tab}`)}
        </h2>
        <Panel />
      </section>
    </div>
  );
}
