import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VerificationLevel } from '../../../shared/suppliers/constants';
import type { Supplier, SupplierDetail, SupplierFacets } from '../../../shared/suppliers/schema';
import { catalogs, products, supplierCouncils, suppliers, verificationClaims } from '../../db/schema';
import { createListedSupplier } from '../../testing/directory';
import { setupTestApp } from '../../testing/test-app';
import { refreshAllTrust, refreshTrust } from '../trust/refresh';
import { upsertSupplierForUser } from './service';

const ctx = setupTestApp();

const catalogRow = {
  title: 'Handloom dhurrie',
  description: 'Flat-woven cotton dhurrie',
  itemNumber: 'BW-1',
  material: 'Cotton',
  category: 'textiles',
  template: 'basic',
  moq: 20,
  priceMin: '300.00',
  priceMax: '900.00',
};
const productRow = {
  title: 'Jute bag',
  description: 'Jute shopping bag',
  category: 'packaging',
  moq: 100,
  priceMin: '40.00',
  priceMax: '60.00',
};

async function list(query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/suppliers${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { suppliers: Supplier[] }).suppliers;
}
const examplesIn = (rows: Supplier[]) =>
  rows
    .filter((s) => s.isExample)
    .map((s) => s.id.replace('example-', ''))
    .sort();

describe('GET /api/suppliers tabs', () => {
  it('All lists the eight labelled examples', async () => {
    const rows = await list();
    expect(examplesIn(rows)).toHaveLength(8);
    expect(rows.filter((s) => s.isExample).every((s) => s.productsCount > 0)).toBe(true);
  });

  it('Verified holds every verified level, Premium premium and gold, EPC those with a council', async () => {
    expect(examplesIn(await list('?tab=verified'))).toEqual([
      'hyderabad-pharma',
      'jaipur-handicrafts',
      'kanpur-leather',
      'kerala-spice-traders',
      'pune-precision-engineering',
      'surat-silk-mills',
      'tiruppur-knitwear',
    ]);
    const gold = await createListedSupplier(ctx, { catalogs: ['textiles'] });
    await ctx.deps.database.db
      .update(suppliers)
      .set({ verificationLevel: 'gold' })
      .where(eq(suppliers.id, gold.supplierId));
    expect((await list('?tab=verified')).map((s) => s.id)).toContain(gold.supplierId);
    expect(examplesIn(await list('?tab=premium'))).toEqual([
      'hyderabad-pharma',
      'jaipur-handicrafts',
      'pune-precision-engineering',
      'surat-silk-mills',
    ]);
    const epc = await list('?tab=epc');
    expect(examplesIn(epc)).not.toContain('bengaluru-electronics');
    expect(examplesIn(epc)).toHaveLength(7);
    expect(epc.every((s) => s.epcAffiliations.length > 0)).toBe(true);
  });

  it('rejects an unknown tab and an out-of-range response rate', async () => {
    for (const q of ['?tab=gold', '?minResponseRate=101', '?minResponseRate=abc', `?q=${'x'.repeat(101)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/suppliers${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
  });
});

describe('GET /api/suppliers search and filters', () => {
  it('matches name, description and location case-insensitively', async () => {
    expect(examplesIn(await list('?q=JAIPUR'))).toEqual(['jaipur-handicrafts']);
    expect(examplesIn(await list('?q=cardamom'))).toEqual(['kerala-spice-traders']);
    expect(examplesIn(await list(`?q=${encodeURIComponent('tamil nadu')}`))).toEqual(['tiruppur-knitwear']);
    expect(await list('?q=zzzqqq')).toEqual([]);
    expect(await list('?q=%25')).toEqual([]);
  });

  it('filters by state, category and minimum response rate, with the tab', async () => {
    expect(examplesIn(await list('?state=gujarat'))).toEqual(['surat-silk-mills']);
    expect(examplesIn(await list('?category=textiles'))).toEqual([
      'jaipur-handicrafts',
      'surat-silk-mills',
      'tiruppur-knitwear',
    ]);
    const fast = await list('?minResponseRate=97');
    expect(fast.every((s) => (s.responseRate ?? 0) >= 97)).toBe(true);
    expect(examplesIn(fast)).toEqual([
      'jaipur-handicrafts',
      'kerala-spice-traders',
      'pune-precision-engineering',
    ]);
    expect(examplesIn(await list('?tab=verified&minResponseRate=97'))).toEqual([
      'jaipur-handicrafts',
      'kerala-spice-traders',
      'pune-precision-engineering',
    ]);
  });

  it('offers the states and categories listed suppliers have', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/suppliers/facets' });
    const facets = res.json() as SupplierFacets;
    expect(facets.states).toContain('Kerala');
    expect(facets.categories).toContain('Spices');
    expect(facets.states).toEqual([...facets.states].sort());
  });
});

describe('registered suppliers', () => {
  it('appear once their profile is complete and they have a listing, with a live count', async () => {
    const { db } = ctx.deps.database;
    await createListedSupplier(ctx, { catalogs: ['packaging'] }); // another supplier's catalog
    const s = await createListedSupplier(ctx, { profile: { name: 'Bhopal Weaves', city: 'Bhopal' } });
    const detail = () => ctx.app.inject({ method: 'GET', url: `/api/suppliers/${s.supplierId}` });

    // A complete profile without a listing stays out of the directory.
    expect(await list('?q=bhopal')).toEqual([]);
    expect((await detail()).statusCode).toBe(404);

    await db.insert(catalogs).values({ ...catalogRow, userId: s.userId });
    expect(await list('?q=bhopal')).toMatchObject([
      { id: s.supplierId, isExample: false, productsCount: 1, verificationLevel: 'new' },
    ]);
    expect((await detail()).statusCode).toBe(200);

    // Products are listings too: the count adds them to the catalogs.
    await db.insert(catalogs).values({ ...catalogRow, userId: s.userId });
    await db.insert(products).values({ ...productRow, userId: s.userId });
    expect((await list('?q=bhopal'))[0]?.productsCount).toBe(3);

    // A name alone (as at registration), or any field of the profile left empty, unlists them.
    for (const missing of [{ description: '' }, { city: '' }, { state: '' }]) {
      await upsertSupplierForUser(db, { userId: s.userId, name: 'Bhopal Weaves', ...missing });
      expect(await list('?q=weaves'), JSON.stringify(missing)).toEqual([]);
      expect((await detail()).statusCode).toBe(404);
      await upsertSupplierForUser(db, {
        userId: s.userId,
        name: 'Bhopal Weaves',
        description: 'Handloom weaves from Bhopal',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
      });
      expect(await list('?q=weaves')).toHaveLength(1);
    }
  });

  it('a product alone is a listing', async () => {
    const s = await createListedSupplier(ctx, {
      profile: { name: 'Agra Marble Works' },
      products: ['furniture'],
    });
    expect(await list('?q=agra%20marble')).toMatchObject([{ id: s.supplierId, productsCount: 1 }]);
  });
});

describe('default order', () => {
  it('ranks by verification level, then response rate, then listings, then name', async () => {
    const examples = (await list()).filter((s) => s.isExample).map((s) => s.id.replace('example-', ''));
    expect(examples).toEqual([
      'pune-precision-engineering', // gold 99%
      'jaipur-handicrafts', // gold 98%
      'hyderabad-pharma', // premium 96%
      'surat-silk-mills', // premium 95%
      'kerala-spice-traders', // verified 97%
      'tiruppur-knitwear', // verified 94%
      'kanpur-leather', // verified 93%
      'bengaluru-electronics', // new 92%
    ]);

    const { db } = ctx.deps.database;
    const make = async (name: string, level: VerificationLevel, rate: number | null, listings: number) => {
      const s = await createListedSupplier(ctx, {
        profile: { name: `Order ${name}` },
        catalogs: Array.from({ length: listings }, () => 'textiles' as const),
      });
      await db
        .update(suppliers)
        .set({ verificationLevel: level, responseRate: rate })
        .where(eq(suppliers.id, s.supplierId));
      return name;
    };
    // Created in the reverse of the expected order: the newest must not come first.
    const expected = [
      await make('Zeta', 'gold', 50, 1),
      await make('Eta', 'verified', 99, 1),
      await make('Theta', 'verified', 90, 3),
      await make('Beta', 'verified', 90, 2),
      await make('Alpha', 'verified', 90, 1),
      await make('Gamma', 'verified', 90, 1),
      await make('Delta', 'verified', null, 5),
      await make('Iota', 'new', 100, 9),
    ];
    const names = (await list('?q=order')).map((s) => s.name.replace('Order ', ''));
    expect(names).toEqual(expected);
    expect((await list('?q=order&tab=verified')).map((s) => s.name)).not.toContain('Order Iota');
  });
});

describe('GET /api/suppliers/:id', () => {
  it('returns the profile, council names and catalogs', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/suppliers/example-pune-precision-engineering',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SupplierDetail;
    expect(body.supplier.name).toBe('Pune Precision Engineering');
    expect(body.councils.map((c) => c.id).sort()).toEqual(['cii', 'eepc']);

    const s = await createListedSupplier(ctx, { councils: ['eepc'], catalogs: ['automotive'] });
    const own = (
      await ctx.app.inject({ method: 'GET', url: `/api/suppliers/${s.supplierId}` })
    ).json() as SupplierDetail;
    expect(own.catalogs).toHaveLength(1);
    expect(own.catalogs[0]).toMatchObject({ category: 'automotive', priceMin: 10, priceMax: 20.5, moq: 100 });
  });

  it('answers 404 JSON for an unknown id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/suppliers/no-such-supplier' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Supplier not found.' });
  });
});

describe('levels and the trust score', () => {
  const detail = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/suppliers/${id}` })).json() as SupplierDetail;
  const points = (d: SupplierDetail, part: string) => d.trust.parts.find((p) => p.part === part)?.points;

  it('examples carry a score from their sample data, on the card and the page', async () => {
    const example = await detail('example-jaipur-handicrafts');
    expect(example.trust.parts.map((p) => p.part)).toEqual([
      'verification',
      'response',
      'reviews',
      'age',
      'catalog',
      'orders',
      'reports',
    ]);
    expect(points(example, 'verification')).toBe(30);
    expect(example.trust.score).toBeGreaterThan(0);
    expect(example.supplier.trustScore).toBe(example.trust.score);
    const card = (await list()).find((s) => s.id === 'example-jaipur-handicrafts');
    expect(card?.trustScore).toBe(example.trust.score);
  });

  it('an approved GSTIN and a valid RCMC make EPC Certified; the badge goes on the expiry day', async () => {
    const { db } = ctx.deps.database;
    const s = await createListedSupplier(ctx, { catalogs: ['textiles'] });
    await db.insert(verificationClaims).values({
      supplierId: s.supplierId,
      kind: 'gst',
      number: '27AAPFU0939F1ZV',
      documentKey: 'private/test.pdf',
      documentType: 'application/pdf',
      status: 'approved',
    });
    await db
      .insert(supplierCouncils)
      .values({ supplierId: s.supplierId, councilId: 'eepc', expiresOn: sql`current_date + 1` });
    await refreshTrust(db, s.supplierId);
    const certified = await detail(s.supplierId);
    expect(certified.supplier).toMatchObject({ verificationLevel: 'epc', epcAffiliations: ['eepc'] });
    expect(certified.councils).toEqual([
      expect.objectContaining({ id: 'eepc', expiresOn: expect.any(String) }),
    ]);
    expect(points(certified, 'verification')).toBe(30);
    expect((await list('?tab=epc')).map((x) => x.id)).toContain(s.supplierId);

    await db
      .update(supplierCouncils)
      .set({ expiresOn: sql`current_date` })
      .where(eq(supplierCouncils.supplierId, s.supplierId));
    await refreshAllTrust(db);
    const expired = await detail(s.supplierId);
    expect(expired.supplier).toMatchObject({ verificationLevel: 'verified', epcAffiliations: [] });
    expect(expired.councils).toEqual([]);
    expect(points(expired, 'verification')).toBe(20);
    expect(expired.trust.score).toBe(certified.trust.score - 10);
    expect((await list('?tab=epc')).map((x) => x.id)).not.toContain(s.supplierId);
    expect((await list('?tab=verified')).map((x) => x.id)).toContain(s.supplierId);
  });
});
