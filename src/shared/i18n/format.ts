import { intlLocale, numberLocale } from './languages';

// Every number, price and date, on screen or in a PDF, goes through here, in the language given;
// components use `useFormat()` (client/lib/format.ts), which gives the page's language. Rules
// (Indian grouping, digits, ar-AE) are in src/shared/i18n/languages.ts.

type Lng = string | null | undefined;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const hit = cache.get(key) as F | undefined;
  if (hit) return hit;
  const made = make();
  cache.set(key, made);
  return made;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * Whole numbers below 1,000 read the same in every language offered (Latin digits, no grouping
 * yet), so counts skip Intl: a page's first formatter costs ~20 ms of ICU start-up on a phone.
 */
const isPlainCount = (value: number, options: Intl.NumberFormatOptions) =>
  Number.isInteger(value) && value >= 0 && value < 1000 && Object.keys(options).length === 0;

export function formatNumber(value: number, options: Intl.NumberFormatOptions, lng: Lng) {
  if (isPlainCount(value, options)) return String(value);
  return numberFormat(numberLocale(lng), options).format(value);
}

function rupees(lng: Lng, fractional: boolean) {
  return numberFormat(numberLocale(lng), {
    style: 'currency',
    currency: 'INR',
    // ₹ everywhere: es-ES would otherwise print "INR".
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractional ? 2 : 0,
    maximumFractionDigits: fractional ? 2 : 0,
  });
}

/** Rupees: ₹1,00,000 in Indian languages, 100.000 ₹ in German; paise only when there are any. */
export function formatPrice(value: number, lng: Lng) {
  return rupees(lng, !Number.isInteger(value)).format(value);
}

/** ₹1,000 – ₹5,00,000; a single price when both ends are equal. */
export function formatPriceRange(min: number, max: number, lng: Lng) {
  if (min === max) return formatPrice(min, lng);
  return rupees(lng, !Number.isInteger(min) || !Number.isInteger(max)).formatRange(min, max);
}

export function formatDate(date: Date | string | number, options: Intl.DateTimeFormatOptions, lng: Lng) {
  return dateFormat(intlLocale(lng), options).format(new Date(date));
}

export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';
export interface CountdownPart {
  unit: CountdownUnit;
  value: number;
  /** The value in the language's digits; hours, minutes and seconds padded to two digits. */
  text: string;
  /** The unit's name agreeing with the value, from Intl ('days', 'दिन', 'Tage'). */
  label: string;
}

const unitMs: [CountdownUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** Days, hours, minutes and seconds left until a moment; all zero once it has passed. */
export function formatCountdown(msLeft: number, lng: Lng): CountdownPart[] {
  let rest = Math.max(0, Math.floor(msLeft / 1000) * 1000);
  const locale = numberLocale(lng);
  return unitMs.map(([unit, ms]) => {
    const value = Math.floor(rest / ms);
    rest -= value * ms;
    const unitFormat = numberFormat(intlLocale(lng), { style: 'unit', unit, unitDisplay: 'long' });
    return {
      unit,
      value,
      text: numberFormat(locale, { minimumIntegerDigits: unit === 'day' ? 1 : 2 }).format(value),
      label: unitFormat
        .formatToParts(value)
        .filter((p) => p.type === 'unit')
        .map((p) => p.value)
        .join(''),
    };
  });
}
