import { z } from 'zod';
import { gstStates } from '../trust/ids';
import { invoicePrefixPattern } from './fy';
import { vpaPattern } from './upi';

// What a supplier's tax invoices print and how buyers pay: each field optional, each checked as typed.
const e = (key: string) => `orders:errors.${key}`;
const text = (message: string) => z.string(message).trim();
const squeeze = (v: string) => v.replace(/[\s-]/g, '');

/** UPI ID (VPA), handle@psp: the same rule the invoice's UPI link checks. Matched without case. */
export const vpaSchema = text(e('vpaInvalid')).toLowerCase().regex(vpaPattern, e('vpaInvalid'));

/** IFSC: 4 letters (bank), a 0 (reserved), 6 letters or digits (branch); RBI writes it in capitals. */
export const ifscSchema = text(e('ifscInvalid'))
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, e('ifscInvalid'));

/** Bank account number: 9–18 digits (Indian banks' range); spaces and dashes as printed are dropped. */
export const bankAccountSchema = text(e('bankAccountInvalid'))
  .transform(squeeze)
  .pipe(z.string().regex(/^\d{9,18}$/, e('bankAccountInvalid')));

/** PIN code: 6 digits, the first (the postal zone, 1–9) never 0. */
export const pincodeSchema = text(e('pincodeInvalid'))
  .transform(squeeze)
  .pipe(z.string().regex(/^[1-9]\d{5}$/, e('pincodeInvalid')));

/**
 * ARN of a Letter of Undertaking (form GST RFD-11), 15 characters: 'AD' (the form's code), the GST
 * state code, month and year of filing (MMYY), then 7 letters or digits (sequence, check character),
 * e.g. AD2709240123457.
 */
export const lutArnSchema = text(e('lutArnInvalid'))
  .transform((v) => squeeze(v).toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^AD\d{2}(0[1-9]|1[0-2])\d{2}[A-Z0-9]{7}$/, e('lutArnInvalid'))
      .refine((arn) => arn.slice(2, 4) in gstStates, e('lutArnState')),
  );

/** Starts the supplier's invoice numbers (RT/2026-27/0001): 1–3 capitals or digits (fy.ts). */
export const invoicePrefixSchema = text(e('invoicePrefixInvalid'))
  .toUpperCase()
  .regex(invoicePrefixPattern, e('invoicePrefixInvalid'));
