import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRate, gstRateHistory, gstRateSchema, ratesInForce } from './gst-rates';

describe('GST rates', () => {
  afterEach(() => vi.useRealTimers());

  it('are dated: each entry holds from its day (in India) until the next', () => {
    expect(ratesInForce('2017-06-30')).toEqual([]);
    expect(ratesInForce('2025-09-21')).toContain(1200);
    expect(ratesInForce('2025-09-22')).not.toContain(1200);
    expect(ratesInForce('2025-09-22')).toEqual(expect.arrayContaining([500, 1800, 2800, 4000]));
    expect(ratesInForce('2026-01-31')).toContain(2800);
    expect(ratesInForce('2026-02-01')).toEqual([0, 25, 300, 500, 1800, 4000]);
    const days = gstRateHistory.map((entry) => entry.from);
    expect(days).toEqual([...days].sort());
  });

  it('today is the day in India: 18:30 UTC on 21 Sep 2025 was already GST 2.0', () => {
    vi.useFakeTimers({ now: new Date('2025-09-21T18:29:59Z') });
    expect(ratesInForce()).toContain(1200);
    vi.setSystemTime(new Date('2025-09-21T18:30:00Z'));
    expect(ratesInForce()).not.toContain(1200);
  });

  it('percent numbers for display', () => {
    expect(formatRate(1800)).toBe(18);
    expect(formatRate(25)).toBe(0.25);
  });

  it('the schema takes a rate in force as a number or digits, and refuses the rest', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    expect(gstRateSchema.parse('500')).toBe(500);
    expect(gstRateSchema.parse(1800)).toBe(1800);
    expect(gstRateSchema.parse('0')).toBe(0);
    const message = (v: unknown) => gstRateSchema.safeParse(v).error?.issues[0]?.message;
    expect(message('')).toBe('orders:errors.gstRateRequired');
    expect(message(null)).toBe('orders:errors.gstRateRequired');
    for (const v of ['1200', 2800, '18', '5e2', '0x1f4', 500.5])
      expect(message(v)).toBe('orders:errors.gstRateInvalid');
  });
});
