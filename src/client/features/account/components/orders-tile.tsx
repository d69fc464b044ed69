import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderFigures } from '../../../../shared/orders/schema';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';

/** 'Orders' on a dashboard: open and delivered orders and what is still to be paid, the way in. */
export function OrdersTile({ figures, side }: { figures: OrderFigures; side: 'buyer' | 'supplier' }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const stats: [string, string][] = [
    [t('orders:tile.open'), format.number(figures.open)],
    [t('orders:tile.delivered'), format.number(figures.delivered)],
    [
      t(side === 'supplier' ? 'orders:tile.dueToYou' : 'orders:totals.due'),
      format.price(figures.duePaise / 100),
    ],
  ];
  return (
    <section aria-labelledby={`orders-tile-${side}`} className="rounded-lg border border-slate-200 p-5">
      <h2 id={`orders-tile-${side}`} className="flex items-center gap-2 font-semibold text-ink">
        <Receipt aria-hidden className="size-5 text-brand-600" />
        {t('orders:tile.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-4">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={routes.orders()} className={`${buttonClass.secondary} mt-3`}>
        {t('orders:tile.link')}
      </Link>
    </section>
  );
}
