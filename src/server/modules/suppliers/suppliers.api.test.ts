import { describe, expect, it } from 'vitest';
import type { Supplier, SupplierDetail, SupplierFacets } from '../../../shared/suppliers/schema';
import { createListedSupplier } from '../../testing/directory';
import { setupTestApp } from '../../testing/test-app';
import { upsertSupplierForUser } from './service';

const ctx = setupTestApp();

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

  it('Verified holds verified only, Premium premium and gold, EPC those with a council', async () => {
    expect(examplesIn(await list('?tab=verified'))).toEqual([
      'kanpur-leather',
      'kerala-spice-traders',
      'tiruppur-knitwear',
    ]);
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
    expect(examplesIn(await list('?tab=verified&minResponseRate=97'))).toEqual(['kerala-spice-traders']);
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
  it('appear once their profile is filled in, with a live catalog count', async () => {
    const { db } = ctx.deps.database;
    await createListedSupplier(ctx, { catalogs: ['packaging'] }); // another supplier's catalog
    const s = await createListedSupplier(ctx, {
      profile: { name: 'Bhopal Weaves', city: 'Bhopal' },
      catalogs: ['textiles', 'textiles'],
    });
    const [row] = await list('?q=bhopal');
    expect(row).toMatchObject({
      id: s.supplierId,
      isExample: false,
      productsCount: 2,
      verificationLevel: 'new',
    });

    // A name alone (as at registration) keeps the supplier out of the directory.
    await upsertSupplierForUser(db, { userId: s.userId, name: 'Bhopal Weaves', description: '' });
    expect(await list('?q=bhopal')).toEqual([]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/suppliers/${s.supplierId}` });
    expect(res.statusCode).toBe(404);
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
