import { describe, expect, it } from 'vitest';
import { councilIds } from '../../../shared/councils/constants';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

describe('GET /api/councils', () => {
  it('lists the 15 seeded councils in order with their full names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/councils' });
    expect(res.statusCode).toBe(200);
    const { councils } = res.json() as { councils: { id: string; fullName: string; productCount: number }[] };
    expect(councils.map((c) => c.id)).toEqual([...councilIds]);
    expect(councils.find((c) => c.id === 'gjepc')?.fullName).toBe(
      'The Gem & Jewellery Export Promotion Council',
    );
    expect(councils.every((c) => c.productCount > 0)).toBe(true);
  });
});
