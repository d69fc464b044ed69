import { FileJson, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/orders/schema';
import { gstStates } from '../../../../shared/trust/ids';
import { FactList } from '../../../components/ui/fact-list';
import { orderApi } from '../api';
import { useOrderFormat } from './use-order-format';

const boxClass = 'space-y-3 rounded-xl border border-slate-200 bg-white p-5';

function Party({ title, party }: { title: string; party: Order['parties']['buyer'] }) {
  const { t } = useTranslation('orders');
  const state = gstStates[party.stateCode]?.[0] ?? t('orders:delivery.export');
  return (
    <div className="text-sm">
      <h3 className="text-xs font-medium text-slate-500">{title}</h3>
      <p className="font-semibold text-ink">{party.name}</p>
      <p className="whitespace-pre-line text-slate-700">{party.address}</p>
      <p className="text-slate-700">{[party.city, state, party.pincode].filter(Boolean).join(', ')}</p>
      {party.gstin && <p className="text-slate-700">{t('orders:parties.gstin', { gstin: party.gstin })}</p>}
    </div>
  );
}

/** Seller and buyer as the invoice names them, and the agreed terms. */
export function OrderParties({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <section aria-labelledby="parties-heading" className={boxClass}>
      <h2 id="parties-heading" className="text-lg font-semibold text-ink">
        {t('orders:parties.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party title={t('orders:parties.seller')} party={o.parties.seller} />
        <Party title={t('orders:parties.buyer')} party={o.parties.buyer} />
      </div>
      {o.terms && (
        <div className="text-sm">
          <h3 className="text-xs font-medium text-slate-500">{t('orders:parties.terms')}</h3>
          <p className="whitespace-pre-line text-slate-700">{o.terms}</p>
        </div>
      )}
    </section>
  );
}

const linkClass = 'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline';

/** The tax invoice once issued: its number and date, the PDF and the e-invoice JSON. */
export function InvoiceBlock({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  if (!o.invoice) return null;
  return (
    <section aria-labelledby="invoice-heading" className={boxClass}>
      <h2 id="invoice-heading" className="text-lg font-semibold text-ink">
        {t('orders:taxInvoice.title')}
      </h2>
      <FactList
        className="grid gap-3 text-sm sm:grid-cols-2"
        rows={[
          [t('orders:taxInvoice.number'), o.invoice.number],
          [t('orders:taxInvoice.date'), format.day(o.invoice.date)],
        ]}
      />
      <div className="flex flex-wrap gap-4">
        <a href={orderApi.invoicePdf(o.id)} className={linkClass} download>
          <FileText aria-hidden className="size-4" />
          {t('orders:taxInvoice.pdf')}
        </a>
        {/* A registered supplier's e-invoice, to a registered buyer or for an export (the API refuses others). */}
        {o.side !== 'buyer' &&
          o.parties.seller.gstin &&
          (o.parties.buyer.gstin || o.totals.supply === 'export') && (
            <a href={orderApi.invoiceJson(o.id)} className={linkClass} download>
              <FileJson aria-hidden className="size-4" />
              {t('orders:taxInvoice.json')}
            </a>
          )}
      </div>
    </section>
  );
}

/** The payments the supplier recorded, and the dispatch once the goods left. */
export function PaymentsAndDispatch({ order: o }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  if (!o.payments.length && !o.dispatch) return null;
  return (
    <>
      {o.payments.length > 0 && (
        <section aria-labelledby="payments-heading" className={boxClass}>
          <h2 id="payments-heading" className="text-lg font-semibold text-ink">
            {t('orders:payments.title')}
          </h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {o.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-semibold text-ink">{format.money(p.amountPaise)}</span>
                <span className="text-slate-600">
                  {format.day(p.receivedOn)} · {t(`orders:methods.${p.method}`)} ·{' '}
                  <span dir="ltr">{p.reference}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {o.dispatch && (
        <section aria-labelledby="dispatch-heading" className={boxClass}>
          <h2 id="dispatch-heading" className="text-lg font-semibold text-ink">
            {t('orders:dispatch.title')}
          </h2>
          <FactList
            className="grid gap-3 text-sm sm:grid-cols-2"
            rows={[
              [t('orders:dispatch.transporter'), o.dispatch.transporter],
              [t('orders:dispatch.consignment'), o.dispatch.consignmentNumber],
              [t('orders:dispatch.date'), format.day(o.dispatch.dispatchedOn)],
              ...(o.dispatch.ewayBill
                ? [[t('orders:dispatch.ewayBill'), o.dispatch.ewayBill] as [string, string]]
                : []),
            ]}
          />
        </section>
      )}
    </>
  );
}
