/**
 * Money is integer paise everywhere: decimal text is parsed digit by digit, never through a float,
 * so '0.29' is 29 paise and not 28.999… (decision: orders keep paise in bigint columns).
 */

const decimal = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * '1234.5' → 123450. More than two decimals, or anything that is not a plain decimal, is a
 * RangeError (never silently rounded). A number is read through its shortest decimal text
 * (String(n)), so 1234.5 works and 0.1 + 0.2 (0.30000000000000004) is refused.
 */
export function rupeesToPaise(rupees: number | string): number {
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim();
  const match = decimal.exec(text);
  if (!match) throw new RangeError(`Not an amount in rupees with at most 2 decimals: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount too large: ${text}`);
  return sign && paise !== 0 ? -paise : paise;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
}

function parts(paise: number): { sign: string; rupees: string; fraction: string } {
  assertPaise(paise);
  const abs = Math.abs(paise);
  return {
    sign: paise < 0 ? '-' : '',
    rupees: String(Math.floor(abs / 100)),
    fraction: String(abs % 100).padStart(2, '0'),
  };
}

/** 123450 → '1234.50': the form of the API, the JSON and the e-invoice. */
export function paiseToRupeesText(paise: number): string {
  const { sign, rupees, fraction } = parts(paise);
  return `${sign}${rupees}.${fraction}`;
}

/** 12345678 → '₹1,23,456.78': Indian grouping (last three digits, then pairs), for the PDF. */
export function formatIndianRupees(paise: number): string {
  const { sign, rupees, fraction } = parts(paise);
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}₹${rest ? `${rest},${last3}` : last3}.${fraction}`;
}
