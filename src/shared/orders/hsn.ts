import { z } from 'zod';

/**
 * HSN (Harmonized System of Nomenclature) codes of goods, as GST invoices carry them.
 *
 * Chapters 01–97 of the Customs Tariff (the HS chapters) are goods; 77 is reserved by the HS and
 * unused. 98 (project imports, baggage, lab chemicals) is a customs-only chapter no listing sells
 * under, and 99 is the SAC of services, not goods: listings are goods, so neither is accepted.
 */
export const hsnChapters: readonly string[] = Array.from({ length: 97 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
).filter((chapter) => chapter !== '77');

const chapterSet = new Set(hsnChapters);

/**
 * What is wrong with an HSN code, as a key of orders:errors, or null when it is valid: 4, 6 or 8
 * digits (heading, subheading, tariff item; GST asks 4 or 6 on invoices by turnover, 8 for exports),
 * the first two a chapter of goods. 'hsnInvalid' says the digits rule, so it also answers an empty field.
 */
export function hsnProblem(code: string): 'hsnInvalid' | 'hsnChapter' | null {
  if (!/^(\d{4}|\d{6}|\d{8})$/.test(code)) return 'hsnInvalid';
  if (!chapterSet.has(code.slice(0, 2))) return 'hsnChapter';
  return null;
}

/** An HSN code typed in a form: spaces and dots ('5208.11') dropped, then checked. */
export const hsnSchema = z
  .string('orders:errors.hsnInvalid')
  .transform((v) => v.replace(/[\s.]/g, ''))
  .superRefine((code, ctx) => {
    const problem = hsnProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: `orders:errors.${problem}` });
  });
