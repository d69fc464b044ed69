import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../shared/orders/constants';

const tones: Record<OrderStatus, string> = {
  proposed: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-700 ring-sky-200',
  invoiced: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  dispatched: 'bg-violet-50 text-violet-700 ring-violet-200',
  delivered: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`orders:status.${status}`)}
    </span>
  );
}
