import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/orders/schema';
import { useOrderFormat } from './use-order-format';

/** Everything that happened to the order, oldest first, as sentences in the reader's language. */
export function OrderHistory({ events }: { events: Order['events'] }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  return (
    <section
      aria-labelledby="history-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="history-heading" className="text-lg font-semibold text-ink">
        {t('orders:history.title')}
      </h2>
      <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
        {events.map((e) => {
          const { amountPaise, method, ...details } = e.details;
          const values = {
            ...details,
            who: e.actorName ?? t('orders:history.someone'),
            amount: typeof amountPaise === 'number' ? format.money(amountPaise) : '',
            method: method ? t(`orders:methods.${method}`) : '',
          };
          return (
            <li key={e.id} className="text-sm">
              <p className="text-ink">{t(`orders:events.${e.kind}`, values)}</p>
              <p className="text-xs text-slate-500">
                {format.date(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
