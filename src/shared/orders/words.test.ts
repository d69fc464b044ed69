import { describe, expect, it } from 'vitest';
import { amountInWords } from './words';

describe('amountInWords', () => {
  it('writes rupees and paise in Indian numbering', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(500)).toBe('Rupees Five Only');
    expect(amountInWords(100_000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(1_000_00_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_23_456_78)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    // ₹1,23,45,678.90
    expect(amountInWords(1_23_45_678_90)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    );
    expect(amountInWords(11_019_11)).toBe('Rupees Eleven Thousand Nineteen and Eleven Paise Only');
  });

  it('counts crores of crores', () => {
    // ₹1,000,00,00,000 (1e12 paise) is a thousand crore
    expect(amountInWords(1_000_000_000_000)).toBe('Rupees One Thousand Crore Only');
    expect(amountInWords(100_00_00_000_00)).toBe('Rupees One Hundred Crore Only');
    const crorePaise = 1_00_00_000_00;
    expect(amountInWords(20_500 * crorePaise)).toBe('Rupees Twenty Thousand Five Hundred Crore Only');
    expect(amountInWords(2_00_005 * crorePaise + 99)).toBe(
      'Rupees Two Lakh Five Crore and Ninety-Nine Paise Only',
    );
    expect(amountInWords(1_00_00_001_00)).toBe('Rupees One Crore One Only');
  });

  it('refuses what is not whole non-negative paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
