import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { myRequestsQuery } from '../api';
import { StatusBadge } from '../components/status-badge';

/** /support — the reader's help requests, the latest change first, new answers marked. */
export default function RequestsPage() {
  const { t } = useTranslation('support');
  usePageMeta('support:meta.requestsTitle', 'support:meta.requestsDescription');
  const { date } = useFormat();
  const query = useQuery(myRequestsQuery());
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink">{t('support:requests.title')}</h1>
        <Link to={`${routes.help()}#ask`} className={buttonClass.primary}>
          {t('support:requests.askNew')}
        </Link>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <Notice tone="error" title={t('support:requests.loadError')}>
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('support:retry')}
          </button>
        </Notice>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t('support:requests.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {query.data.map((r) => (
            <li key={r.id} className="relative flex flex-wrap items-center gap-3 p-4 hover:bg-slate-50">
              <div className="min-w-0 flex-1">
                <Link
                  to={routes.supportRequest(r.id)}
                  className={`after:absolute after:inset-0 hover:underline ${r.unread ? 'font-semibold text-ink' : 'text-slate-800'}`}
                >
                  {r.subject}
                </Link>
                <p className="text-sm text-slate-500">
                  {date(r.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </p>
              </div>
              {r.unread && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('support:requests.unread')}
                </span>
              )}
              <StatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
