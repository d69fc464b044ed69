import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinError,
  gstinState,
  iecError,
  rcmcExpiryError,
  rcmcNumberError,
} from './ids';
import { gstClaimSchema, rcmcClaimSchema } from './schema';

const valid = '27AAPFU0939F1ZV';
/** A GSTIN with a correct check character for its first 14 characters. */
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('GSTIN', () => {
  it('accepts a valid GSTIN, in any case and with spaces', () => {
    expect(gstinError(valid)).toBeNull();
    expect(gstinError(valid, 'Maharashtra')).toBeNull();
    expect(gstinError('27aapfu0939f1zv', 'maharashtra')).toBeNull();
    expect(gstinError('27 AAPFU 0939F 1ZV')).toBeNull();
    expect(gstinState(valid)).toBe('Maharashtra');
  });

  it('refuses a wrong check character (the last one changed)', () => {
    expect(gstinError('27AAPFU0939F1ZW')).toBe('gstinCheck');
    expect(gstinError('27AAPFU0939F1Z0')).toBe('gstinCheck');
    // A typo elsewhere that keeps every format rule is caught by the check character.
    expect(gstinError('27AAPFU0939F2ZV')).toBe('gstinCheck');
  });

  it('refuses a wrong length', () => {
    expect(gstinError('27AAPFU0939F1Z')).toBe('gstinLength');
    expect(gstinError('27AAPFU0939F1ZVV')).toBe('gstinLength');
    expect(gstinError('')).toBe('gstinLength');
  });

  it('checks a GSTIN being typed part by part, as each part is complete', () => {
    for (let n = 0; n <= 15; n++) expect(gstinError(valid.slice(0, n), 'Maharashtra', true)).toBeNull();
    expect(gstinError('9', null, true)).toBeNull();
    expect(gstinError('99', null, true)).toBe('gstinStateCode');
    expect(gstinError('24AAP', 'Maharashtra', true)).toBe('gstinStateMismatch');
    expect(gstinError('27AAPFU0939', null, true)).toBeNull();
    expect(gstinError('27AAPFU09391', null, true)).toBe('gstinPan');
    expect(gstinError('27AAPFU0939F1Y', null, true)).toBe('gstinZ');
    expect(gstinError('27AAPFU0939F1ZW', null, true)).toBe('gstinCheck');
    expect(gstinError('27AAP#', null, true)).toBe('gstinCharacters');
    expect(gstinError(`${valid}1`, null, true)).toBe('gstinLength');
  });

  it('refuses characters other than letters and digits', () => {
    expect(gstinError('27AAPFU0939F1Z#')).toBe('gstinCharacters');
    expect(gstinError('27AAPFU-939F1ZV')).toBe('gstinCharacters');
  });

  it('refuses a state code outside 01–38', () => {
    expect(gstinError(withCheck('00AAPFU0939F1Z'))).toBe('gstinStateCode');
    expect(gstinError(withCheck('39AAPFU0939F1Z'))).toBe('gstinStateCode');
    expect(gstinError(withCheck('99AAPFU0939F1Z'))).toBe('gstinStateCode');
    expect(gstinError(withCheck('38AAPFU0939F1Z'))).toBeNull();
    expect(gstinError(withCheck('01AAPFU0939F1Z'))).toBeNull();
  });

  it('refuses a state code that is not the business state, accepting its other names', () => {
    expect(gstinError(valid, 'Gujarat')).toBe('gstinStateMismatch');
    const delhi = withCheck('07AAPFU0939F1Z');
    expect(gstinError(delhi, 'Delhi')).toBeNull();
    expect(gstinError(delhi, 'NCT of Delhi')).toBeNull();
    expect(gstinError(withCheck('34AAPFU0939F1Z'), 'Pondicherry')).toBeNull();
    expect(gstinError(withCheck('26AAPFU0939F1Z'), 'Dadra & Nagar Haveli and Daman & Diu')).toBeNull();
    expect(gstinError(delhi, 'Maharashtra')).toBe('gstinStateMismatch');
  });

  it('refuses a PAN part that is not in PAN format', () => {
    expect(gstinError(withCheck('27AAP1U0939F1Z'))).toBe('gstinPan'); // a digit among the letters
    expect(gstinError(withCheck('27AAPFU09X9F1Z'))).toBe('gstinPan'); // a letter among the digits
    expect(gstinError(withCheck('27AAPFU093991Z'))).toBe('gstinPan'); // a digit at the end
    expect(gstinError(withCheck('27AAPXU0939F1Z'))).toBe('gstinPan'); // X is no holder kind
  });

  it('refuses an entity character of 0', () => {
    expect(gstinError(withCheck('27AAPFU0939F0Z'))).toBe('gstinEntity');
    expect(gstinError(withCheck('27AAPFU0939FAZ'))).toBeNull();
  });

  it('refuses a 14th character other than Z', () => {
    expect(gstinError(withCheck('27AAPFU0939F1Y'))).toBe('gstinZ');
    expect(gstinError('27AAPFU0939F1YV')).toBe('gstinZ');
  });

  it('gives the schema message of the part that is wrong', () => {
    const schema = gstClaimSchema('Maharashtra');
    expect(schema.parse({ gstin: ' 27aapfu0939f1zv ' })).toEqual({ gstin: valid, iec: null });
    const message = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(message({ gstin: '27AAPFU0939F1ZW' })).toBe('trust:errors.gstinCheck');
    expect(message({})).toBe('trust:errors.gstinLength');
    expect(gstClaimSchema('Kerala').safeParse({ gstin: valid }).error?.issues[0]?.message).toBe(
      'trust:errors.gstinStateMismatch',
    );
    expect(message({ gstin: valid, iec: 'AAPFU0939' })).toBe('trust:errors.iecLength');
  });
});

describe('IEC', () => {
  it('accepts ten characters in PAN format', () => {
    expect(iecError('AAPFU0939F')).toBeNull();
    expect(iecError('aapfu 0939f')).toBeNull();
    expect(gstClaimSchema().parse({ gstin: valid, iec: 'aapfu0939f' }).iec).toBe('AAPFU0939F');
    expect(gstClaimSchema().parse({ gstin: valid, iec: '' }).iec).toBeNull();
  });

  it('refuses a wrong length', () => {
    expect(iecError('AAPFU0939')).toBe('iecLength');
    expect(iecError('AAPFU0939FF')).toBe('iecLength');
  });

  it('refuses a wrong format', () => {
    expect(iecError('AAPFU09391')).toBe('iecFormat');
    expect(iecError('1APFU0939F')).toBe('iecFormat');
    expect(iecError('AAPXU0939F')).toBe('iecFormat');
  });
});

describe('RCMC', () => {
  it('accepts numbers as printed, with / - . and spaces', () => {
    expect(rcmcNumberError('RCMC/AEPC/2024/1234')).toBeNull();
    expect(rcmcNumberError('1234')).toBeNull();
    expect(rcmcNumberError('epc-12.34 a')).toBeNull();
  });

  it('refuses numbers too short, too long, without a digit or with other characters', () => {
    expect(rcmcNumberError('12')).toBe('rcmcFormat');
    expect(rcmcNumberError('1'.repeat(41))).toBe('rcmcFormat');
    expect(rcmcNumberError('ABCDEF')).toBe('rcmcFormat');
    expect(rcmcNumberError('-1234')).toBe('rcmcFormat');
    expect(rcmcNumberError('1234/')).toBe('rcmcFormat');
    expect(rcmcNumberError('12#34')).toBe('rcmcFormat');
  });

  it('accepts an expiry after today and at most five years ahead', () => {
    const today = '2025-01-15';
    expect(rcmcExpiryError('2025-01-16', today)).toBeNull();
    expect(rcmcExpiryError('2030-01-15', today)).toBeNull();
  });

  it('refuses an expiry today or earlier, and one more than five years ahead', () => {
    const today = '2025-01-15';
    expect(rcmcExpiryError('2025-01-15', today)).toBe('rcmcExpired');
    expect(rcmcExpiryError('2024-12-31', today)).toBe('rcmcExpired');
    expect(rcmcExpiryError('2030-01-16', today)).toBe('rcmcTooFar');
  });

  it('gives the schema message of what is wrong', () => {
    const inAYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const ok = { councilId: 'aepc', number: 'rcmc/1234', expiresOn: inAYear };
    expect(rcmcClaimSchema.parse(ok)).toEqual({ ...ok, number: 'RCMC/1234' });
    const message = (over: object) => rcmcClaimSchema.safeParse({ ...ok, ...over }).error?.issues[0]?.message;
    expect(message({ councilId: '' })).toBe('trust:errors.councilRequired');
    expect(message({ number: 'x' })).toBe('trust:errors.rcmcFormat');
    expect(message({ expiresOn: '' })).toBe('trust:errors.expiryRequired');
    expect(message({ expiresOn: '30/06/2030' })).toBe('trust:errors.expiryRequired');
    expect(message({ expiresOn: '2001-01-01' })).toBe('trust:errors.rcmcExpired');
    expect(message({ expiresOn: `${new Date().getUTCFullYear() + 6}-12-31` })).toBe(
      'trust:errors.rcmcTooFar',
    );
  });
});
