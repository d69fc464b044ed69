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

describe('invoice and payment details', () => {
  const payment = {
    address: '14 Ring Road, Textile Market',
    pincode: '395 002',
    upiVpa: 'AgraMarble@OkAxis',
    bankAccountName: 'Agra Marble Works',
    bankAccountNumber: '5010 0123 4567 89',
    bankIfsc: 'hdfc0001234',
    invoicePrefix: 'am',
    lutArn: 'AD0909240123457',
  };

  it('are checked field by field, normalised, read back by their owner alone, and cleared when emptied', async () => {
    const user = await createTestUser(ctx, { role: 'supplier' });
    await put(user.cookie, profile);
    const db = ctx.deps.database.db;
    const row = () => db.select().from(suppliers).where(eq(suppliers.userId, user.id));
    const before = await row();

    const bad = await put(user.cookie, {
      ...profile,
      ...payment,
      upiVpa: 'agra marble@okaxis',
      bankIfsc: 'HDFC1001234',
      bankAccountNumber: '12345',
      pincode: '095002',
      invoicePrefix: 'AMW1',
      lutArn: 'AD9909240123457',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      upiVpa: 'Enter a UPI ID such as name@bank.',
      bankIfsc: 'Enter the 11-character IFSC: 4 letters, a 0, then 6 letters or digits.',
      bankAccountNumber: 'Enter the account number: 9 to 18 digits.',
      pincode: 'Enter a 6-digit PIN code.',
      invoicePrefix: 'Use 1 to 3 capital letters or digits for the invoice prefix.',
      lutArn: "The LUT ARN's state code (its 3rd and 4th characters) is not a GST state code.",
    });
    expect(await row()).toEqual(before);

    expect((await put(user.cookie, { ...profile, ...payment })).statusCode).toBe(200);
    const saved = {
      address: '14 Ring Road, Textile Market',
      pincode: '395002',
      upiVpa: 'agramarble@okaxis',
      bankAccountName: 'Agra Marble Works',
      bankAccountNumber: '50100123456789',
      bankIfsc: 'HDFC0001234',
      invoicePrefix: 'AM',
      lutArn: 'AD0909240123457',
      whatsapp: null,
    };
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/business',
      headers: { cookie: user.cookie },
    });
    expect(mine.json().payment).toEqual(saved);

    // Nobody else sees them: not the directory, not the supplier's public page.
    const id = mine.json().business.id as string;
    await db.insert(products).values({
      userId: user.id,
      title: 'Coaster',
      description: 'Marble coaster',
      category: 'furniture',
      moq: 1,
      priceMin: '1',
      priceMax: '2',
    });
    for (const url of ['/api/suppliers?q=agra%20marble', `/api/suppliers/${id}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Agra Marble Works');
      for (const secret of [
        '50100123456789',
        'agramarble@okaxis',
        'HDFC0001234',
        'Ring Road',
        'AD0909240123457',
      ])
        expect(res.body, url).not.toContain(secret);
    }

    // Left out keeps them; emptied clears them.
    expect((await put(user.cookie, profile)).statusCode).toBe(200);
    expect((await row())[0]?.upiVpa).toBe('agramarble@okaxis');
    const cleared = Object.fromEntries(Object.keys(payment).map((key) => [key, '']));
    expect((await put(user.cookie, { ...profile, ...cleared })).json().payment).toEqual({
      ...Object.fromEntries(Object.keys(payment).map((key) => [key, null])),
      whatsapp: null,
    });
  });
});
