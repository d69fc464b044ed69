import { paiseToRupeesText } from './money';

/** A UPI ID (VPA): handle@provider, as NPCI allows (letters, digits, '.', '-', '_' before '@'). */
export const vpaPattern = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/;

/** Percent-encode a value; '@' may stay as it is in a query (RFC 3986), and some UPI apps want it so. */
const encode = (value: string) => encodeURIComponent(value).replaceAll('%40', '@');

/**
 * A UPI payment request (NPCI "UPI linking specification"): any UPI app opens it from a link or a
 * QR code with the payee, amount and note filled in. pa payee address, pn payee name, am amount in
 * rupees (2 decimals), cu currency, tn note shown to the payer, tr the payee's reference.
 */
export function upiPayLink(p: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
}): string {
  if (!vpaPattern.test(p.vpa)) throw new RangeError(`Not a UPI ID: ${p.vpa}`);
  if (!Number.isSafeInteger(p.amountPaise) || p.amountPaise <= 0) {
    throw new RangeError(`A UPI request needs a positive amount: ${p.amountPaise}`);
  }
  const params: [string, string][] = [
    ['pa', p.vpa],
    ['pn', p.payeeName],
    ['am', paiseToRupeesText(p.amountPaise)],
    ['cu', 'INR'],
    ['tn', p.note],
    ['tr', p.reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}
