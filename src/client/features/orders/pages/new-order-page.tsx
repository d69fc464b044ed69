import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useBusiness } from '../../account/api';
import { useAuth } from '../../auth/use-auth';
import { useConversation } from '../../inbox/api';
import { orderApi } from '../api';
import { ProformaForm } from '../components/proforma-form';
import { stateCodeIn } from '../components/proforma-totals';

/** /orders/new?conversation=<id> — the supplier drafts an order from a conversation; the buyer confirms it. */
export default function NewOrderPage() {
  const { t } = useTranslation(['orders', 'trade']);
  usePageMeta('orders:proforma.title', 'orders:meta.newDescription');
  const [params] = useSearchParams();
  const conversationId = params.get('conversation') ?? '';
  const { user } = useAuth();
  const conversation = useConversation(conversationId);
  const business = useBusiness(user?.id);
  const navigate = useNavigate();
  const client = useQueryClient();

  let body = <Spinner />;
  if (!conversationId || conversation.isError || conversation.data?.role === 'buyer')
    body = <Notice tone="error">{t('orders:proforma.noConversation')}</Notice>;
  else if (conversation.data && !business.isPending) {
    const c = conversation.data;
    body = (
      <>
        <header>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('orders:proforma.title')}</h1>
          <p className="text-slate-600">
            {t('orders:proforma.subtitle', { name: c.buyer.company ?? c.buyer.name })}
          </p>
        </header>
        <ProformaForm
          conversation={c}
          sellerState={stateCodeIn(business.data?.business?.state)}
          save={async (values) => {
            const id = await orderApi.propose(values);
            toast.success(t('orders:proforma.sent'));
            await client.invalidateQueries({ queryKey: ['orders', 'list'] });
            navigate(routes.order(id));
          }}
        />
      </>
    );
  }
  return <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">{body}</div>;
}
