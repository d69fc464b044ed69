import { describe, expect, it } from 'vitest';
import { categories } from '../../../shared/catalogs/constants';
import type { CategoryCount } from '../../../shared/categories/schema';
import { createListedSupplier } from '../../testing/directory';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

async function counts() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
  expect(res.statusCode).toBe(200);
  return new Map(
    (res.json() as { categories: CategoryCount[] }).categories.map((c) => [c.id, c.catalogCount]),
  );
}

describe('GET /api/categories', () => {
  it("lists the spec's categories in order with live catalog counts", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect((res.json() as { categories: CategoryCount[] }).categories.map((c) => c.id)).toEqual([
      ...categories,
    ]);
    const before = await counts();
    await createListedSupplier(ctx, { catalogs: ['furniture', 'furniture', 'healthcare'] });
    const after = await counts();
    expect(after.get('furniture')).toBe((before.get('furniture') ?? 0) + 2);
    expect(after.get('healthcare')).toBe((before.get('healthcare') ?? 0) + 1);
    expect(after.get('textiles')).toBe(before.get('textiles'));
  });
});
