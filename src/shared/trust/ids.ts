/**
 * Indian business identifiers a supplier enters for verification: GSTIN, IEC and RCMC.
 * Each check returns the key of what is wrong (trust:errors.<key>), or null when it is valid.
 */

/** GST state codes 01–38 and the names a business state may be written as. */
export const gstStates: Record<string, readonly string[]> = {
  '01': ['Jammu and Kashmir'],
  '02': ['Himachal Pradesh'],
  '03': ['Punjab'],
  '04': ['Chandigarh'],
  '05': ['Uttarakhand', 'Uttaranchal'],
  '06': ['Haryana'],
  '07': ['Delhi', 'New Delhi', 'NCT of Delhi'],
  '08': ['Rajasthan'],
  '09': ['Uttar Pradesh'],
  '10': ['Bihar'],
  '11': ['Sikkim'],
  '12': ['Arunachal Pradesh'],
  '13': ['Nagaland'],
  '14': ['Manipur'],
  '15': ['Mizoram'],
  '16': ['Tripura'],
  '17': ['Meghalaya'],
  '18': ['Assam'],
  '19': ['West Bengal'],
  '20': ['Jharkhand'],
  '21': ['Odisha', 'Orissa'],
  '22': ['Chhattisgarh'],
  '23': ['Madhya Pradesh'],
  '24': ['Gujarat'],
  '25': ['Daman and Diu'],
  '26': ['Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli'],
  '27': ['Maharashtra'],
  '28': ['Andhra Pradesh'],
  '29': ['Karnataka'],
  '30': ['Goa'],
  '31': ['Lakshadweep'],
  '32': ['Kerala'],
  '33': ['Tamil Nadu'],
  '34': ['Puducherry', 'Pondicherry'],
  '35': ['Andaman and Nicobar Islands'],
  '36': ['Telangana'],
  '37': ['Andhra Pradesh'],
  '38': ['Ladakh'],
};

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** PAN: five letters, four digits, a letter (the fourth letter names the holder's kind). */
const panPattern = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

const normalizeState = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Upper case without spaces: how identifiers are stored and compared. */
export const normalizeId = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** The mod-36 check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36] as string;
}

export type GstinError =
  | 'gstinLength'
  | 'gstinCharacters'
  | 'gstinStateCode'
  | 'gstinStateMismatch'
  | 'gstinPan'
  | 'gstinEntity'
  | 'gstinZ'
  | 'gstinCheck';

/**
 * What is wrong with a GSTIN, part by part; `businessState` is checked against its state code.
 * `typing`: the start of a GSTIN being typed, each part checked once it is complete (the form's
 * check as the supplier types).
 */
export function gstinError(raw: string, businessState?: string | null, typing = false): GstinError | null {
  const gstin = normalizeId(raw);
  if (typing ? gstin.length > 15 : gstin.length !== 15) return 'gstinLength';
  if (!/^[0-9A-Z]*$/.test(gstin)) return 'gstinCharacters';
  const typed = (n: number) => gstin.length >= n;
  const names = gstStates[gstin.slice(0, 2)];
  if (!typed(2)) return null;
  if (!names) return 'gstinStateCode';
  if (businessState && !names.some((n) => normalizeState(n) === normalizeState(businessState)))
    return 'gstinStateMismatch';
  if (typed(12) && !panPattern.test(gstin.slice(2, 12))) return 'gstinPan';
  if (typed(13) && !/^[1-9A-Z]$/.test(gstin[12] as string)) return 'gstinEntity';
  if (typed(14) && gstin[13] !== 'Z') return 'gstinZ';
  if (typed(15) && gstin[14] !== gstinCheckCharacter(gstin.slice(0, 14))) return 'gstinCheck';
  return null;
}

/** The GST state code of a state's name ('Maharashtra' → '27'), or null; Andhra Pradesh is '37' since 2014. */
export function gstStateCode(state: string): string | null {
  const name = normalizeState(state);
  const codes = Object.keys(gstStates).filter((code) =>
    gstStates[code]?.some((n) => normalizeState(n) === name),
  );
  return codes.at(-1) ?? null;
}

/** The state a GSTIN's code names (its first name), or null. */
export const gstinState = (gstin: string) => gstStates[normalizeId(gstin).slice(0, 2)]?.[0] ?? null;

export type IecError = 'iecLength' | 'iecFormat';

/** IEC: ten characters in PAN format (DGFT issues the IEC as the business's PAN). */
export function iecError(raw: string): IecError | null {
  const iec = normalizeId(raw);
  if (iec.length !== 10) return 'iecLength';
  if (!panPattern.test(iec)) return 'iecFormat';
  return null;
}

export type RcmcError = 'rcmcFormat' | 'rcmcExpired' | 'rcmcTooFar';

/** RCMCs run at most five years; a number is 4–40 letters, digits and / - . */
export const rcmcMaxYears = 5;

export function rcmcNumberError(raw: string): 'rcmcFormat' | null {
  const n = raw.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9/.\- ]{2,38}[A-Z0-9]$/.test(n) && /\d/.test(n) ? null : 'rcmcFormat';
}

/** An expiry date 'YYYY-MM-DD' must be after `today` and within five years of it. */
export function rcmcExpiryError(expiresOn: string, today = new Date().toISOString().slice(0, 10)) {
  if (expiresOn <= today) return 'rcmcExpired' as const;
  const limit = `${Number(today.slice(0, 4)) + rcmcMaxYears}${today.slice(4)}`;
  if (expiresOn > limit) return 'rcmcTooFar' as const;
  return null;
}
