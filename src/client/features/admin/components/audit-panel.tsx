import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { AuditEntry, AuditValue } from '../../../../shared/trust/schema';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
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

/** The reason an admin gave (a suspension's or rejection's reason, a report decision's note). */
function reasonOf(entry: AuditEntry): string | null {
  const { reason, note } = entry.after ?? {};
  const text = typeof reason === 'string' ? reason : note;
  return typeof text === 'string' && text ? text : null;
}

/** The i18next context choosing the phrase: the claim's kind, the granted role, the report's action. */
function contextOf(entry: AuditEntry): string | undefined {
  if (entry.action.startsWith('claim.')) return entry.target?.claim;
  if (entry.action === 'user.role') return entry.after?.role === 'admin' ? 'admin' : undefined;
  const action = entry.after?.action;
  return entry.action === 'report.uphold' && typeof action === 'string' ? action : undefined;
}

/** "Meera (meera@…) suspended Kiran": who did what to whom, each name as it is now. */
function Sentence({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const { actor, target } = entry;
  const role = entry.after?.role;
  const whom = target?.name ?? t(entry.subjectKind === 'user' ? 'audit.gone.user' : 'audit.gone.other');
  return (
    <Trans
      t={t}
      i18nKey={`audit.did.${entry.action}`}
      context={contextOf(entry)}
      values={{ role: typeof role === 'string' ? t(`users.roles.${role}`, { defaultValue: role }) : '' }}
      components={{
        who:
          typeof actor === 'string' ? (
            <span>{t(`audit.someone.${actor}`)}</span>
          ) : (
            <span>
              {actor.name} <span className="font-normal text-slate-600">({actor.email})</span>
            </span>
          ),
        target: target?.path ? (
          <Link to={target.path} className="text-brand-700 underline">
            {whom}
          </Link>
        ) : (
          <span>{whom}</span>
        ),
      }}
    />
  );
}

/** One admin action told in words, with the stored record (ids, before and after) a tap away. */
function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const reason = reasonOf(entry);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-medium break-words text-ink">
        <Sentence entry={entry} />
      </p>
      {reason && (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
          {t('audit.reason', { reason })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-500">
        <time dateTime={entry.createdAt}>
          {date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t('audit.record')}</summary>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2">
          <DetailItem label={t('audit.what')}>{t(`audit.actions.${entry.action}`)}</DetailItem>
          <DetailItem label={t('audit.subject')}>
            {t(`audit.subjects.${entry.subjectKind}`, { defaultValue: entry.subjectKind })}{' '}
            <span className="font-mono text-xs break-all">{entry.subjectId}</span>
          </DetailItem>
        </dl>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('audit.change')}</span>
          <Snapshot value={entry.before} />
          <span aria-hidden="true">→</span>
          <span className="sr-only">{t('audit.becomes')}</span>
          <Snapshot value={entry.after} />
        </p>
      </details>
    </li>
  );
}

/** Every admin action, newest first: who did what, when, and why; the stored record on request. */
export function AuditPanel() {
  const { t } = useTranslation('admin');
  const { offset } = useAdminUrl();
  const entries = useQuery(auditQuery(offset));
  return (
    <AdminList query={entries} empty={t('audit.empty')}>
      {(items) => (
        <ul className="space-y-2">
          {items.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </AdminList>
  );
}
