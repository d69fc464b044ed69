import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../../shared/orders/schema';
import { routes } from '../../../../shared/routes';
import { CardLink } from '../../../components/ui/card-link';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderFormat } from './use-order-format';

/** One order in the list: who with, what, how much and what is still due. */
export function OrderCard({ order: o }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const what =
    o.itemCount > 1
      ? t('orders:list.andMore', { item: o.firstItem, more: format.number(o.itemCount - 1) })
      : o.firstItem;
  return (
    <article
      aria-label={o.otherName}
      className="relative grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 sm:grid-cols-[1fr_auto]"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">
            <CardLink to={routes.order(o.id)}>{o.otherName}</CardLink>
          </h3>
          <OrderStatusBadge status={o.status} />
        </div>
        <p className="truncate text-sm text-slate-700">{what}</p>
        <p className="text-xs text-slate-500">
          {o.invoiceNumber ? `${t('orders:list.invoice', { number: o.invoiceNumber })} · ` : ''}
          {format.date(o.createdAt)}
        </p>
      </div>
      <dl className="flex gap-6 text-sm sm:flex-col sm:gap-1 sm:text-end">
        <div>
          <dt className="sr-only">{t('orders:totals.total')}</dt>
          <dd className="font-semibold text-ink">{format.money(o.totalPaise)}</dd>
        </div>
        {o.duePaise > 0 && o.status !== 'cancelled' && (
          <div>
            <dt className="sr-only">{t('orders:totals.due')}</dt>
            <dd className="text-amber-800">
              {t('orders:list.dueAmount', { amount: format.money(o.duePaise) })}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}
