import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResults, Suggestion } from '../../../shared/search/schema';
import { catalogs, searchPhrases, suppliers } from '../../db/schema';
import { supplierWithCatalogs } from '../../testing/search';
import { setupTestApp } from '../../testing/test-app';
import { upsertSupplierForUser } from '../suppliers/service';
import { searchWords } from './matching';

/*
 * What migration 0008's triggers keep for search: a listing's supplier tags (place and level
 * filters), a supplier's listing categories (listed, category filter), the suggestion phrases and
 * the lexemes that decide which glossary forms a query sends to the index.
 */

const ctx = setupTestApp();
let caller = 0;
const get = async <T>(url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: `10.9.0.${caller++ & 255}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const search = (query: string) => get<SearchResults>(`/api/search?${query}`);
const suggest = async (q: string) =>
  (await get<{ suggestions: Suggestion[] }>(`/api/search/suggest?q=${encodeURIComponent(q)}`)).suggestions;
const titlesOf = (list: Suggestion[]) => list.flatMap((s) => (s.kind === 'catalog' ? [s.text] : []));

describe('search upkeep (migration 0008 triggers)', () => {
  it("moves a supplier's listings to its new city and level in the filters", async () => {
    const { db } = ctx.deps.database;
    const owner = await supplierWithCatalogs(
      ctx,
      { name: 'Quillon Brass Works', city: 'Moradabad', state: 'Uttar Pradesh' },
      [{ title: 'Quillon Brass Planters', category: 'furniture' }],
    );
    expect((await search('q=quillon&city=Moradabad')).catalogs.total).toBe(1);
    expect((await search('q=quillon&state=uttar%20pradesh')).catalogs.total).toBe(1);

    await upsertSupplierForUser(db, {
      userId: owner.userId,
      name: 'Quillon Brass Works',
      city: 'Jaipur',
      state: 'Rajasthan',
    });
    expect((await search('q=quillon&city=Moradabad')).catalogs.total).toBe(0);
    expect((await search('q=quillon&city=Jaipur')).catalogs.total).toBe(1);
    expect((await search('q=quillon&state=Rajasthan')).catalogs.total).toBe(1);

    expect((await search('q=quillon&level=verified')).catalogs.total).toBe(0);
    await db
      .update(suppliers)
      .set({ verificationLevel: 'verified' })
      .where(eq(suppliers.userId, owner.userId));
    expect((await search('q=quillon&level=verified')).catalogs.total).toBe(1);
    // The supplier filter without words reads the same tags.
    const page = await search('city=Jaipur&level=verified');
    expect(page.catalogs.items.map((c) => c.title)).toContain('Quillon Brass Planters');
  });

  it('takes any place text as a filter: quotes and backslashes match themselves, never a 500', async () => {
    await supplierWithCatalogs(
      ctx,
      { name: 'Nilgiri Tea Estates', city: "D'Souza Nagar\\East", state: 'Kerala' },
      [{ title: 'Nilgiri Green Tea', category: 'agriculture' }],
    );
    const city = encodeURIComponent("d'souza nagar\\east");
    expect((await search(`q=nilgiri&city=${city}`)).catalogs.total).toBe(1);
    expect((await search(`city=${city}`)).catalogs.items.map((c) => c.title)).toEqual(['Nilgiri Green Tea']);
    for (const odd of ['\\', "'", "a\\'b", 'x:*', 'a & b | !c', "''"])
      expect((await search(`q=nilgiri&state=${encodeURIComponent(odd)}`)).catalogs.total, odd).toBe(0);
  });

  it("lists a supplier by its shown listings' categories, and not once none is shown", async () => {
    const { db } = ctx.deps.database;
    const owner = await supplierWithCatalogs(
      ctx,
      { name: 'Vellore Spice Traders', productCategories: ['Spices'] },
      [{ title: 'Teak Wood Stools', category: 'furniture' }],
    );
    const names = async (query: string) => (await search(query)).suppliers.items.map((s) => s.name);
    expect(await names('q=vellore&category=furniture')).toEqual(['Vellore Spice Traders']);
    expect(await names('q=vellore&category=chemicals')).toEqual([]);

    await db.update(catalogs).set({ hiddenAt: new Date() }).where(eq(catalogs.userId, owner.userId));
    const [row] = await db
      .select({ categories: suppliers.listingCategories })
      .from(suppliers)
      .where(eq(suppliers.userId, owner.userId));
    expect(row?.categories).toEqual([]);
    expect(await names('q=vellore')).toEqual([]);

    await db.update(catalogs).set({ hiddenAt: null }).where(eq(catalogs.userId, owner.userId));
    expect(await names('q=vellore')).toEqual(['Vellore Spice Traders']);
  });

  it('suggests titles as they are now: renamed, hidden and deleted listings drop out', async () => {
    const { db } = ctx.deps.database;
    const owner = await supplierWithCatalogs(ctx, { name: 'Zirconia Lights' }, [
      { title: 'Zirconia Table Lamp', category: 'electronics' },
      { title: 'Zirconia Table Lamp', category: 'electronics' },
    ]);
    const uses = async (phrase: string) =>
      (
        await db
          .select({ uses: searchPhrases.uses })
          .from(searchPhrases)
          .where(and(eq(searchPhrases.kind, 'catalog'), eq(searchPhrases.phrase, phrase)))
      )[0]?.uses ?? 0;
    expect(titlesOf(await suggest('zirco'))).toEqual(['Zirconia Table Lamp']);
    expect(await uses('Zirconia Table Lamp')).toBe(2);

    const [first, second] = owner.catalogIds as [string, string];
    await db.update(catalogs).set({ title: 'Zirconia Desk Lamp' }).where(eq(catalogs.id, first));
    expect(await uses('Zirconia Table Lamp')).toBe(1);
    expect(titlesOf(await suggest('zirconia desk'))[0]).toBe('Zirconia Desk Lamp');

    await db.update(catalogs).set({ hiddenAt: new Date() }).where(eq(catalogs.id, second));
    await db.delete(catalogs).where(eq(catalogs.id, first));
    expect(await uses('Zirconia Table Lamp')).toBe(0);
    expect(await uses('Zirconia Desk Lamp')).toBe(0);
    expect(titlesOf(await suggest('zirco'))).toEqual([]);
  });

  it('sends a glossary form to the index only once some document has it', async () => {
    const { db } = ctx.deps.database;
    const formsOf = async (word: string) => (await searchWords(db, [word])).forms.get(word) ?? [];
    expect(await formsOf('jute')).not.toContain('पटसन');
    await supplierWithCatalogs(ctx, { name: 'Hooghly Fibres' }, [
      { title: 'पटसन बोरी', description: 'पटसन की बोरियां थोक में', category: 'packaging' },
    ]);
    expect(await formsOf('jute')).toContain('पटसन');
    expect((await search('q=jute')).catalogs.items.map((c) => c.title)).toContain('पटसन बोरी');
  });
});
