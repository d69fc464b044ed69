import { Smartphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/orders/schema';
import { buttonClass } from '../../../components/ui/field';
import { CopyValue } from './copy-value';
import { useOrderFormat } from './use-order-format';

// The QR code's drawing code loads only where something is to be paid.
const UpiQr = lazy(() => import('./upi-qr'));

/** How to pay what is due: a UPI link (any UPI app on a phone), its QR code, and the bank account. */
export function PaymentPanel({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  if (!o.upi && !o.bank) return null;
  return (
    <section
      aria-labelledby="pay-heading"
      className="space-y-4 rounded-xl border border-amber-200 bg-amber-50/40 p-5"
    >
      <div>
        <h2 id="pay-heading" className="text-lg font-semibold text-ink">
          {t(o.side === 'supplier' ? 'orders:pay.titleSupplier' : 'orders:pay.title', {
            amount: format.money(o.duePaise),
          })}
        </h2>
        <p className="text-sm text-slate-600">
          {t(o.side === 'supplier' ? 'orders:pay.introSupplier' : 'orders:pay.intro')}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
        {o.upi && (
          <div className="flex flex-col items-center gap-3">
            <Suspense fallback={<div className="size-44 rounded-md bg-slate-100" />}>
              <UpiQr link={o.upi.link} label={t('orders:pay.qr')} />
            </Suspense>
            <a href={o.upi.link} className={buttonClass.primary}>
              <Smartphone aria-hidden className="size-4" />
              {t('orders:pay.upiButton')}
            </a>
          </div>
        )}
        <dl className="space-y-3">
          {o.upi && <CopyValue label={t('orders:pay.vpa')} value={o.upi.vpa} />}
          {o.bank && (
            <>
              <CopyValue label={t('orders:pay.accountName')} value={o.bank.accountName} />
              <CopyValue label={t('orders:pay.accountNumber')} value={o.bank.accountNumber} />
              <CopyValue label={t('orders:pay.ifsc')} value={o.bank.ifsc} />
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
