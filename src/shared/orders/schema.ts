import { z } from 'zod';
import { priceMax } from '../catalogs/constants';
import { tradeUnits } from '../trade/constants';
import { gstinError, gstStates, normalizeId } from '../trust/ids';
import {
  exportPlace,
  orderLimits as limits,
  orderEventKinds,
  orderStatuses,
  paymentMethods,
  supplyKinds,
} from './constants';
import { todayInIndia } from './fy';
import { gstRateSchema } from './gst-rates';
import { hsnSchema } from './hsn';

// The orders API: forms (messages are i18n keys, 'orders:errors.<key>' unless shared) and answers.
// Money in answers is integer paise; money in forms is rupees as typed ('1,250.50'), kept as exact
// decimal text and turned into paise by the server (shared/orders/money.ts), never through a float.

const e = (key: string) => `orders:errors.${key}`;
const common = (key: string) => `common:errors.${key}`;

/** Trimmed text between `min` and `max` characters; `requiredKey` when shorter. */
const text = (requiredKey: string, min: number, max: number) =>
  z.string(requiredKey).trim().min(min, requiredKey).max(max, common('tooLong'));

/** Optional text: empty or missing becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, common('tooLong'))
    .nullish()
    .transform((v) => v || null);

/**
 * Rupees as typed: grouping commas allowed, at most 2 decimals, above zero. The result is the plain
 * decimal text ('1250.50'), exact.
 */
export const rupeesText = (requiredKey: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string(requiredKey)
        .trim()
        .transform((v) => v.replaceAll(',', '')),
    )
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v === '') return fail(requiredKey);
      const match = /^(\d*)(?:\.(\d*))?$/.exec(v);
      if (!match || v === '.' || (match[1] === '' && !match[2])) return fail(common('notNumber'));
      const whole = (match[1] ?? '').replace(/^0+/, '');
      const fraction = match[2] ?? '';
      if (fraction.replace(/0+$/, '').length > 2) return fail(common('decimals2'));
      if (!/[1-9]/.test(whole + fraction)) return fail(common('positive'));
      if (whole.length > String(priceMax).length) return fail(common('tooBig'));
    })
    .transform((v) => {
      const [whole = '', fraction = ''] = v.split('.');
      return `${whole.replace(/^0+(?=\d)/, '') || '0'}.${fraction.slice(0, 2).padEnd(2, '0')}`;
    });

/** 'YYYY-MM-DD'. */
const day = (requiredKey: string) =>
  z
    .string(requiredKey)
    .trim()
    .min(1, requiredKey)
    .pipe(z.iso.date(e('dateInvalid')));

const stateCode = z
  .string(e('stateRequired'))
  .trim()
  .refine((v) => v === exportPlace || v in gstStates, e('stateRequired'));

/** A buyer's GSTIN: optional; upper case without spaces; checked part by part (trust:errors.<key>). */
export const optionalGstin = z
  .string()
  .nullish()
  .transform((v) => (v ? normalizeId(v) : null))
  .superRefine((v, ctx) => {
    const problem = v ? gstinError(v) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: `trust:errors.${problem}` });
  });

/** Where the goods go; the pincode is required unless the delivery is an export ('96'). */
const delivery = {
  buyerName: text(e('buyerNameRequired'), 2, 120),
  deliveryAddress: text(e('addressRequired'), 5, limits.addressMax),
  deliveryState: stateCode,
  deliveryPincode: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^[1-9]\d{5}$/.test(v), e('pincodeInvalid')),
};
function pincodeUnlessExport(
  v: { deliveryState: string; deliveryPincode: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.deliveryState !== exportPlace && !v.deliveryPincode)
    ctx.addIssue({ code: 'custom', path: ['deliveryPincode'], message: e('pincodeRequired') });
}

// --- forms ---

export const itemSchema = z.object({
  description: text(e('descriptionRequired'), 3, limits.descriptionMax),
  hsn: hsnSchema,
  quantity: z.coerce
    .number(e('quantityRequired'))
    .int(common('wholeNumber'))
    .min(1, common('positive'))
    .max(2_147_483_647, common('tooBig')),
  unit: z.enum(tradeUnits, e('unitRequired')),
  unitPrice: rupeesText(e('unitPriceRequired')),
  gstRate: gstRateSchema,
  catalogId: z.uuid(e('listingNotFound')).nullish(),
  productId: z.uuid(e('listingNotFound')).nullish(),
});
export type ItemInput = z.input<typeof itemSchema>;
export type ItemForm = z.output<typeof itemSchema>;

/** A supplier's proforma, from a conversation: the buyer confirms it. */
export const proformaFormSchema = z
  .object({
    conversationId: z.uuid(e('conversationNotFound')),
    items: z
      .array(itemSchema, e('itemsRequired'))
      .min(1, e('itemsRequired'))
      .max(limits.items, e('tooManyItems')),
    ...delivery,
    terms: optionalText(limits.termsMax),
  })
  .superRefine(pincodeUnlessExport);
export type ProformaInput = z.input<typeof proformaFormSchema>;
export type ProformaForm = z.output<typeof proformaFormSchema>;

/** The buyer accepting a quote: the accept creates the order (status 'confirmed'). */
export const acceptQuoteFormSchema = z
  .object({ ...delivery, buyerGstin: optionalGstin })
  .superRefine(pincodeUnlessExport);
export type AcceptQuoteInput = z.input<typeof acceptQuoteFormSchema>;
export type AcceptQuoteForm = z.output<typeof acceptQuoteFormSchema>;

/** The buyer confirms a proforma, adding their GSTIN if they have one. */
export const confirmFormSchema = z.object({ buyerGstin: optionalGstin });
export type ConfirmForm = z.output<typeof confirmFormSchema>;

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A date not after today in India. */
const pastDay = (requiredKey: string) =>
  day(requiredKey).refine((v) => v <= todayInIndia(), e('dateInFuture'));

/** How far back an invoice may be dated. */
export const invoiceBackdateDays = 7;

export const invoiceFormSchema = z.object({
  invoiceDate: pastDay(e('invoiceDateRequired')).refine(
    (v) => v >= daysBefore(todayInIndia(), invoiceBackdateDays),
    e('invoiceDateTooOld'),
  ),
});
export type InvoiceForm = z.output<typeof invoiceFormSchema>;

/** A payment the supplier received. The amount must not exceed what is due (checked by the server). */
export const paymentFormSchema = z
  .object({
    amount: rupeesText(e('amountRequired')),
    receivedOn: pastDay(e('receivedOnRequired')),
    method: z.enum(paymentMethods, e('methodRequired')),
    reference: z.string(e('referenceRequired')).trim().max(100, common('tooLong')),
  })
  .transform((v) =>
    v.method === 'upi' || v.method === 'bank' ? { ...v, reference: normalizeId(v.reference) } : v,
  )
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['reference'], message });
    if (v.reference === '') return fail(e('referenceRequired'));
    if ((v.method === 'upi' || v.method === 'bank') && !/^[A-Z0-9]{12,22}$/.test(v.reference))
      return fail(e('utrInvalid'));
    if (v.method === 'cheque' && !/^\d{6}$/.test(v.reference)) return fail(e('chequeInvalid'));
    if (v.method === 'cash' && v.reference.length < 3) return fail(e('receiptRequired'));
  });
export type PaymentInput = z.input<typeof paymentFormSchema>;
export type PaymentForm = z.output<typeof paymentFormSchema>;

/** Dispatch: the e-way bill is required above ewayBillThresholdPaise (the server checks it). */
export const dispatchFormSchema = z.object({
  transporter: text(e('transporterRequired'), 2, limits.transporterMax),
  consignmentNumber: z
    .string(e('consignmentRequired'))
    .trim()
    .min(1, e('consignmentRequired'))
    .regex(/^[A-Za-z0-9-]{4,30}$/, e('consignmentInvalid'))
    .transform((v) => v.toUpperCase()),
  dispatchedOn: pastDay(e('dispatchedOnRequired')),
  ewayBill: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{12}$/.test(v), e('ewayBillInvalid')),
});
export type DispatchInput = z.input<typeof dispatchFormSchema>;
export type DispatchForm = z.output<typeof dispatchFormSchema>;

/** Why an order is cancelled, or what is wrong with the delivery. */
export const reasonFormSchema = z.object({
  reason: text(e('reasonRequired'), limits.reasonMin, limits.reasonMax),
});
export const cancelFormSchema = reasonFormSchema;
export const problemFormSchema = reasonFormSchema;
export type ReasonForm = z.output<typeof reasonFormSchema>;

export const orderSides = ['buyer', 'supplier'] as const;
export type OrderSide = (typeof orderSides)[number];

/** GET /api/orders?side=&status=&page= */
export const orderListQuerySchema = z.object({
  side: z.enum(orderSides, common('invalid')).optional(),
  status: z.enum(orderStatuses, common('invalid')).optional(),
  page: z.coerce
    .number()
    .int(common('invalid'))
    .min(1, common('invalid'))
    .max(10_000, common('invalid'))
    .default(1),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

// --- answers ---

/** What the reader may do to the order now. */
export const orderActions = [
  'confirm',
  'invoice',
  'payment',
  'dispatch',
  'receive',
  'problem',
  'cancel',
] as const;
export type OrderAction = (typeof orderActions)[number];

export const partySchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  /** GST state code, or '96' outside India. */
  stateCode: z.string(),
  pincode: z.string().nullable(),
});

export const bankSchema = z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string() });

export const sellerSchema = partySchema.extend({
  upiVpa: z.string().nullable(),
  bank: bankSchema.nullable(),
  lutArn: z.string().nullable(),
});

const paise = z.number().int();

/** shared/orders/tax.ts's TaxTotals. */
export const taxLineSchema = z.object({
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  unitPricePaise: paise,
  gstRateBp: z.number().int(),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  totalPaise: paise,
});

export const taxTotalsSchema = z.object({
  supply: z.enum(supplyKinds),
  lines: z.array(taxLineSchema),
  hsnSummary: z.array(
    z.object({
      hsn: z.string(),
      gstRateBp: z.number().int(),
      quantity: z.number().int(),
      taxablePaise: paise,
      cgstPaise: paise,
      sgstPaise: paise,
      igstPaise: paise,
    }),
  ),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  taxPaise: paise,
  roundOffPaise: paise,
  totalPaise: paise,
});

export const paymentSchema = z.object({
  id: z.uuid(),
  amountPaise: paise,
  receivedOn: z.string(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const orderEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(orderEventKinds),
  /** Who did it; null when their account is gone. */
  actorName: z.string().nullable(),
  /** The figures of the step for its sentence (orders:events.<kind>): amountPaise, number, reason... */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  /** The other side: the buyer's business name for a supplier, the supplier's name for a buyer. */
  otherName: z.string(),
  firstItem: z.string(),
  itemCount: z.number().int(),
  totalPaise: paise,
  duePaise: paise,
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  /** The side listed. */
  side: z.enum(orderSides),
  orders: z.array(orderSummarySchema),
  /** Orders per status on this side, and 'all'. */
  counts: z.record(z.enum([...orderStatuses, 'all']), z.number().int()),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  /** The reader's side; 'admin' when a moderator reads it. */
  side: z.enum(['buyer', 'supplier', 'admin']),
  status: z.enum(orderStatuses),
  supplierId: z.string(),
  conversationId: z.uuid().nullable(),
  quoteId: z.uuid().nullable(),
  /** As printed on the invoice once it is issued (frozen); before that, as they are now. */
  parties: z.object({ seller: sellerSchema, buyer: partySchema }),
  totals: taxTotalsSchema,
  /** The total in words, Indian numbering ('Rupees One Lakh ... Only'). */
  amountInWords: z.string(),
  paidPaise: paise,
  duePaise: paise,
  terms: z.string().nullable(),
  invoice: z.object({ number: z.string(), date: z.string(), fy: z.string() }).nullable(),
  payments: z.array(paymentSchema),
  dispatch: z
    .object({
      transporter: z.string(),
      consignmentNumber: z.string(),
      dispatchedOn: z.string(),
      ewayBill: z.string().nullable(),
    })
    .nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Oldest first. */
  events: z.array(orderEventSchema),
  /** How to pay what is due (null when nothing is due or the supplier gave none). */
  upi: z.object({ link: z.string(), vpa: z.string() }).nullable(),
  bank: bankSchema.nullable(),
  /** Whether dispatch asks for an e-way bill (total above ₹50,000). */
  ewayBillRequired: z.boolean(),
  actions: z.array(z.enum(orderActions)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/quotes/:id/accept answers with the quote and the order it created. */
export const createdOrderSchema = z.object({ orderId: z.uuid() });

/** The dashboard's order figures for one side. */
export const orderFiguresSchema = z.object({
  /** Confirmed, invoiced or dispatched. */
  open: z.number().int(),
  delivered: z.number().int(),
  /** Still to be paid on invoiced orders, in paise. */
  duePaise: paise,
});
export type OrderFigures = z.infer<typeof orderFiguresSchema>;
