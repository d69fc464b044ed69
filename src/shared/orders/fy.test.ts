import { describe, expect, it } from 'vitest';
import {
  defaultInvoicePrefix,
  financialYear,
  invoiceNumber,
  invoiceNumberMaxLength,
  invoicePrefixPattern,
  todayInIndia,
} from './fy';

describe('todayInIndia', () => {
  it('turns the day at midnight IST (18:30 UTC)', () => {
    expect(todayInIndia(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(todayInIndia(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(todayInIndia(new Date('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('financialYear', () => {
  it('runs April to March', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-01-15')).toBe('2026-27');
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2099-04-01')).toBe('2099-00');
    expect(financialYear(todayInIndia(new Date('2027-03-31T19:00:00Z')))).toBe('2027-28');
    expect(() => financialYear('31/03/2027')).toThrow(RangeError);
  });
});

describe('invoiceNumber', () => {
  it('writes prefix/FY/sequence within 16 characters', () => {
    expect(invoiceNumber('RT', '2026-27', 1)).toBe('RT/2026-27/0001');
    expect(invoiceNumber('ABC', '2026-27', 9999)).toBe('ABC/2026-27/9999');
    expect(invoiceNumber('RT', '2026-27', 12345)).toBe('RT/2026-27/12345');
    expect(invoiceNumber('ABC', '2026-27', 9999)).toHaveLength(invoiceNumberMaxLength);
    expect(() => invoiceNumber('ABC', '2026-27', 10000)).toThrow(RangeError);
    expect(() => invoiceNumber('ABCD', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('rt', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('RT', '2026-27', 0)).toThrow(RangeError);
  });
});

describe('invoice prefixes', () => {
  it('accepts 1–3 capitals or digits', () => {
    expect(['R', 'RT', 'RT1', '007'].every((p) => invoicePrefixPattern.test(p))).toBe(true);
    expect(['', 'ABCD', 'rt', 'R/T', 'R-T'].some((p) => invoicePrefixPattern.test(p))).toBe(false);
  });

  it('defaults to the initials of the business name', () => {
    expect(defaultInvoicePrefix('Rajesh Textiles')).toBe('RT');
    expect(defaultInvoicePrefix('Rajesh Textiles Private Limited')).toBe('RTP');
    expect(defaultInvoicePrefix('  3M india ')).toBe('3I');
    expect(defaultInvoicePrefix('Śrī Gaṇeś Traders')).toBe('SGT');
    expect(defaultInvoicePrefix('राजेश टेक्सटाइल्स')).toBe('INV');
    for (const name of ['Rajesh Textiles Private Limited', 'x', 'राजेश']) {
      expect(invoicePrefixPattern.test(defaultInvoicePrefix(name))).toBe(true);
    }
  });
});
