import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { orderLimits } from '../../../../shared/orders/constants';
import { proformaFormSchema } from '../../../../shared/orders/schema';
import type { TaxTotals } from '../../../../shared/orders/tax';
import { tradeUnits } from '../../../../shared/trade/constants';
import type { Conversation } from '../../../../shared/trade/schema';
import { DeliveryFields } from '../../../components/trade/delivery-fields';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { GstRateSelect } from '../../../components/ui/gst-rate-select';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf, nestValues } from '../../../lib/form-data';
import { liveTotals, pincodeIn, stateCodeIn } from './proforma-totals';
import { useOrderFormat } from './use-order-format';

/**
 * The form's fields are paths (`items.0.hsn`): nested, the item rows become the list the shared
 * schema checks, and each problem is reported under its field's own name.
 */
const proformaFields = z.record(z.string(), z.string()).transform((values, ctx) => {
  const nested = nestValues(values) as { items?: Record<string, unknown> };
  const parsed = proformaFormSchema.safeParse({ ...nested, items: Object.values(nested.items ?? {}) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: [issue.path.join('.')], message: issue.message });
  return z.NEVER;
});

let nextRow = 0;

/**
 * A supplier's proforma from a conversation: item rows (the first from the inquiry), who is billed
 * and where it goes, terms; the taxes add up live as the rows and the delivery state are filled.
 */
export function ProformaForm({
  conversation: c,
  sellerState,
  save,
}: {
  conversation: Conversation;
  /** The supplier's GST state code: CGST + SGST within it, IGST across. */
  sellerState: string;
  save: (values: z.output<typeof proformaFields>) => Promise<unknown>;
}) {
  const { t } = useTranslation(['orders', 'trade']);
  const [rows, setRows] = useState(() => [nextRow++]);
  const [totals, setTotals] = useState<TaxTotals | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const listing = c.listing;
  const [state, action, pending] = useFormAction(proformaFields, save, undefined, {
    'items.0.description': listing?.title ?? '',
    'items.0.quantity': String(c.inquiry.quantity),
    'items.0.unit': c.inquiry.unit,
    'items.0.unitPrice': c.inquiry.targetPrice === null ? '' : String(c.inquiry.targetPrice),
    buyerName: c.buyer.company ?? c.buyer.name,
    deliveryAddress: c.inquiry.deliveryLocation,
    deliveryState: stateCodeIn(c.inquiry.deliveryLocation),
    deliveryPincode: pincodeIn(c.inquiry.deliveryLocation),
  });
  const { field, number } = fieldsOf(state);
  const recompute = () => {
    if (form.current) setTotals(liveTotals(new FormData(form.current), rows.length, sellerState));
  };
  // The prefilled rows count from the start, and a removed row stops counting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the rows change
  useEffect(recompute, [rows.length]);

  return (
    <form ref={form} action={action} onChange={recompute} noValidate className="space-y-6">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <input type="hidden" name="conversationId" value={c.id} />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t('orders:proforma.items')}</legend>
        {listing && <input type="hidden" name={`items.0.${listing.kind}Id`} value={listing.id} />}
        {rows.map((row, i) => (
          <div key={row} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between">
              <h3 className="text-sm font-semibold text-ink">{t('orders:item.heading', { n: i + 1 })}</h3>
              {rows.length > 1 && (
                <button
                  type="button"
                  onClick={() => setRows((r) => r.filter((x) => x !== row))}
                  aria-label={t('orders:item.remove', { n: i + 1 })}
                  className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-6">
              <Field
                label={t('orders:item.description')}
                className="sm:col-span-4"
                maxLength={orderLimits.descriptionMax}
                {...field(`items.${i}.description`)}
              />
              <Field
                label={t('orders:item.hsn')}
                inputMode="numeric"
                maxLength={10}
                className="sm:col-span-2"
                {...field(`items.${i}.hsn`)}
              />
              <Field
                label={t('orders:item.quantity')}
                className="sm:col-span-2"
                {...number(`items.${i}.quantity`)}
                inputMode="numeric"
              />
              <SelectField
                label={t('orders:item.unit')}
                placeholder={t('orders:item.chooseUnit')}
                options={tradeUnits.map((u) => [u, t(`trade:units.${u}`)])}
                className="sm:col-span-1"
                {...field(`items.${i}.unit`)}
              />
              <Field
                label={t('orders:item.unitPrice')}
                className="sm:col-span-2"
                {...number(`items.${i}.unitPrice`)}
              />
              <GstRateSelect
                label={t('orders:item.gstRate')}
                className="sm:col-span-1"
                {...field(`items.${i}.gstRate`)}
              />
            </div>
          </div>
        ))}
        {rows.length < orderLimits.items && (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setRows((r) => [...r, nextRow++])}
          >
            <Plus aria-hidden className="size-4" />
            {t('orders:item.add')}
          </button>
        )}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t('orders:proforma.delivery')}</legend>
        <DeliveryFields field={field} gstin={false} />
      </fieldset>
      <TextAreaField
        label={t('orders:proforma.terms')}
        maxLength={orderLimits.termsMax}
        {...field('terms')}
      />
      <LiveTotals totals={totals} />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? t('orders:proforma.sending') : t('orders:proforma.submit')}
        </button>
      </div>
    </form>
  );
}

function LiveTotals({ totals }: { totals: TaxTotals | null }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  if (!totals?.lines.length) return null;
  const rows: [string, number][] = [[t('orders:totals.taxable'), totals.taxablePaise]];
  if (totals.supply === 'intra')
    rows.push([t('orders:totals.cgst'), totals.cgstPaise], [t('orders:totals.sgst'), totals.sgstPaise]);
  else if (totals.supply === 'inter') rows.push([t('orders:totals.igst'), totals.igstPaise]);
  else rows.push([t('orders:totals.export'), 0]);
  if (totals.roundOffPaise) rows.push([t('orders:totals.roundOff'), totals.roundOffPaise]);
  return (
    <section
      aria-labelledby="live-totals"
      aria-live="polite"
      className="ms-auto max-w-sm space-y-1 rounded-lg bg-slate-50 p-4 text-sm"
    >
      <h2 id="live-totals" className="font-semibold text-ink">
        {t('orders:proforma.totals')}
      </h2>
      {totals.supply !== 'export' && (
        <p className="text-xs text-slate-500">{t(`orders:proforma.${totals.supply}`)}</p>
      )}
      <dl className="space-y-1">
        {rows.map(([name, paise]) => (
          <div key={name} className="flex justify-between gap-4">
            <dt>{name}</dt>
            <dd>{format.money(paise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base font-semibold text-ink">
          <dt>{t('orders:totals.total')}</dt>
          <dd>{format.money(totals.totalPaise)}</dd>
        </div>
      </dl>
    </section>
  );
}
