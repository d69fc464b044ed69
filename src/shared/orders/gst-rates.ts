import { z } from 'zod';
import { todayInIndia } from './fy';

/**
 * GST rates on goods (CGST + SGST, or IGST), in basis points (1800 = 18 %), as dated data: a rate
 * change is a new entry here, nothing else. Each entry holds from its day until the next one.
 * - 2017-07-01: GST begins (notification 1/2017-Central Tax (Rate)): 0, 0.25 % (rough diamonds,
 *   precious stones), 3 % (gold, silver, jewellery), 5, 12, 18 and 28 %.
 * - 2025-09-22: "GST 2.0" (56th Council meeting; notification 9/2025-Central Tax (Rate)): the 12 %
 *   and 28 % slabs go, most goods move to 5 % or 18 %, 40 % for sin and luxury goods; tobacco
 *   and pan masala stay at 28 % (plus compensation cess) until the cess ends.
 * - 2026-02-01: the compensation cess ends; tobacco and pan masala move to 40 %, so 28 % goes.
 * Left out: concessional rates tied to a condition (0.1 % to merchant exporters), not a listing's.
 */
export const gstRateHistory: readonly { from: string; rates: readonly number[] }[] = [
  { from: '2017-07-01', rates: [0, 25, 300, 500, 1200, 1800, 2800] },
  { from: '2025-09-22', rates: [0, 25, 300, 500, 1800, 2800, 4000] },
  { from: '2026-02-01', rates: [0, 25, 300, 500, 1800, 4000] },
];

/** The rates in force on a day in India ('YYYY-MM-DD'); none before GST began. */
export function ratesInForce(day: string = todayInIndia()): readonly number[] {
  return gstRateHistory.findLast((entry) => entry.from <= day)?.rates ?? [];
}

/** 1800 → 18, 25 → 0.25: the percent number, which the client formats in the reader's locale. */
export const formatRate = (bp: number) => bp / 100;

/** A rate in force today, in basis points; a form's select sends it as text ('500'). */
export const gstRateSchema = z
  .union([z.number(), z.string().trim()], 'orders:errors.gstRateRequired')
  // Plain digits only: Number() would also read '5e2' and '0x1f4' as 500.
  .transform((v) => (typeof v === 'number' ? v : v === '' ? null : /^\d+$/.test(v) ? Number(v) : Number.NaN))
  .superRefine((bp, ctx) => {
    if (bp === null) return void ctx.addIssue({ code: 'custom', message: 'orders:errors.gstRateRequired' });
    if (!ratesInForce().includes(bp))
      ctx.addIssue({ code: 'custom', message: 'orders:errors.gstRateInvalid' });
  })
  .transform((bp) => bp as number);
