import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankAccountSchema,
  ifscSchema,
  invoicePrefixSchema,
  lutArnSchema,
  pincodeSchema,
  vpaSchema,
} from './payment-details';

const valid = (schema: z.ZodType, v: string) => schema.safeParse(v).success;
const message = (schema: z.ZodType, v: string) => schema.safeParse(v).error?.issues[0]?.message;

describe('payment details', () => {
  it('UPI ID: handle@psp, kept in lower case', () => {
    expect(vpaSchema.parse(' RaviTextiles@OkAxis ')).toBe('ravitextiles@okaxis');
    for (const v of ['ravi.t-1_x@ybl', 'ab@upi']) expect(valid(vpaSchema, v)).toBe(true);
    for (const v of [
      'ravi',
      'r@okaxis',
      'ravi@',
      'ravi@o',
      'ravi textiles@okaxis',
      'ravi@ok.axis',
      'a@b@upi',
    ])
      expect(message(vpaSchema, v)).toBe('orders:errors.vpaInvalid');
    expect(valid(vpaSchema, `${'a'.repeat(257)}@upi`)).toBe(false);
  });

  it('IFSC: 4 letters, a 0, 6 letters or digits, in capitals', () => {
    expect(ifscSchema.parse('hdfc0001234')).toBe('HDFC0001234');
    expect(valid(ifscSchema, 'SBIN0ABC123')).toBe(true);
    for (const v of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', '1DFC0001234'])
      expect(message(ifscSchema, v)).toBe('orders:errors.ifscInvalid');
  });

  it('bank account: 9–18 digits, spaces dropped', () => {
    expect(bankAccountSchema.parse('5010 0123 4567 89')).toBe('50100123456789');
    expect(valid(bankAccountSchema, '123456789')).toBe(true);
    expect(valid(bankAccountSchema, '1'.repeat(18))).toBe(true);
    for (const v of ['12345678', '1'.repeat(19), '12345678A'])
      expect(message(bankAccountSchema, v)).toBe('orders:errors.bankAccountInvalid');
  });

  it('PIN code: 6 digits, never starting with 0', () => {
    expect(pincodeSchema.parse('395 003')).toBe('395003');
    for (const v of ['095003', '39500', '3950031', '39500A'])
      expect(message(pincodeSchema, v)).toBe('orders:errors.pincodeInvalid');
  });

  it('LUT ARN: AD, a GST state code, MMYY and 7 characters', () => {
    expect(lutArnSchema.parse('ad2709240123457')).toBe('AD2709240123457');
    for (const v of ['AA2709240123457', 'AD2713240123457', 'AD270924012345', 'AD27092401234567'])
      expect(message(lutArnSchema, v)).toBe('orders:errors.lutArnInvalid');
    expect(message(lutArnSchema, 'AD9909240123457')).toBe('orders:errors.lutArnState');
  });

  it('invoice prefix: 1–3 capitals or digits, so a number fits in 16 characters', () => {
    expect(invoicePrefixSchema.parse('rt')).toBe('RT');
    for (const v of ['', 'RTXY', 'R/T', 'R T'])
      expect(message(invoicePrefixSchema, v)).toBe('orders:errors.invoicePrefixInvalid');
  });
});
