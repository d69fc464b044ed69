import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adminInboxes } from '../../../../shared/trust/constants';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { type InboxRows, inboxExportUrl, inboxQuery } from '../api';
import { AdminList } from './admin-list';
import { useAdminUrl } from './admin-url';
import { DetailItem } from './detail-item';
import { FilterLinks } from './filter-links';

const rowClass = 'space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function WaitlistList({ offset }: { offset: number }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const rows = useQuery(inboxQuery('waitlist', offset));
  return (
    <AdminList query={rows} empty={t('inboxes.empty.waitlist')}>
      {(items: InboxRows['waitlist'][]) => (
        <ul className="space-y-2">
          {items.map((row) => (
            <li key={row.id} className={rowClass}>
              <dl className="grid gap-2 sm:grid-cols-3">
                <DetailItem label={t('inboxes.email')}>{row.email}</DetailItem>
                <DetailItem label={t('inboxes.phone')}>{row.phoneNumber}</DetailItem>
                <DetailItem label={t('inboxes.date')}>{date(row.createdAt)}</DetailItem>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}

function ContactList({ offset }: { offset: number }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const rows = useQuery(inboxQuery('contact', offset));
  return (
    <AdminList query={rows} empty={t('inboxes.empty.contact')}>
      {(items: InboxRows['contact'][]) => (
        <ul className="space-y-2">
          {items.map((row) => (
            <li key={row.id} className={rowClass}>
              <dl className="grid gap-2 sm:grid-cols-3">
                <DetailItem label={t('inboxes.name')}>{row.name}</DetailItem>
                <DetailItem label={t('inboxes.email')}>{row.email}</DetailItem>
                <DetailItem label={t('inboxes.company')}>{row.company ?? t('none')}</DetailItem>
              </dl>
              <dl className="grid gap-2 sm:grid-cols-[2fr_1fr]">
                <DetailItem label={t('inboxes.message')}>{row.message}</DetailItem>
                <DetailItem label={t('inboxes.date')}>{date(row.createdAt)}</DetailItem>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}

/** The waitlist and the contact messages, each downloadable as CSV. */
export function InboxesPanel() {
  const { t } = useTranslation('admin');
  const { choice, offset } = useAdminUrl();
  const inbox = choice('inbox', adminInboxes);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterLinks
          label={t('inboxes.choose')}
          param="inbox"
          options={adminInboxes}
          current={inbox}
          text={(i) => t(`inboxes.names.${i}`)}
        />
        <a href={inboxExportUrl(inbox)} download className={buttonClass.secondary}>
          <Download className="size-4" aria-hidden="true" />
          {t('inboxes.download', { name: t(`inboxes.names.${inbox}`) })}
        </a>
      </div>
      {inbox === 'waitlist' ? <WaitlistList offset={offset} /> : <ContactList offset={offset} />}
    </div>
  );
}
