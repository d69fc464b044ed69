import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatNumber, formatPrice, formatPriceRange } from './format';
import { languageCodes, numberLocale } from './languages';

// Intl output contains narrow no-break spaces and bidi marks; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatPrice', () => {
  it('uses ₹ with lakh grouping in every Indian language', () => {
    for (const lng of ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'ml', 'pa']) {
      expect(formatPrice(100000, lng), lng).toBe('₹1,00,000');
      expect(formatPrice(12345678.5, lng), lng).toBe('₹1,23,45,678.50');
    }
  });

  it('follows the locale elsewhere and keeps the rupee sign', () => {
    expect(plain(formatPrice(100000, 'de'))).toBe('100.000 ₹');
    expect(plain(formatPrice(100000, 'fr'))).toBe('100 000 ₹');
    expect(plain(formatPrice(100000, 'es'))).toBe('100.000 ₹');
    expect(formatPrice(100000, 'zh')).toBe('₹100,000');
    expect(plain(formatPrice(100000, 'ar'))).toBe('100,000 ₹');
  });

  it('falls back to English rules for an unknown language', () => {
    expect(formatPrice(2500, 'xx')).toBe('₹2,500');
  });
});

describe('formatNumber', () => {
  it('writes small counts exactly as Intl would in every language, without asking it', () => {
    for (const lng of languageCodes) {
      const intl = new Intl.NumberFormat(numberLocale(lng));
      for (const n of [0, 1, 7, 42, 999]) expect(formatNumber(n, {}, lng), lng).toBe(intl.format(n));
    }
  });

  it('groups larger numbers by the language', () => {
    expect(formatNumber(1000, {}, 'hi')).toBe('1,000');
    expect(formatNumber(100000, {}, 'hi')).toBe('1,00,000');
    expect(plain(formatNumber(100000, {}, 'fr'))).toBe('100 000');
    expect(formatNumber(2.5, {}, 'de')).toBe('2,5');
  });
});

describe('formatPriceRange', () => {
  it('joins both ends, or shows one price when they are equal', () => {
    expect(plain(formatPriceRange(1000, 500000, 'hi'))).toBe('₹1,000 – ₹5,00,000');
    expect(formatPriceRange(750, 750, 'en')).toBe('₹750');
    expect(plain(formatPriceRange(1000, 2000, 'de'))).toMatch(/^1\.000\s?–\s?2\.000 ₹$/);
  });
});

describe('formatNumber and formatDate', () => {
  it('groups numbers per language', () => {
    expect(formatNumber(1234567, {}, 'hi')).toBe('12,34,567');
    expect(formatNumber(1234567, {}, 'de')).toBe('1.234.567');
  });

  it('names the month in the language and keeps the Gregorian calendar in Arabic', () => {
    const d = '2025-05-04T12:00:00Z';
    expect(formatDate(d, { dateStyle: 'long' }, 'en')).toBe('4 May 2025');
    expect(formatDate(d, { dateStyle: 'long' }, 'hi')).toBe('4 मई 2025');
    expect(formatDate(d, { year: 'numeric' }, 'ar')).toContain('2025');
  });
});

describe('formatCountdown', () => {
  const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;

  it('splits the time left into padded parts with unit names from Intl', () => {
    expect(formatCountdown(ms, 'en')).toEqual([
      { unit: 'day', value: 2, text: '2', label: 'days' },
      { unit: 'hour', value: 3, text: '03', label: 'hours' },
      { unit: 'minute', value: 4, text: '04', label: 'minutes' },
      { unit: 'second', value: 5, text: '05', label: 'seconds' },
    ]);
    expect(formatCountdown(ms, 'hi').map((p) => p.label)).toEqual(['दिन', 'घंटे', 'मिनट', 'सेकंड']);
  });

  it('stops at zero', () => {
    expect(formatCountdown(-5000, 'en').map((p) => p.value)).toEqual([0, 0, 0, 0]);
  });
});
