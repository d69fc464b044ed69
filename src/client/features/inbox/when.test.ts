import { describe, expect, it } from 'vitest';
import { whenOptions } from './when';

const now = new Date(2025, 5, 15, 14, 30);

describe('whenOptions', () => {
  it('gives the time alone for a moment of today', () => {
    expect(whenOptions(new Date(2025, 5, 15, 9, 5), now, false)).toEqual({ timeStyle: 'short' });
    expect(whenOptions(new Date(2025, 5, 15, 0, 1), now, true)).toEqual({ timeStyle: 'short' });
  });

  it('gives the day before today, with the time when asked', () => {
    const yesterday = new Date(2025, 5, 14, 23, 59);
    expect(whenOptions(yesterday, now, false)).toEqual({ day: 'numeric', month: 'short' });
    expect(whenOptions(yesterday, now, true)).toEqual({
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
  });

  it('adds the year for another year', () => {
    expect(whenOptions(new Date(2024, 11, 31), now, false)).toEqual({
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  });
});
