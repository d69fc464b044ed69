import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatuses } from '../../../../shared/orders/constants';
import { type OrderListQuery, orderListQuerySchema } from '../../../../shared/orders/schema';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useSearchParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { listSearch, useOrders } from '../api';
import { OrderCard } from '../components/order-card';
import { useOrderFormat } from '../components/use-order-format';

const chipClass =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/** The list's filter as the address says it; anything unreadable counts as absent. */
function useFilter(): Partial<OrderListQuery> {
  const [params] = useSearchParams();
  const parsed = orderListQuerySchema.safeParse({
    side: params.get('side') || undefined,
    status: params.get('status') || undefined,
    page: params.get('page') || undefined,
  });
  return parsed.success ? parsed.data : {};
}

/** /orders — Order Management: the reader's orders by status, as seller or as buyer. */
export default function OrdersPage() {
  const { t } = useTranslation(['orders', 'trade']);
  usePageMeta('orders:list.title', 'orders:meta.listDescription');
  const { isSupplier } = useAuth();
  const format = useOrderFormat();
  const filter = useFilter();
  const query = useOrders(filter);
  const side = query.data?.side ?? filter.side ?? (isSupplier ? 'supplier' : 'buyer');
  const to = (change: Partial<OrderListQuery>) => `${routes.orders()}${listSearch({ side, ...change })}`;

  let body: ReactNode;
  if (query.isPending) body = <Spinner />;
  else if (query.isError)
    body = (
      <Notice tone="error">
        <p>{t('orders:list.loadError')}</p>
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          {t('orders:retry')}
        </button>
      </Notice>
    );
  else {
    const { orders, counts, page, pageCount } = query.data;
    body = (
      <>
        <nav aria-label={t('orders:list.byStatus')} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            {(['all', ...orderStatuses] as const).map((status) => (
              <li key={status} className="shrink-0">
                <Link
                  to={to({ status: status === 'all' ? undefined : status })}
                  aria-current={(filter.status ?? 'all') === status ? 'page' : undefined}
                  className={clsx(
                    chipClass,
                    'border-slate-200 bg-white text-slate-700 hover:border-brand-500',
                  )}
                >
                  {t(`orders:status.${status}`)}
                  <span className="text-xs text-slate-500">{format.number(counts[status] ?? 0)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {orders.length === 0 ? (
          <EmptyState side={side} filtered={!!filter.status} />
        ) : (
          <ul className="space-y-3">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav aria-label={t('orders:list.pages')} className="flex items-center justify-center gap-4">
            {page > 1 && (
              <Link to={to({ status: filter.status, page: page - 1 })} className={buttonClass.secondary}>
                {t('orders:list.previous')}
              </Link>
            )}
            <span className="text-sm text-slate-600">
              {t('orders:list.page', { page: format.number(page), pages: format.number(pageCount) })}
            </span>
            {page < pageCount && (
              <Link to={to({ status: filter.status, page: page + 1 })} className={buttonClass.secondary}>
                {t('orders:list.next')}
              </Link>
            )}
          </nav>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('orders:list.title')}</h1>
          <p className="text-slate-600">{t('orders:list.subtitle')}</p>
        </div>
        {isSupplier && (
          <nav
            aria-label={t('orders:list.side')}
            className="inline-flex rounded-lg border border-slate-200 bg-white p-1"
          >
            {(['supplier', 'buyer'] as const).map((s) => (
              <Link
                key={s}
                to={`${routes.orders()}${listSearch({ side: s })}`}
                aria-current={side === s ? 'page' : undefined}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {t(`orders:list.sides.${s}`)}
              </Link>
            ))}
          </nav>
        )}
      </header>
      {body}
    </div>
  );
}

/** What to do to have an order: buyers accept a quote, suppliers send a proforma from a conversation. */
function EmptyState({ side, filtered }: { side: 'buyer' | 'supplier'; filtered: boolean }) {
  const { t } = useTranslation('orders');
  if (filtered) return <p className="text-slate-600">{t('orders:list.noneWithStatus')}</p>;
  return (
    <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6 text-center">
      <p className="font-medium text-ink">{t('orders:list.none')}</p>
      <p className="text-sm text-slate-600">{t(`orders:list.howTo.${side}`)}</p>
      <Link to={side === 'buyer' ? routes.requirements() : routes.inbox()} className={buttonClass.secondary}>
        {t(`orders:list.howToLink.${side}`)}
      </Link>
    </div>
  );
}
