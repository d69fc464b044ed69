import { describe, expect, it } from 'vitest';
import { computeTax, supplyKind, type TaxLineInput } from './tax';

// Worked by hand: three lines at 5 %, 18 % and 0.25 %.
const lines: TaxLineInput[] = [
  {
    description: 'Cotton yarn',
    hsn: '5205',
    quantity: 10,
    unit: 'kg',
    unitPricePaise: 234_50,
    gstRateBp: 500,
  },
  {
    description: 'Steel bolts',
    hsn: '7318',
    quantity: 3,
    unit: 'boxes',
    unitPricePaise: 999_99,
    gstRateBp: 1800,
  },
  {
    description: 'Rough diamond',
    hsn: '7102',
    quantity: 1,
    unit: 'pieces',
    unitPricePaise: 12_345_67,
    gstRateBp: 25,
  },
];
const line = (quantity: number, unitPricePaise: number, gstRateBp: number, hsn = '7318'): TaxLineInput => ({
  description: 'x',
  hsn,
  quantity,
  unit: 'pieces',
  unitPricePaise,
  gstRateBp,
});

describe('supplyKind', () => {
  it('tells intra, inter and export apart', () => {
    expect(supplyKind('27', '27')).toBe('intra');
    expect(supplyKind('27', '29')).toBe('inter');
    expect(supplyKind('27', '96')).toBe('export');
  });
});

describe('computeTax', () => {
  it('splits CGST and SGST per line within a state, each rounded half up', () => {
    const t = computeTax(lines, 'intra');
    // 2345.00 × 2.5 % = 58.625 → 58.63; 2999.97 × 9 % = 269.9973 → 270.00; 12345.67 × 0.125 % = 15.4320875 → 15.43
    expect(t.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [2_345_00, 58_63, 58_63, 0],
      [2_999_97, 270_00, 270_00, 0],
      [12_345_67, 15_43, 15_43, 0],
    ]);
    expect(t.lines[0]?.totalPaise).toBe(2_345_00 + 2 * 58_63);
    expect(t).toMatchObject({
      supply: 'intra',
      taxablePaise: 17_690_64,
      cgstPaise: 344_06,
      sgstPaise: 344_06,
      igstPaise: 0,
      taxPaise: 688_12,
      // 18,378.76 → 18,379.00
      roundOffPaise: 24,
      totalPaise: 18_379_00,
    });
  });

  it('charges IGST across states', () => {
    const t = computeTax(lines, 'inter');
    // 117.25; 539.9946 → 539.99; 30.864175 → 30.86
    expect(t.lines.map((l) => [l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [0, 0, 117_25],
      [0, 0, 539_99],
      [0, 0, 30_86],
    ]);
    expect(t).toMatchObject({
      igstPaise: 688_10,
      taxPaise: 688_10,
      roundOffPaise: 26,
      totalPaise: 18_379_00,
    });
  });

  it('zero-rates an export under LUT', () => {
    const t = computeTax(lines, 'export');
    expect(t.lines.every((l) => l.cgstPaise + l.sgstPaise + l.igstPaise === 0)).toBe(true);
    expect(t).toMatchObject({
      taxablePaise: 17_690_64,
      taxPaise: 0,
      roundOffPaise: 36,
      totalPaise: 17_691_00,
    });
  });

  it('rounds the invoice value to the rupee: 49 paise down, 50 up', () => {
    expect(computeTax([line(1, 100_49, 0)], 'inter')).toMatchObject({
      roundOffPaise: -49,
      totalPaise: 100_00,
    });
    expect(computeTax([line(1, 100_50, 0)], 'inter')).toMatchObject({
      roundOffPaise: 50,
      totalPaise: 101_00,
    });
    // 101.00 + 18 % = 119.18 → 119.00
    expect(computeTax([line(1, 101_00, 1800)], 'inter')).toMatchObject({
      roundOffPaise: -18,
      totalPaise: 119_00,
    });
    expect(computeTax([line(1, 100_00, 1200)], 'inter')).toMatchObject({
      roundOffPaise: 0,
      totalPaise: 112_00,
    });
  });

  it('rounds each half of an odd paisa up: CGST + SGST may exceed IGST by one paisa', () => {
    // ₹2.50 at 18 %: IGST 0.45; CGST 0.225 → 0.23 and SGST 0.225 → 0.23
    expect(computeTax([line(1, 250, 1800)], 'intra')).toMatchObject({
      cgstPaise: 23,
      sgstPaise: 23,
      taxPaise: 46,
    });
    expect(computeTax([line(1, 250, 1800)], 'inter')).toMatchObject({ igstPaise: 45, taxPaise: 45 });
  });

  it('groups the HSN summary by HSN and rate', () => {
    const t = computeTax(
      [line(2, 100, 1800), line(3, 200, 1800), line(1, 100, 1200), line(4, 50, 1800, '5205')],
      'inter',
    );
    expect(t.hsnSummary).toEqual([
      {
        hsn: '7318',
        gstRateBp: 1800,
        quantity: 5,
        taxablePaise: 800,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 36 + 108,
      },
      {
        hsn: '7318',
        gstRateBp: 1200,
        quantity: 1,
        taxablePaise: 100,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 12,
      },
      {
        hsn: '5205',
        gstRateBp: 1800,
        quantity: 4,
        taxablePaise: 200,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 36,
      },
    ]);
  });

  it('computes with integers past float precision and refuses what does not fit', () => {
    // taxable × rate (1.6e16) is past 2^53: computed in BigInt, not in float
    const big = computeTax([line(1000, 9_007_199_254, 1800)], 'inter');
    expect(big).toMatchObject({ taxablePaise: 9_007_199_254_000, igstPaise: 1_621_295_865_720 });
    expect(() => computeTax([line(2, Number.MAX_SAFE_INTEGER, 0)], 'inter')).toThrow(RangeError);
    expect(() => computeTax([line(1.5, 100, 0)], 'inter')).toThrow(RangeError);
    expect(() => computeTax([line(1, 10.5, 0)], 'inter')).toThrow(RangeError);
    expect(() => computeTax([line(1, 100, 10_001)], 'inter')).toThrow(RangeError);
  });

  it('gives zeros for no lines', () => {
    expect(computeTax([], 'intra')).toMatchObject({
      taxablePaise: 0,
      totalPaise: 0,
      roundOffPaise: 0,
      hsnSummary: [],
    });
  });
});
