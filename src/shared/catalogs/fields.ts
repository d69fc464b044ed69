import { z } from 'zod';
import { gstRateSchema } from '../orders/gst-rates';
import { hsnSchema } from '../orders/hsn';
import { intMax, measureMax, priceMax, shortTextMax } from './constants';

// Field rules shared by the catalog and product forms; messages are i18n keys.
const n = (key: string) => `common:errors.${key}`;
const tooLong = n('tooLong');

/** Required free text: trimmed, `requiredKey` when empty. */
export function requiredText(requiredKey: string, max = shortTextMax) {
  return z.string(requiredKey).trim().min(1, requiredKey).max(max, tooLong);
}

interface NumberRule {
  /** Digits allowed after the point; 0 means a whole number. */
  decimals: number;
  max: number;
}

/**
 * Form fields hold strings (spec section 3); this checks one is a number above zero within the
 * column's range, with one message per problem in the order a user meets them, and yields a number.
 */
export function numberText(requiredKey: string, rule: NumberRule) {
  return z
    .string(requiredKey)
    .trim()
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v === '') return fail(requiredKey);
      const plain = ungroup(v);
      if (!/^-?(\d*\.?\d+|\d+\.)$/.test(plain)) return fail(n('notNumber'));
      const value = Number(plain);
      if (!(value > 0)) return fail(n('positive'));
      const fraction = plain.split('.')[1] ?? '';
      if (rule.decimals === 0 && !Number.isInteger(value)) return fail(n('wholeNumber'));
      if (fraction.replace(/0+$/, '').length > rule.decimals) return fail(n(`decimals${rule.decimals}`));
      if (value > rule.max) return fail(n('tooBig'));
    })
    .transform((v) => Number(ungroup(v)));
}

/** People write ₹1,00,000 with grouping commas; the number is the same. */
const ungroup = (v: string) => v.replaceAll(',', '');

export const money = (requiredKey: string) => numberText(requiredKey, { decimals: 2, max: priceMax });
export const count = (requiredKey: string) => numberText(requiredKey, { decimals: 0, max: intMax });
export const measure = (requiredKey: string, decimals = 2) =>
  numberText(requiredKey, { decimals, max: measureMax });

/** Adds the min ≤ max rule (the spec has none; a reversed range would mislead buyers). */
export function checkPriceRange(
  price: { min: unknown; max: unknown },
  ctx: z.RefinementCtx,
  message: string,
) {
  if (typeof price.min === 'number' && typeof price.max === 'number' && price.min > price.max) {
    ctx.addIssue({ code: 'custom', path: ['price', 'max'], message });
  }
}

/** A listing's tax, as the catalog and product forms send it (a checkbox sends 'true' or nothing). */
export const listingTaxFields = {
  hsnCode: hsnSchema,
  /** Basis points (500 = 5 %), one of the rates in force. */
  gstRate: gstRateSchema,
  /** Whether the price range includes GST. */
  priceIncludesGst: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
};

/** The same as stored; null on a listing saved before listings carried their tax. */
export const storedListingTaxFields = {
  hsnCode: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  priceIncludesGst: z.boolean(),
};
