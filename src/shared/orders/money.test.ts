import { describe, expect, it } from 'vitest';
import { formatIndianRupees, paiseToRupeesText, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it('parses decimal text exactly', () => {
    expect(rupeesToPaise('1234.5')).toBe(123450);
    expect(rupeesToPaise('1234.50')).toBe(123450);
    expect(rupeesToPaise('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(rupeesToPaise('1.1')).toBe(110);
    expect(rupeesToPaise(' 7 ')).toBe(700);
    expect(rupeesToPaise('-12.05')).toBe(-1205);
    expect(rupeesToPaise('90071992547409.91')).toBe(9007199254740991);
  });

  it('reads a number through its decimal text', () => {
    expect(rupeesToPaise(1234.5)).toBe(123450);
    expect(rupeesToPaise(4.35)).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(rupeesToPaise(0)).toBe(0);
  });

  it('refuses more than two decimals, non-numbers and amounts past the safe range', () => {
    for (const bad of ['1.234', '', 'abc', '1e3', '1,000', '.5', '5.', 'NaN', '90071992547409.92']) {
      expect(() => rupeesToPaise(bad), bad).toThrow(RangeError);
    }
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2, 1.005, 1e21]) {
      expect(() => rupeesToPaise(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('paiseToRupeesText', () => {
  it('writes two decimals', () => {
    expect(paiseToRupeesText(123450)).toBe('1234.50');
    expect(paiseToRupeesText(5)).toBe('0.05');
    expect(paiseToRupeesText(0)).toBe('0.00');
    expect(paiseToRupeesText(-1205)).toBe('-12.05');
    expect(() => paiseToRupeesText(1.5)).toThrow(RangeError);
  });
});

describe('formatIndianRupees', () => {
  it('groups the Indian way', () => {
    expect(formatIndianRupees(12345678)).toBe('₹1,23,456.78');
    expect(formatIndianRupees(99999)).toBe('₹999.99');
    expect(formatIndianRupees(100000)).toBe('₹1,000.00');
    expect(formatIndianRupees(1234567890)).toBe('₹1,23,45,678.90');
    expect(formatIndianRupees(100000000000)).toBe('₹1,00,00,00,000.00');
    expect(formatIndianRupees(-4900)).toBe('-₹49.00');
  });
});
