import { z } from 'zod';
import { emailMaxLength, phoneMaxDigits, phoneMinDigits } from './constants';

const digitCount = (v: string) => v.replace(/\D/g, '').length;

/** Email as typed, trimmed and lower-cased so the same address cannot join twice. */
export const emailField = z
  .string('pages:errors.email')
  .trim()
  .toLowerCase()
  .max(emailMaxLength, 'pages:errors.email')
  .pipe(z.email('pages:errors.email'));

export const waitlistSchema = z.object({
  email: emailField,
  phoneNumber: z
    .string('pages:waitlist.errors.phoneMin')
    .trim()
    .refine((v) => digitCount(v) >= phoneMinDigits, 'pages:waitlist.errors.phoneMin')
    .refine((v) => digitCount(v) <= phoneMaxDigits, 'pages:waitlist.errors.phoneMax')
    .refine((v) => /^\+?[\d\s()-]+$/.test(v), 'pages:waitlist.errors.phoneChars')
    // Stored as '+' (when given) followed by the digits, e.g. +919876543210.
    .transform((v) => `${v.startsWith('+') ? '+' : ''}${v.replace(/\D/g, '')}`),
});
export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistEntry = z.output<typeof waitlistSchema>;

export const launchSchema = z.object({ launchAt: z.iso.datetime() });

/** A stored entry as the admin list shows it. */
export const waitlistRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  createdAt: z.iso.datetime(),
});

/** Admin lists: newest first, one page at a time. */
export const adminListQuerySchema = z.object({
  limit: z.coerce
    .number('common:errors.invalid')
    .int('common:errors.invalid')
    .min(1, 'common:errors.invalid')
    .max(200, 'common:errors.invalid')
    .default(50),
});
