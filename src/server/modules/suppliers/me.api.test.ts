import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Supplier } from '../../../shared/suppliers/schema';
import { products, suppliers } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const profile = {
  name: 'Agra Marble Works',
  description: 'Inlaid marble tabletops and décor from Agra artisans.',
  city: 'Agra',
  state: 'Uttar Pradesh',
  productCategories: ['Marble', 'Home Décor', 'Marble'],
  deliveryTime: '10-14 days',
};

function put(cookie: string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/suppliers/me',
    payload: payload as object,
    headers: { cookie, origin: ctx.deps.config.publicUrl },
  });
}

describe('PUT /api/suppliers/me', () => {
  it('saves the profile, which lists the supplier in the directory once they have a listing', async () => {
    const user = await createTestUser(ctx, { role: 'supplier' });
    const res = await put(user.cookie, profile);
    expect(res.statusCode).toBe(200);
    const { supplier } = res.json() as { supplier: Supplier };
    expect(supplier).toMatchObject({
      name: 'Agra Marble Works',
      location: 'Agra, Uttar Pradesh',
      isExample: false,
    });
    expect(supplier.productCategories).toEqual(['Marble', 'Home Décor']);

    const listed = async () => {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/suppliers?q=agra%20marble' });
      return (list.json() as { suppliers: Supplier[] }).suppliers.map((s) => s.id);
    };
    expect(await listed()).toEqual([]);
    await ctx.deps.database.db.insert(products).values({
      userId: user.id,
      title: 'Marble coaster set',
      description: 'Inlaid marble coasters, set of four',
      category: 'furniture',
      moq: 20,
      priceMin: '300',
      priceMax: '500',
    });
    expect(await listed()).toEqual([supplier.id]);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/suppliers/me',
      headers: { cookie: user.cookie },
    });
    expect(me.json().supplier.id).toBe(supplier.id);
  });

  it('refuses strangers (401) and buyers (403) before looking at the body', async () => {
    expect((await put('', {})).statusCode).toBe(401);
    const buyer = await createTestUser(ctx, { role: 'buyer' });
    const res = await put(buyer.cookie, profile);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('answers bad profiles with field errors and changes nothing', async () => {
    const user = await createTestUser(ctx, { role: 'supplier' });
    await put(user.cookie, profile);
    const before = await ctx.deps.database.db.select().from(suppliers).where(eq(suppliers.userId, user.id));
    const [total] = await ctx.deps.database.db.select({ n: count() }).from(suppliers);

    const res = await put(user.cookie, { ...profile, description: 'short', city: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      description: 'Please describe your business in at least 10 characters.',
      city: 'Please enter your city.',
    });

    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom('', 'x', 'y'.repeat(121)).map((name) => ({ ...profile, name })),
          fc
            .array(fc.constantFrom('', '  '), { minLength: 1 })
            .map((productCategories) => ({ ...profile, productCategories })),
          fc
            .uniqueArray(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: 13, maxLength: 20 })
            .map((productCategories) => ({ ...profile, productCategories })),
          fc.anything(),
        ),
        async (payload) => {
          const r = await put(user.cookie, payload);
          expect(r.statusCode).toBeGreaterThanOrEqual(400);
          expect(r.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    const after = await ctx.deps.database.db.select().from(suppliers).where(eq(suppliers.userId, user.id));
    expect(after).toEqual(before);
    const [totalAfter] = await ctx.deps.database.db.select({ n: count() }).from(suppliers);
    expect(totalAfter?.n).toBe(total?.n);
  });
});
