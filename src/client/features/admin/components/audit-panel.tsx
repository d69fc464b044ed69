import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditValue } from '../../../../shared/trust/schema';
import { useFormat } from '../../../lib/format';
import { auditQuery } from '../api';
import { AdminList } from './admin-list';
import { useAdminUrl } from './admin-url';
import { DetailItem } from './detail-item';

/** A before or after state as one line of JSON. */
function Snapshot({ value }: { value: AuditValue }) {
  const { t } = useTranslation('admin');
  return value ? (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800">
      {JSON.stringify(value)}
    </code>
  ) : (
    <span className="text-slate-500">{t('none')}</span>
  );
}

/** Every admin action, newest first: who did what to which subject, when, and what it changed. */
export function AuditPanel() {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const { offset } = useAdminUrl();
  const entries = useQuery(auditQuery(offset));
  return (
    <AdminList query={entries} empty={t('audit.empty')}>
      {(items) => (
        <ul className="space-y-2">
          {items.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <DetailItem label={t('audit.what')}>{t(`audit.actions.${entry.action}`)}</DetailItem>
                <DetailItem label={t('audit.who')}>{entry.adminEmail}</DetailItem>
                <DetailItem label={t('audit.subject')}>
                  {t(`audit.subjects.${entry.subjectKind}`, { defaultValue: entry.subjectKind })}{' '}
                  <span className="font-mono text-xs break-all">{entry.subjectId}</span>
                </DetailItem>
                <DetailItem label={t('audit.when')}>
                  {date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </DetailItem>
              </dl>
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                <span className="sr-only">{t('audit.change')}</span>
                <Snapshot value={entry.before} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('audit.becomes')}</span>
                <Snapshot value={entry.after} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminList>
  );
}
