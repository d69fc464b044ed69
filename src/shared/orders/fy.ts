/** Dates of the Indian financial year (April–March) and GST invoice numbers. */

/** India has one time zone, UTC+5:30, and no daylight saving. */
const istOffsetMs = 330 * 60_000;

/** The calendar day in India ('YYYY-MM-DD'): after 18:30 UTC it is already tomorrow there. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** '2026-04-01' → '2026-27'; '2027-03-31' → '2026-27' (the year starts on 1 April). */
export function financialYear(day: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const start = Number(match[2]) >= 4 ? Number(match[1]) : Number(match[1]) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST (rule 46(b)): an invoice number has at most 16 characters: letters, digits, '/' and '-'. */
export const invoiceNumberMaxLength = 16;

/**
 * A supplier's own prefix: 1–3 capitals or digits, so that 'PRE/2026-27/0001' fits in 16
 * characters (3 + 1 + 7 + 1 + 4). A 4-character prefix would not fit even the first invoice.
 */
export const invoicePrefixPattern = /^[A-Z0-9]{1,3}$/;

/**
 * 'RT/2026-27/0001': prefix, financial year and the sequence (at least 4 digits, more past 9999).
 * A RangeError if the number would pass 16 characters (past invoice 9999 with a 3-character prefix,
 * 99,999 with 2): the supplier then needs a shorter prefix.
 */
/** Whether the invoice number of `seq` fits GST's 16 characters with this prefix. */
export const fitsInvoiceNumber = (prefix: string, fy: string, seq: number) =>
  `${prefix}/${fy}/${String(seq).padStart(4, '0')}`.length <= invoiceNumberMaxLength;

export function invoiceNumber(prefix: string, fy: string, seq: number): string {
  if (!invoicePrefixPattern.test(prefix)) throw new RangeError(`Invalid invoice prefix: ${prefix}`);
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new RangeError(`Invalid financial year: ${fy}`);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Invalid sequence: ${seq}`);
  const number = `${prefix}/${fy}/${String(seq).padStart(4, '0')}`;
  if (!fitsInvoiceNumber(prefix, fy, seq)) {
    throw new RangeError(`Invoice number longer than ${invoiceNumberMaxLength} characters: ${number}`);
  }
  return number;
}

/** Initials of the business name ('Rajesh Textiles Pvt' → 'RTP'), or 'INV' when it has no Latin letters or digits. */
export function defaultInvoicePrefix(name: string): string {
  const initials = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  return initials || 'INV';
}
