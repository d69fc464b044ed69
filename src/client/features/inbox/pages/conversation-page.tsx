import { ChevronLeft, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { Conversation } from '../../../../shared/trade/schema';
import { ReportDialog } from '../../../components/trade/report-dialog';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useParams } from '../../../lib/router';
import { WhatsAppChatLink } from '../../directory/components/whatsapp-chat-link';
import NotFoundPage from '../../shell/pages/not-found-page';
import { inboxApi, useConversation, useMarkRead } from '../api';
import { BlockButton } from '../components/block-button';
import { ConversationHeader } from '../components/conversation-header';
import { LoadFailed } from '../components/load-failed';
import { MessageItem } from '../components/message-item';
import { ReplyBox } from '../components/reply-box';

/** /inbox/:id — one conversation: the inquiry, its messages oldest first, and the reply box. */
export default function ConversationPage() {
  const { t } = useTranslation(['inbox', 'trade', 'orders']);
  const { id = '' } = useParams();
  usePageMeta('inbox:meta.conversationTitle', 'inbox:meta.inboxDescription');
  const query = useConversation(id);
  const conversation = query.data;
  useMarkReadOnShow(id, conversation);

  if (query.isPending) return <Spinner />;
  // 400: an address that cannot name a conversation (not a UUID); 404: none, or someone else's.
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status))
    return <NotFoundPage message={t('trade:errors.conversationNotFound')} />;
  if (!conversation)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed message={t('inbox:conversation.loadError')} onRetry={() => void query.refetch()} />
      </div>
    );
  const { role, blocked } = conversation;
  const authorName = role === 'buyer' ? conversation.supplier.name : conversation.buyer.name;
  const names = { buyer: conversation.buyer.name, supplier: conversation.supplier.name };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <Link to={routes.inbox()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('inbox:conversation.back')}
      </Link>
      <ConversationHeader
        conversation={conversation}
        actions={
          role !== 'admin' && (
            <>
              {role === 'supplier' && !blocked && (
                <Link to={routes.newOrder(id)} className={buttonClass.primary}>
                  <FileText aria-hidden className="size-4" />
                  {t('orders:proforma.title')}
                </Link>
              )}
              {role === 'supplier' && <BlockButton conversationId={id} blocked={blocked} />}
              {role === 'buyer' && <WhatsAppChatLink supplierId={conversation.supplier.id} />}
              <ReportDialog ns="inbox" send={(reason) => inboxApi.report(id, reason)} />
            </>
          )
        }
      />
      <section aria-label={t('inbox:conversation.messages')}>
        <ol className="space-y-3">
          {conversation.messages.map((m) => (
            <MessageItem key={m.id} message={m} authorName={role === 'admin' ? names[m.from] : authorName} />
          ))}
        </ol>
      </section>
      {blocked && role !== 'admin' && (
        <Notice tone="info">
          {role === 'supplier' ? t('inbox:conversation.blockedBuyer') : t('trade:errors.blocked')}
        </Notice>
      )}
      {!blocked && role !== 'admin' && <ReplyBox conversationId={id} />}
    </div>
  );
}

/** Marks the conversation read for its reader when it shows, and again when new messages arrive. */
function useMarkReadOnShow(id: string, conversation: Conversation | undefined) {
  const { mutate } = useMarkRead(id);
  const lastId = conversation?.messages.at(-1)?.id;
  const reader = conversation?.role;
  useEffect(() => {
    if (lastId && reader !== 'admin') mutate();
  }, [lastId, reader, mutate]);
}
