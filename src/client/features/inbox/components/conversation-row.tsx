import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { ConversationSummary } from '../../../../shared/trade/schema';
import { CountBadge } from '../../../components/ui/count-badge';
import { Link } from '../../../lib/router';
import { useWhen } from '../when';

/** One conversation in the inbox: our side, the other party, the listing, the last message. */
export function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const { t } = useTranslation('inbox');
  const when = useWhen();
  const { lastMessage: last } = c;
  const text = last.body || t('list.photos', { count: last.photos });
  const unread = c.unread > 0;
  return (
    <li>
      <Link
        to={routes.conversation(c.id)}
        className={clsx(
          'flex gap-3 rounded-lg border p-4 hover:border-brand-500',
          unread ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200 bg-white',
        )}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span
              className={clsx(
                'rounded-full px-2 py-0.5 text-xs font-medium',
                c.role === 'buyer' ? 'bg-sky-50 text-sky-800' : 'bg-amber-50 text-amber-800',
              )}
            >
              {t(c.role === 'buyer' ? 'list.buying' : 'list.selling')}
            </span>
            <span className={clsx('truncate text-ink', unread ? 'font-semibold' : 'font-medium')}>
              {c.otherName}
              {c.otherCompany && <span className="font-normal text-slate-500"> · {c.otherCompany}</span>}
            </span>
          </p>
          <p className="truncate text-sm text-slate-700">{c.listing?.title ?? t('list.general')}</p>
          <p className={clsx('truncate text-sm', unread ? 'text-ink' : 'text-slate-500')}>
            {last.mine ? t('list.you', { text }) : text}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <time dateTime={last.at} className="text-xs text-slate-500">
            {when(last.at)}
          </time>
          <CountBadge count={c.unread} label={t('list.unread', { count: c.unread })} />
        </div>
      </Link>
    </li>
  );
}
