import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../shared/orders/constants';

const steps = ['confirmed', 'invoiced', 'dispatched', 'delivered'] as const;

/** Confirmed → Invoiced → Dispatched → Delivered; the current step is marked for screen readers. */
export function StatusStepper({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const reached = steps.indexOf(status as (typeof steps)[number]);
  return (
    <ol aria-label={t('orders:order.progress')} className="grid grid-cols-4 gap-2">
      {steps.map((step, i) => {
        const done = i <= reached;
        return (
          <li
            key={step}
            aria-current={i === reached ? 'step' : undefined}
            className={clsx(
              'flex flex-col items-center gap-1 border-t-4 pt-2 text-center text-xs font-medium sm:text-sm',
              done ? 'border-brand-600 text-brand-700' : 'border-slate-200 text-slate-500',
            )}
          >
            <span
              className={clsx(
                'flex size-6 items-center justify-center rounded-full text-xs',
                done ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-500',
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-3.5" /> : i + 1}
            </span>
            {t(`orders:status.${step}`)}
          </li>
        );
      })}
    </ol>
  );
}
