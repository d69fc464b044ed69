import { z } from 'zod';
import { categories, intMax, priceMax } from '../catalogs/constants';
import { numberText } from '../catalogs/fields';
import { gstRateSchema } from '../orders/gst-rates';
import { hsnSchema } from '../orders/hsn';
import { verificationLevels } from '../suppliers/constants';
import {
  tradeLimits as limits,
  listingKinds,
  matchReasonCodes,
  quoteStatuses,
  requirementStatuses,
  tradeUnits,
} from './constants';

const e = (key: string) => `trade:errors.${key}`;
const tooLong = 'common:errors.tooLong';

/** Trimmed text between `min` and `max` characters; `requiredKey` when shorter. */
const text = (requiredKey: string, min: number, max: number) =>
  z.string(requiredKey).trim().min(min, requiredKey).max(max, tooLong);

/** Optional text: empty or missing becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** A number as a form types it (the catalog rules of fields.ts) or as a client sends it. */
const amount = (requiredKey: string, decimals: number, max: number) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), numberText(requiredKey, { decimals, max }));
const quantity = (requiredKey = e('quantityRequired')) => amount(requiredKey, 0, intMax);
const money = (requiredKey: string) => amount(requiredKey, 2, priceMax);
/** An optional price: '' or missing is none. */
const optionalMoney = (key: string) =>
  z
    .union([z.literal(''), z.null(), money(key)])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));

const unit = z.enum(tradeUnits, e('unitRequired'));
const deliveryLocation = text(e('locationRequired'), limits.locationMin, limits.locationMax);

/** 'YYYY-MM-DD' between tomorrow and `maxDays` from today (UTC). */
function futureDate(requiredKey: string, tooFarKey: string, maxDays: number) {
  return z
    .string(requiredKey)
    .trim()
    .min(1, requiredKey)
    .pipe(z.iso.date(e('dateInvalid')))
    .superRefine((v, ctx) => {
      const day = Date.parse(`${v}T00:00:00Z`);
      const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
      if (day <= today) ctx.addIssue({ code: 'custom', message: e('dateNotFuture') });
      else if (day > today + maxDays * 86_400_000) ctx.addIssue({ code: 'custom', message: tooFarKey });
    });
}

// --- inquiries and conversations ---

/** 'Send Inquiry' from a catalog, product or supplier page. */
export const inquirySchema = z.object({
  targetKind: z.enum(listingKinds, e('targetNotFound')),
  targetId: z.string(e('targetNotFound')).trim().min(1, e('targetNotFound')).max(100, e('targetNotFound')),
  quantity: quantity(),
  unit,
  targetPrice: optionalMoney(e('priceInvalid')),
  deliveryLocation,
  message: text(e('inquiryMessageMin'), limits.inquiryMessageMin, limits.messageMax),
});
export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;

/** A reply: text, photos or both (photos travel as files beside it). */
export const replySchema = z.object({ body: z.string().trim().max(limits.messageMax, tooLong).default('') });
export type Reply = z.output<typeof replySchema>;

export const reportSchema = z.object({
  reason: text(e('reasonRequired'), limits.reportReasonMin, limits.reportReasonMax),
});

export const tradePhotoSchema = z.object({
  thumbUrl: z.string(),
  displayUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TradePhoto = z.infer<typeof tradePhotoSchema>;

const listingRefSchema = z.object({
  kind: z.enum(['catalog', 'product']),
  id: z.string(),
  title: z.string(),
});

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  /** The reader's side of it. */
  role: z.enum(['buyer', 'supplier']),
  /** The other side's name (person, company). */
  otherName: z.string(),
  otherCompany: z.string().nullable(),
  listing: listingRefSchema.nullable(),
  lastMessage: z.object({ body: z.string(), photos: z.number().int(), mine: z.boolean(), at: z.string() }),
  unread: z.number().int(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  unreadTotal: z.number().int(),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const inboxQuerySchema = z.object({
  before: z.iso.datetime({ offset: true, message: 'common:errors.invalid' }).optional(),
  limit: z.coerce
    .number()
    .int('common:errors.invalid')
    .min(1, 'common:errors.invalid')
    .max(100, 'common:errors.invalid')
    .default(30),
});

export const messageSchema = z.object({
  id: z.uuid(),
  from: z.enum(['buyer', 'supplier']),
  mine: z.boolean(),
  body: z.string(),
  language: z.string(),
  photos: z.array(tradePhotoSchema),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  /** The reader's side; 'admin' when a moderator reads it. */
  role: z.enum(['buyer', 'supplier', 'admin']),
  buyer: z.object({ id: z.string(), name: z.string(), company: z.string().nullable() }),
  supplier: z.object({ id: z.string(), name: z.string() }),
  listing: listingRefSchema.nullable(),
  inquiry: z.object({
    quantity: z.number().int(),
    unit: z.enum(tradeUnits),
    targetPrice: z.number().nullable(),
    deliveryLocation: z.string(),
  }),
  /** The supplier has blocked this buyer: no more messages either way. */
  blocked: z.boolean(),
  messages: z.array(messageSchema),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

// --- buy requirements and quotes ---

export const requirementFormSchema = z
  .object({
    product: text(e('productRequired'), limits.productMin, limits.productMax),
    category: z.enum(categories, e('categoryRequired')),
    quantity: quantity(),
    unit,
    priceMin: optionalMoney(e('priceInvalid')),
    priceMax: optionalMoney(e('priceInvalid')),
    deliveryLocation,
    neededBy: futureDate(e('neededByRequired'), e('neededByTooFar'), limits.neededByMaxDays),
    details: optionalText(limits.detailsMax),
  })
  .superRefine((r, ctx) => {
    if (r.priceMin !== null && r.priceMax !== null && r.priceMin > r.priceMax)
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: e('priceRange') });
  });
export type RequirementInput = z.input<typeof requirementFormSchema>;
export type RequirementForm = z.output<typeof requirementFormSchema>;

/** A quote: the price of one unit before GST, with the goods' HSN code and GST rate (an accepted quote becomes an order). */
export const quoteFormSchema = z.object({
  pricePerUnit: money(e('unitPriceRequired')),
  hsn: hsnSchema,
  gstRate: gstRateSchema,
  moq: quantity(e('moqRequired')),
  leadTimeDays: amount(e('leadTimeRequired'), 0, limits.leadTimeMaxDays),
  validUntil: futureDate(e('validUntilRequired'), e('validUntilTooFar'), limits.quoteValidityMaxDays),
  message: optionalText(limits.messageMax),
});
export type QuoteInput = z.input<typeof quoteFormSchema>;
export type QuoteForm = z.output<typeof quoteFormSchema>;

export const matchReasonSchema = z.object({ code: z.enum(matchReasonCodes), value: z.string() });
export type MatchReason = z.infer<typeof matchReasonSchema>;

const supplierRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  verificationLevel: z.enum(verificationLevels),
  responseRate: z.number().int().nullable(),
  medianResponseMinutes: z.number().int().nullable(),
});

export const quoteSchema = z.object({
  id: z.uuid(),
  supplier: supplierRefSchema,
  pricePerUnit: z.number(),
  moq: z.number().int(),
  leadTimeDays: z.number().int(),
  validUntil: z.string(),
  /** Null on quotes sent before quotes carried them. */
  hsn: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  message: z.string().nullable(),
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const requirementSummarySchema = z.object({
  id: z.uuid(),
  product: z.string(),
  category: z.enum(categories),
  quantity: z.number().int(),
  unit: z.enum(tradeUnits),
  deliveryLocation: z.string(),
  neededBy: z.string(),
  status: z.enum(requirementStatuses),
  quotes: z.number().int(),
  createdAt: z.string(),
  /** For a matched supplier: why it was sent to them, and whether they have quoted. */
  reasons: z.array(matchReasonSchema),
  quoted: z.boolean(),
});
export type RequirementSummary = z.infer<typeof requirementSummarySchema>;

export const requirementSchema = requirementSummarySchema.extend({
  /** The reader's side; 'admin' when a moderator reads it. */
  role: z.enum(['buyer', 'supplier', 'admin']),
  buyer: z.object({ name: z.string(), company: z.string().nullable() }),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  details: z.string().nullable(),
  language: z.string(),
  photos: z.array(tradePhotoSchema),
  /** Who it was sent to and why (the buyer and admins see all; a supplier only their own). */
  matches: z.array(z.object({ supplier: supplierRefSchema, reasons: z.array(matchReasonSchema) })),
  /** Example suppliers selling the same goods, who cannot receive it before launch (0 for a supplier). */
  exampleSellers: z.number().int(),
  /** The buyer and admins see every quote; a supplier only their own. */
  quoteList: z.array(quoteSchema),
});
export type Requirement = z.infer<typeof requirementSchema>;

// --- figures ---

export const buyerTradeStatsSchema = z.object({
  inquiriesSent: z.number().int(),
  replies: z.number().int(),
  openRequirements: z.number().int(),
  quotesReceived: z.number().int(),
  unread: z.number().int(),
});
export type BuyerTradeStats = z.infer<typeof buyerTradeStatsSchema>;

export const supplierTradeStatsSchema = z.object({
  newInquiries: z.number().int(),
  unanswered: z.number().int(),
  /** Null until there is an inquiry in the window. */
  responseRate: z.number().int().nullable(),
  medianResponseMinutes: z.number().int().nullable(),
  requirementsMatched: z.number().int(),
  quotesSent: z.number().int(),
  quotesAccepted: z.number().int(),
});
export type SupplierTradeStats = z.infer<typeof supplierTradeStatsSchema>;
