import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/orders/schema';
import { routes } from '../../../../shared/routes';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useParams } from '../../../lib/router';
import NotFoundPage from '../../shell/pages/not-found-page';
import { useOrder } from '../api';
import { OrderActions } from '../components/order-actions';
import { InvoiceBlock, OrderParties, PaymentsAndDispatch } from '../components/order-facts';
import { OrderHistory } from '../components/order-history';
import { OrderItems } from '../components/order-items';
import { OrderStatusBadge } from '../components/order-status-badge';
import { PaymentPanel } from '../components/payment-panel';
import { StatusStepper } from '../components/status-stepper';
import { useOrderFormat } from '../components/use-order-format';

/** /orders/:id — one order for its buyer or supplier: where it stands, what it says, what is next. */
export default function OrderPage() {
  const { t } = useTranslation(['orders', 'trade']);
  const { id = '' } = useParams();
  usePageMeta('orders:meta.order', 'orders:meta.orderDescription');
  const query = useOrder(id);

  if (query.isPending) return <Spinner />;
  // 400: an address that cannot name an order (not a UUID); 404: none, or someone else's.
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status))
    return <NotFoundPage message={t('orders:order.notFound')} />;
  if (!query.data)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Notice tone="error">
          <p>{t('orders:order.loadError')}</p>
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('orders:retry')}
          </button>
        </Notice>
      </div>
    );
  return <OrderView order={query.data} />;
}

function OrderView({ order: o }: { order: Order }) {
  const { t } = useTranslation(['orders', 'trade']);
  const format = useOrderFormat();
  const other = o.side === 'buyer' ? o.parties.seller.name : o.parties.buyer.name;
  const payable = o.duePaise > 0 && ['invoiced', 'dispatched', 'delivered'].includes(o.status);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link
        to={routes.orders()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('orders:order.back')}
      </Link>
      <header className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <p className="text-sm font-medium text-brand-600">
              {o.invoice
                ? t('orders:order.kickerInvoice', { number: o.invoice.number })
                : t('orders:order.kicker')}
            </p>
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-ink sm:text-3xl">
              {t(o.side === 'buyer' ? 'orders:order.from' : 'orders:order.for', { name: other })}
              <OrderStatusBadge status={o.status} />
            </h1>
            <p className="text-sm text-slate-600">
              {t('orders:order.placed', { date: format.date(o.createdAt) })} ·{' '}
              <span className="font-semibold text-ink">{format.money(o.totals.totalPaise)}</span>
              {o.duePaise > 0 && o.status !== 'cancelled' && (
                <> · {t('orders:list.dueAmount', { amount: format.money(o.duePaise) })}</>
              )}
            </p>
          </div>
          <OrderActions order={o} />
        </div>
        {o.status === 'cancelled' ? (
          <Notice
            tone="error"
            title={t('orders:order.cancelled', { date: format.date(o.cancelledAt ?? o.updatedAt) })}
          >
            {o.cancelReason && <p>{o.cancelReason}</p>}
          </Notice>
        ) : o.status === 'proposed' ? (
          <Notice tone="info">
            {t(o.side === 'buyer' ? 'orders:order.proposedBuyer' : 'orders:order.proposedSupplier')}
          </Notice>
        ) : (
          <StatusStepper status={o.status} />
        )}
      </header>
      {payable && o.side !== 'admin' && <PaymentPanel order={o} />}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-6">
          <OrderItems order={o} />
          <OrderParties order={o} />
        </div>
        <div className="min-w-0 space-y-6">
          <InvoiceBlock order={o} />
          <PaymentsAndDispatch order={o} />
          <OrderHistory events={o.events} />
        </div>
      </div>
    </div>
  );
}
