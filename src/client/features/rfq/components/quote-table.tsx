import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Quote, Requirement } from '../../../../shared/trade/schema';
import { buttonClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useDeclineQuote } from '../api';
import { AcceptDialog } from './accept-dialog';
import { QuoteStatusBadge } from './status-badge';
import { SupplierRef } from './supplier-ref';
import { useTradeFormat } from './use-trade-format';

const columns = ['supplier', 'price', 'total', 'moq', 'leadTime', 'validUntil', 'message', 'status'] as const;
/** A cell: a table cell on wide screens; on a phone each quote is a card of labelled values. */
const cell =
  'px-3 py-3 max-md:flex max-md:flex-col max-md:gap-0.5 max-md:px-2 max-md:py-1.5 max-md:before:text-xs max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]';

/**
 * The quotes side by side, one row each, for the buyer: Accept (with where to bill and deliver; it
 * closes the requirement and opens the order) and Decline while the requirement is open and the
 * quote undecided.
 */
export function QuoteTable({ requirement: r, canDecide }: { requirement: Requirement; canDecide: boolean }) {
  const { t } = useTranslation(['rfq', 'trade']);
  const format = useTradeFormat();
  const decline = useDeclineQuote(r.id);
  const label = (c: (typeof columns)[number]) =>
    t(`rfq:quotes.columns.${c}`, { quantity: format.quantity(r.quantity, r.unit) });

  function runDecline(quote: Quote) {
    decline.mutate(quote.id, {
      onSuccess: () => toast.success(t('rfq:quotes.declined')),
      onError: (err) => toast.error(err.message),
    });
  }

  return (
    <section aria-labelledby="quotes-heading" className="space-y-3">
      <h2 id="quotes-heading" className="text-xl font-semibold text-ink">
        {t('rfq:quotes.title', { count: r.quoteList.length })}
      </h2>
      {r.quoteList.length === 0 ? (
        <p className="text-slate-600">{t('rfq:quotes.none')}</p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white md:overflow-x-auto">
          <table className="w-full text-start text-sm max-md:block md:min-w-[56rem]">
            <thead className="bg-slate-50 text-xs text-slate-600 max-md:hidden">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-start font-medium">
                    {label(c)}
                  </th>
                ))}
                {canDecide && (
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    <span className="sr-only">{t('rfq:quotes.columns.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top max-md:block">
              {r.quoteList.map((q) => (
                <tr
                  key={q.id}
                  aria-label={q.supplier.name}
                  className="max-md:grid max-md:grid-cols-2 max-md:p-2"
                >
                  <td data-label={label('supplier')} className={cell}>
                    <SupplierRef supplier={q.supplier} />
                  </td>
                  <td data-label={label('price')} className={`${cell} font-semibold text-ink`}>
                    {format.price(q.pricePerUnit)}
                  </td>
                  <td data-label={label('total')} className={cell}>
                    {format.total(q.pricePerUnit, r.quantity)}
                  </td>
                  <td data-label={label('moq')} className={cell}>
                    {format.quantity(q.moq, r.unit)}
                  </td>
                  <td data-label={label('leadTime')} className={cell}>
                    {t('rfq:quotes.days', { count: q.leadTimeDays })}
                  </td>
                  <td data-label={label('validUntil')} className={cell}>
                    {format.day(q.validUntil)}
                  </td>
                  <td
                    data-label={label('message')}
                    className={`${cell} max-w-64 whitespace-pre-line text-slate-700`}
                  >
                    {q.message ?? '—'}
                  </td>
                  <td data-label={label('status')} className={cell}>
                    <QuoteStatusBadge status={q.status} side="buyer" />
                  </td>
                  {canDecide && (
                    <td className={`${cell} max-md:col-span-2`}>
                      {q.status === 'sent' && (
                        <div className="flex gap-2">
                          <AcceptDialog quote={q} requirement={r} disabled={decline.isPending} />
                          <button
                            type="button"
                            className={buttonClass.secondary}
                            disabled={decline.isPending}
                            onClick={() => runDecline(q)}
                          >
                            <X aria-hidden className="size-4" />
                            {t('rfq:quotes.decline')}
                          </button>
                        </div>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
