import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCache } from './read-cache';

afterEach(() => vi.useRealTimers());

describe('readCache', () => {
  it('loads once for concurrent and repeated reads within the TTL, then again after it', async () => {
    vi.useFakeTimers();
    let n = 0;
    const cache = readCache(1000, async () => ++n);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get()).toBe(2);
  });

  it('reloads at once after invalidate()', async () => {
    let n = 0;
    const cache = readCache(60_000, async () => ++n);
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = readCache(60_000, async () => {
      if (fail) throw new Error('database down');
      return 'rows';
    });
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toBe('rows');
  });
});
