import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { conversationsOf, useInbox } from '../api';
import { ConversationRow } from '../components/conversation-row';
import { LoadFailed } from '../components/load-failed';

/** /inbox — every conversation of the signed-in user, as a buyer and as a supplier, newest first. */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  usePageMeta('inbox:meta.inboxTitle', 'inbox:meta.inboxDescription');
  const inbox = useInbox();
  const conversations = conversationsOf(inbox.data);

  let body: ReactNode;
  if (inbox.isPending) body = <Spinner />;
  else if (inbox.isError && !inbox.data)
    body = <LoadFailed message={t('list.loadError')} onRetry={() => void inbox.refetch()} />;
  else if (!conversations.length)
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <Inbox aria-hidden className="size-10 text-slate-400" />
        <h2 className="text-lg font-semibold text-ink">{t('list.empty')}</h2>
        <p className="max-w-md text-sm text-slate-600">{t('list.emptyText')}</p>
        <Link to={routes.suppliers()} className={buttonClass.primary}>
          {t('list.browse')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul className="space-y-3">
          {conversations.map((c) => (
            <ConversationRow key={c.id} conversation={c} />
          ))}
        </ul>
        {inbox.hasNextPage && (
          <div className="text-center">
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {inbox.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </button>
          </div>
        )}
      </>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('list.heading')}</h1>
        <p className="mt-1 text-slate-600">{t('list.intro')}</p>
      </header>
      {body}
    </div>
  );
}
