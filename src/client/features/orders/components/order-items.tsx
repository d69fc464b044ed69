import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/orders/schema';
import { useOrderFormat } from './use-order-format';

/** Each column's header: the proforma form's field names, and the table's own. */
const columns = {
  description: 'item.description',
  hsn: 'item.hsn',
  quantity: 'item.quantity',
  rate: 'items.rate',
  taxable: 'totals.taxable',
  gst: 'items.gst',
} as const;
/** A cell: a table cell on wide screens; on a phone each line is a card of labelled values. */
const cell =
  'px-3 py-2 max-md:flex max-md:justify-between max-md:gap-3 max-md:px-1 max-md:py-1 max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]';

/** The goods, then the tax: CGST + SGST, IGST or an export under LUT; round off, total, paid and due. */
export function OrderItems({ order: o }: { order: Order }) {
  const { t } = useTranslation(['orders', 'trade']);
  const format = useOrderFormat();
  const { totals } = o;
  const label = (c: keyof typeof columns) => t(`orders:${columns[c]}`);
  const tax: [string, number][] =
    totals.supply === 'intra'
      ? [
          [t('orders:totals.cgst'), totals.cgstPaise],
          [t('orders:totals.sgst'), totals.sgstPaise],
        ]
      : totals.supply === 'inter'
        ? [[t('orders:totals.igst'), totals.igstPaise]]
        : [[t('orders:totals.export'), 0]];
  const rows: [string, string, boolean?][] = [
    [t('orders:totals.taxable'), format.money(totals.taxablePaise)],
    ...tax.map(([name, paise]): [string, string] => [name, format.money(paise)]),
  ];
  if (totals.roundOffPaise !== 0)
    rows.push([
      t('orders:totals.roundOff'),
      `${totals.roundOffPaise > 0 ? '+' : '−'}${format.money(Math.abs(totals.roundOffPaise))}`,
    ]);
  rows.push([t('orders:totals.total'), format.money(totals.totalPaise), true]);

  return (
    <section
      aria-labelledby="items-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="items-heading" className="text-lg font-semibold text-ink">
        {t('orders:items.title')}
      </h2>
      <table className="w-full text-start text-sm max-md:block">
        <thead className="bg-slate-50 text-xs text-slate-600 max-md:hidden">
          <tr>
            {(Object.keys(columns) as (keyof typeof columns)[]).map((c) => (
              <th
                key={c}
                scope="col"
                className={`px-3 py-2 font-medium ${c === 'description' || c === 'hsn' ? 'text-start' : 'text-end'}`}
              >
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top max-md:block">
          {totals.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an order never move
            <tr key={i} className="max-md:block max-md:py-2">
              <td data-label={label('description')} className={`${cell} font-medium text-ink`}>
                {l.description}
              </td>
              <td data-label={label('hsn')} className={cell}>
                {l.hsn}
              </td>
              <td data-label={label('quantity')} className={`${cell} md:text-end`}>
                {format.quantity(l.quantity, l.unit)}
              </td>
              <td data-label={label('rate')} className={`${cell} md:text-end`}>
                {format.money(l.unitPricePaise)}
              </td>
              <td data-label={label('taxable')} className={`${cell} md:text-end`}>
                {format.money(l.taxablePaise)}
              </td>
              <td data-label={label('gst')} className={`${cell} md:text-end`}>
                {format.rate(l.gstRateBp)} · {format.money(l.cgstPaise + l.sgstPaise + l.igstPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto max-w-sm space-y-1 text-sm">
        {rows.map(([name, value, strong]) => (
          <div
            key={name}
            className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-2 text-base font-semibold text-ink' : ''}`}
          >
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="text-xs text-slate-500">
          <dt className="sr-only">{t('orders:totals.inWords')}</dt>
          <dd>{o.amountInWords}</dd>
        </div>
        {o.status !== 'cancelled' && (
          <>
            <div className="flex justify-between gap-4 pt-2">
              <dt>{t('orders:totals.paid')}</dt>
              <dd>{format.money(o.paidPaise)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold text-amber-800">
              <dt>{t('orders:totals.due')}</dt>
              <dd>{format.money(o.duePaise)}</dd>
            </div>
          </>
        )}
      </dl>
      {totals.supply === 'export' && o.parties.seller.lutArn && (
        <p className="text-xs text-slate-500">{t('orders:totals.lut', { arn: o.parties.seller.lutArn })}</p>
      )}
    </section>
  );
}
