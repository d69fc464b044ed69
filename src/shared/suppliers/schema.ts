import { z } from 'zod';
import { photoVariantsSchema } from '../media/responsive';
import {
  bankAccountSchema,
  ifscSchema,
  invoicePrefixSchema,
  lutArnSchema,
  pincodeSchema,
  vpaSchema,
} from '../orders/payment-details';
import { toE164 } from '../share/links';
import { trustSchema } from '../trust/schema';
import { supplierProfileLimits as limits, supplierTabs, verificationLevels } from './constants';

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  /** The example figure for example suppliers; the live catalog count for registered ones. */
  productsCount: z.number().int(),
  verificationLevel: z.enum(verificationLevels),
  responseRate: z.number().int().nullable(),
  /** Median minutes to a first reply (registered suppliers, last 90 days); null without data. */
  medianResponseMinutes: z.number().int().nullable(),
  deliveryTime: z.string().nullable(),
  productCategories: z.array(z.string()),
  /** Councils with a valid membership (examples: sample affiliations). */
  epcAffiliations: z.array(z.string()),
  isExample: z.boolean(),
  /** Trust score 0–100 (docs/decisions/0018-trust.md); its parts are on the supplier's page. */
  trustScore: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'common:errors.tooLong')
    .optional()
    .transform((v) => v || undefined);

export const supplierQuerySchema = z.object({
  q: optionalText(limits.search),
  tab: z.enum(supplierTabs).default('all'),
  state: optionalText(limits.state),
  category: optionalText(limits.category),
  minResponseRate: z.coerce
    .number('common:errors.invalid')
    .int('common:errors.invalid')
    .min(0, 'common:errors.invalid')
    .max(100, 'common:errors.invalid')
    .optional(),
});
export type SupplierQuery = z.output<typeof supplierQuerySchema>;

/** Values the supplier filters offer, taken from the listed suppliers. */
export const supplierFacetsSchema = z.object({
  states: z.array(z.string()),
  categories: z.array(z.string()),
});
export type SupplierFacets = z.infer<typeof supplierFacetsSchema>;

/** An optional detail: empty or null clears it, one left out keeps what is stored. */
const optionalDetail = (rule: z.ZodType<string, string>) =>
  z
    .string('common:errors.invalid')
    .trim()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(rule.nullable().optional());

/** A WhatsApp number as typed (an Indian mobile, or any E.164 number), stored in E.164. */
const whatsappSchema = z.string('share:errors.whatsappInvalid').transform((typed, ctx) => {
  const e164 = toE164(typed);
  if (!e164) ctx.addIssue({ code: 'custom', message: 'share:errors.whatsappInvalid' });
  return e164 ?? typed;
});

/**
 * What the supplier's tax invoices print, how buyers pay, and the WhatsApp number buyers who
 * wrote to them may chat on: only the supplier reads them back.
 */
export const paymentDetailFields = {
  address: optionalDetail(z.string().max(limits.address, 'common:errors.tooLong')),
  pincode: optionalDetail(pincodeSchema),
  upiVpa: optionalDetail(vpaSchema),
  bankAccountName: optionalDetail(z.string().max(limits.bankAccountName, 'common:errors.tooLong')),
  bankAccountNumber: optionalDetail(bankAccountSchema),
  bankIfsc: optionalDetail(ifscSchema),
  invoicePrefix: optionalDetail(invoicePrefixSchema),
  lutArn: optionalDetail(lutArnSchema),
  whatsapp: optionalDetail(whatsappSchema),
};

export const paymentDetailsSchema = z.object({
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  upiVpa: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankIfsc: z.string().nullable(),
  invoicePrefix: z.string().nullable(),
  lutArn: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** What a supplier edits about their business ('Business details' on /profile). */
export const supplierProfileSchema = z.object({
  ...paymentDetailFields,
  name: z
    .string('directory:errors.nameRequired')
    .trim()
    .min(limits.nameMin, 'directory:errors.nameRequired')
    .max(limits.name, 'common:errors.tooLong'),
  description: z
    .string('directory:errors.descriptionMin')
    .trim()
    .min(limits.descriptionMin, 'directory:errors.descriptionMin')
    .max(limits.description, 'common:errors.tooLong'),
  city: z
    .string('directory:errors.cityRequired')
    .trim()
    .min(1, 'directory:errors.cityRequired')
    .max(limits.city, 'common:errors.tooLong'),
  state: z
    .string('directory:errors.stateRequired')
    .trim()
    .min(1, 'directory:errors.stateRequired')
    .max(limits.state, 'common:errors.tooLong'),
  productCategories: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'directory:errors.categoryEmpty')
        .max(limits.category, 'common:errors.tooLong'),
    )
    .max(limits.categories, 'directory:errors.tooManyCategories')
    .default([])
    .transform((list) => [...new Set(list)]),
  deliveryTime: z
    .string()
    .trim()
    .max(limits.deliveryTime, 'common:errors.tooLong')
    .nullish()
    .transform((v) => v || null),
});
export type SupplierProfile = z.output<typeof supplierProfileSchema>;
export type SupplierProfileInput = z.input<typeof supplierProfileSchema>;

export const catalogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  priceMin: z.number(),
  priceMax: z.number(),
  moq: z.number().int(),
  imageUrl: z.string().nullable(),
  /** The first photo's variants, for the card's srcset; null without a photo. */
  photo: photoVariantsSchema.nullable(),
  supplierId: z.string(),
  supplierName: z.string(),
});
export type CatalogSummary = z.infer<typeof catalogSummarySchema>;

export const supplierDetailSchema = z.object({
  supplier: supplierSchema,
  /** Councils with a valid membership; `expiresOn` is the approved RCMC's expiry (null for examples). */
  councils: z.array(
    z.object({ id: z.string(), name: z.string(), fullName: z.string(), expiresOn: z.string().nullable() }),
  ),
  /** The trust score and its parts, each with its points and the rule. */
  trust: trustSchema,
  catalogs: z.array(catalogSummarySchema),
  /** Same shape as catalogs; each opens the product's own page. */
  products: z.array(catalogSummarySchema),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;
