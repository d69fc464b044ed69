import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../shared/search/schema';
import { catalogs, products, suppliers } from '../../db/schema';
import { supplierWithCatalogs } from '../../testing/search';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

// Each request comes from its own address so the per-IP limit never interferes here.
let caller = 0;
const inject = (url: string) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: `10.1.${(caller >> 8) & 255}.${caller++ & 255}` });

async function search(query: string) {
  const res = await inject(`/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResults;
}
const titles = (r: SearchResults) => r.catalogs.items.map((c) => c.title);
const names = (r: SearchResults) => r.suppliers.items.map((s) => s.name);

async function rowCounts() {
  const { db } = ctx.deps.database;
  const [c] = await db.select({ n: count() }).from(catalogs);
  const [s] = await db.select({ n: count() }).from(suppliers);
  return { catalogs: c?.n, suppliers: s?.n };
}

beforeAll(async () => {
  await supplierWithCatalogs(
    ctx,
    {
      name: 'Ludhiana Woollens',
      city: 'Ludhiana',
      state: 'Punjab',
      productCategories: ['Textiles', 'Woollens'],
    },
    [
      {
        title: 'Merino Wool Sweaters',
        category: 'textiles',
        material: 'Wool',
        priceMin: 400,
        priceMax: 900,
        moq: 50,
      },
      { title: 'Organic Turmeric Powder', category: 'agriculture', priceMin: 80, priceMax: 120, moq: 500 },
    ],
  );
  await supplierWithCatalogs(
    ctx,
    { name: 'Salem Spice Mills', city: 'Salem', state: 'Tamil Nadu', productCategories: ['Spices'] },
    [
      {
        title: 'Masala Blend Sampler',
        category: 'agriculture',
        description: 'Garam masala, sambar powder and a little turmeric, packed in jars.',
        priceMin: 1500,
        priceMax: 3000,
        moq: 20,
      },
    ],
  );
});

describe('GET /api/search ranking and misspellings', () => {
  it('ranks a title match above a description mention', async () => {
    const r = await search('q=turmeric');
    expect(titles(r)).toEqual(['Organic Turmeric Powder', 'Masala Blend Sampler']);
    expect(r.catalogs.total).toBe(2);
    expect(r.catalogs.items[0]?.supplier?.name).toBe('Ludhiana Woollens');
    expect(r.catalogs.items[0]?.imageUrl).toMatch(/-thumb\.webp$/);
  });

  it("finds textiles for 'textlie' and Jaipur for 'Jaipru'", async () => {
    const textiles = await search('q=textlie');
    expect(names(textiles)).toEqual(
      expect.arrayContaining([
        'Surat Silk Mills',
        'Tiruppur Knitwear Exports',
        'Jaipur Handicrafts Co.',
        'Ludhiana Woollens',
      ]),
    );
    expect(names(textiles)).not.toContain('Kerala Spice Traders');
    expect(titles(textiles)).toEqual(['Merino Wool Sweaters']);
    expect(names(await search('q=Jaipru'))[0]).toBe('Jaipur Handicrafts Co.');
    expect(names(await search('q=hydrabad'))).toEqual(['Hyderabad Generics Ltd.']);
  });

  it('reads "textile suppliers in Surat" as textiles in Surat', async () => {
    expect(names(await search(`q=${encodeURIComponent('textile suppliers in Surat')}`))).toEqual([
      'Surat Silk Mills',
    ]);
  });

  it('answers an unknown word with empty lists, not an error', async () => {
    const r = await search('q=zzqxvk');
    expect([r.catalogs.total, r.suppliers.total, r.catalogs.items, r.suppliers.items]).toEqual([
      0,
      0,
      [],
      [],
    ]);
    expect(r.locations).toContainEqual({ state: 'Kerala', city: 'Kochi' });
  });
});

describe('GET /api/search filters', () => {
  it('filters by category, price range overlap and MOQ', async () => {
    expect(titles(await search('category=agriculture')).sort()).toEqual([
      'Masala Blend Sampler',
      'Organic Turmeric Powder',
    ]);
    expect(titles(await search('priceMin=1000'))).toEqual(['Masala Blend Sampler']);
    expect(titles(await search('priceMin=100&priceMax=500')).sort()).toEqual([
      'Merino Wool Sweaters',
      'Organic Turmeric Powder',
    ]);
    expect(titles(await search('priceMin=130&priceMax=300'))).toEqual([]);
    expect(titles(await search('moqMax=50')).sort()).toEqual([
      'Masala Blend Sampler',
      'Merino Wool Sweaters',
    ]);
    // Suppliers follow the product filters through their catalogs.
    expect(names(await search('priceMin=1000'))).toEqual(['Salem Spice Mills']);
  });

  it('filters by state, city and verification level', async () => {
    expect(names(await search('state=tamil%20nadu')).sort()).toEqual([
      'Salem Spice Mills',
      'Tiruppur Knitwear Exports',
    ]);
    expect(titles(await search('state=Tamil%20Nadu'))).toEqual(['Masala Blend Sampler']);
    expect(names(await search('q=textiles&city=surat'))).toEqual(['Surat Silk Mills']);
    const gold = await search('level=gold');
    expect(names(gold).sort()).toEqual(['Jaipur Handicrafts Co.', 'Pune Precision Engineering']);
    expect(gold.catalogs.total).toBe(0);
  });

  it('pages through results', async () => {
    const lamps = Array.from({ length: 14 }, (_, i) => ({
      title: `Brass Diya Lamp ${i}`,
      category: 'furniture' as const,
    }));
    await supplierWithCatalogs(
      ctx,
      { name: 'Moradabad Brass House', city: 'Moradabad', state: 'Uttar Pradesh' },
      lamps,
    );
    const first = await search('q=diya');
    expect(first.catalogs.total).toBe(14);
    expect(first.catalogs.items).toHaveLength(first.pageSize);
    const second = await search('q=diya&page=2');
    expect(second.catalogs.items).toHaveLength(14 - first.pageSize);
    const seen = new Set([...titles(first), ...titles(second)]);
    expect(seen.size).toBe(14);
  });
});

describe('GET /api/search bad input', () => {
  it('answers 400 with the field and a translated message', async () => {
    const cases: [string, string, string][] = [
      ['priceMin=abc', 'priceMin', 'Enter a valid price.'],
      ['priceMin=500&priceMax=100', 'priceMax', 'The minimum price cannot be above the maximum price.'],
      ['level=platinum', 'level', 'Choose a verification level from the list.'],
      ['category=toys', 'category', 'Choose a category from the list.'],
      ['moqMax=1.5', 'moqMax', 'Enter a whole number of units, 1 or more.'],
      ['page=0', 'page', 'Enter a valid page number.'],
      [`q=${'x'.repeat(101)}`, 'q', 'This value is too long.'],
      ['q=a&q=b', 'q', 'This value is not valid.'],
    ];
    const before = await rowCounts();
    for (const [query, field, message] of cases) {
      const res = await inject(`/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields?.[field], query).toBe(message);
    }
    const hindi = await ctx.app.inject({
      method: 'GET',
      url: '/api/search?priceMin=abc',
      headers: { 'accept-language': 'hi' },
      remoteAddress: '10.9.9.9',
    });
    expect(hindi.json().error.fields.priceMin).toBe('मान्य मूल्य दर्ज करें।');
    expect(await rowCounts()).toEqual(before);
  });

  it('never fails on any query text and changes nothing', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 120 }),
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.constantFrom("'", ':*', '!&|', '%_\\', 'in the'),
        ),
        async (q) => {
          const res = await inject(`/api/search?q=${encodeURIComponent(q)}`);
          expect(res.statusCode, q).toBe(q.trim().length > 100 ? 400 : 200);
        },
      ),
      { numRuns: 60 },
    );
    expect(await rowCounts()).toEqual(before);
  });
});

describe('search indexes', () => {
  it('serve the queries: the stored documents and the vocabulary of misspellings are indexed', async () => {
    const { db } = ctx.deps.database;
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: ReturnType<typeof sql>) =>
        JSON.stringify(await tx.execute(sql`explain ${query}`));
      return [
        await explain(
          sql`select 1 from ${catalogs} where ${catalogs.searchVector} @@ plainto_tsquery('english', 'wool')`,
        ),
        await explain(sql`select 1 from search_terms where 'wol' <<% term`),
        await explain(
          sql`select 1 from ${suppliers} where ${suppliers.searchVector} @@ plainto_tsquery('english', 'silk')`,
        ),
        await explain(
          sql`select 1 from ${products} where ${products.searchVector} @@ plainto_tsquery('english', 'romper')`,
        ),
      ];
    });
    expect(plans[0]).toContain('catalogs_search_idx');
    expect(plans[1]).toContain('search_terms_trgm_idx');
    expect(plans[2]).toContain('suppliers_search_idx');
    expect(plans[3]).toContain('products_search_idx');
  });
});
