import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { councilIds, councilsShownInitially } from '../../../shared/councils/constants';
import type { Council, CouncilDetail } from '../../../shared/councils/schema';
import { catalogs, products } from '../../db/schema';
import { changeTopics } from '../../http/changes';
import { createListedSupplier } from '../../testing/directory';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

async function councils() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/councils' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { councils: Council[] }).councils;
}

describe('GET /api/councils', () => {
  it('lists the 15 seeded councils in order with their full names', async () => {
    const list = await councils();
    expect(list.map((c) => c.id)).toEqual([...councilIds]);
    expect(list.length).toBeGreaterThan(councilsShownInitially);
    expect(list.find((c) => c.id === 'gjepc')?.fullName).toBe('The Gem & Jewellery Export Promotion Council');
    // EPCH's only member is a labelled example: it has no real listings to count.
    expect(list.find((c) => c.id === 'epch')).toMatchObject({
      memberCount: 1,
      productCount: 0,
      catalogCount: 0,
    });
  });

  it("counts the listings of each council's listed member suppliers", async () => {
    const before = (await councils()).find((c) => c.id === 'shefexil');
    await createListedSupplier(ctx, {
      councils: ['shefexil'],
      catalogs: ['agriculture', 'agriculture', 'chemicals'],
      products: ['chemicals', 'packaging'],
    });
    await createListedSupplier(ctx, { councils: ['shefexil'], products: ['chemicals'] });
    await createListedSupplier(ctx, { catalogs: ['agriculture'], products: ['chemicals'] }); // not a member
    // Members the directory does not list: no listing yet, or an incomplete profile.
    await createListedSupplier(ctx, { councils: ['shefexil'] });
    await createListedSupplier(ctx, {
      councils: ['shefexil'],
      profile: { description: '' },
      catalogs: ['chemicals'],
      products: ['chemicals'],
    });
    const after = (await councils()).find((c) => c.id === 'shefexil');
    expect(after?.memberCount).toBe((before?.memberCount ?? 0) + 2);
    expect(after?.catalogCount).toBe((before?.catalogCount ?? 0) + 3);
    expect(after?.productCount).toBe((before?.productCount ?? 0) + 6);

    const detail = (
      await ctx.app.inject({ method: 'GET', url: '/api/councils/shefexil' })
    ).json() as CouncilDetail;
    expect(detail.council).toEqual(after);
    expect(detail.suppliers).toHaveLength(after?.memberCount ?? -1);
    expect(detail.catalogs).toHaveLength(after?.catalogCount ?? -1);
  });
});

describe("a council's product scope", () => {
  it('lists and counts the listings in its scope, members or not, the card and the page alike', async () => {
    const before = (await councils()).find((c) => c.id === 'texprocil');
    const s = await createListedSupplier(ctx, { catalogs: ['textiles', 'textiles'], products: ['textiles'] });
    const { db } = ctx.deps.database;
    // A cotton catalog and a cotton-yarn product are TEXPROCIL's; a silk catalog is not.
    await db
      .update(catalogs)
      .set({
        title: sql`case when ${catalogs.title} like 'Catalog 0%' then 'Cotton poplin 120 GSM' else 'Pure silk saree' end`,
      })
      .where(eq(catalogs.userId, s.userId));
    await db.update(products).set({ title: 'Combed yarn, 40s' }).where(eq(products.userId, s.userId));
    for (const topic of changeTopics) ctx.app.changes.notify(topic);

    const after = (await councils()).find((c) => c.id === 'texprocil');
    expect(after?.catalogCount).toBe((before?.catalogCount ?? 0) + 1);
    expect(after?.productCount).toBe((before?.productCount ?? 0) + 2);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: '/api/councils/texprocil' })
    ).json() as CouncilDetail;
    expect(detail.council).toEqual(after);
    expect(detail.catalogs.map((c) => c.title)).toContain('Cotton poplin 120 GSM');
    expect(detail.catalogs.map((c) => c.title)).not.toContain('Pure silk saree');
    expect(detail.catalogs.length + detail.products.length).toBe(after?.productCount);
    // The silk catalog falls in SRTEPC's scope instead.
    const srtepc = (
      await ctx.app.inject({ method: 'GET', url: '/api/councils/srtepc' })
    ).json() as CouncilDetail;
    expect(srtepc.catalogs.map((c) => c.title)).toContain('Pure silk saree');
  });
});

describe('GET /api/councils/:id', () => {
  it('returns the council with its member suppliers, their catalogs and their products', async () => {
    const s = await createListedSupplier(ctx, {
      councils: ['gjepc'],
      catalogs: ['packaging'],
      products: ['furniture'],
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/councils/gjepc' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CouncilDetail;
    expect(body.council.fullName).toBe('The Gem & Jewellery Export Promotion Council');
    expect(body.suppliers.map((m) => m.id)).toContain(s.supplierId);
    expect(body.catalogs).toHaveLength(1);
    expect(body.catalogs[0]).toMatchObject({ supplierId: s.supplierId, category: 'packaging' });
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({ supplierId: s.supplierId, category: 'furniture' });

    const epch = (await ctx.app.inject({ method: 'GET', url: '/api/councils/epch' })).json() as CouncilDetail;
    expect(epch.suppliers.map((m) => m.id)).toEqual(['example-jaipur-handicrafts']);
  });

  it('answers 404 JSON for an unknown council', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/councils/nope',
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.json().error.message).not.toBe('directory:errors.councilNotFound');
  });
});
