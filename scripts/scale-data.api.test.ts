import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { search } from '../src/server/modules/search/service';
import { supplierWithCatalogs } from '../src/server/testing/search';
import { setupTestApp } from '../src/server/testing/test-app';
import { searchQuerySchema } from '../src/shared/search/schema';
import { removeScaleData, writeScaleData } from './scale-data';

const ctx = setupTestApp();
const counts = { suppliers: 16, catalogs: 1200, products: 40 };

const find = (query: Record<string, unknown>) => search(ctx.deps.database.db, searchQuerySchema.parse(query));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many scale rows there are, and one hash of every generated column of them. */
async function scaleState() {
  const [state] = await rows<{ suppliers: number; catalogs: number; products: number; hash: string }>(sql`
    select
      (select count(*)::int from suppliers where id like 'scale-s%') as suppliers,
      (select count(*)::int from catalogs where user_id like 'scale-u%') as catalogs,
      (select count(*)::int from products where user_id like 'scale-u%') as products,
      md5(
        (select string_agg(concat_ws('|', id, name, city, state, verification_level), ',' order by id)
          from suppliers where id like 'scale-s%') ||
        (select string_agg(concat_ws('|', id, user_id, title, description, material, category, moq, price_min), ',' order by id)
          from catalogs where user_id like 'scale-u%')
      ) as hash`);
  return state;
}

describe('scale data (npm run seed:scale)', () => {
  it('writes the same rows on every run, found by search and filters, and removes only its own', async () => {
    const real = await supplierWithCatalogs(ctx, { name: 'Kaveri Handlooms', state: 'Karnataka' }, [
      { title: 'Mysore Silk Saree' },
    ]);
    await writeScaleData(ctx.deps.database.db, counts);
    const first = await scaleState();
    expect(first).toMatchObject(counts);
    await writeScaleData(ctx.deps.database.db, counts);
    expect(await scaleState()).toEqual(first);

    // Real goods and places: a buyer's words and a state filter find them.
    const sarees = await find({ q: 'cotton saree' });
    expect(sarees.catalogs.total).toBeGreaterThan(0);
    for (const c of sarees.catalogs.items) expect(c.title.toLowerCase()).toContain('saree');
    const [surat] = await rows<{ state: string }>(
      sql`select state from suppliers where city = 'Surat' limit 1`,
    );
    expect(surat?.state).toBe('Gujarat');
    const inGujarat = await find({ state: 'Gujarat' });
    expect(inGujarat.catalogs.total).toBeGreaterThan(0);
    expect(inGujarat.catalogs.total).toBeLessThan(counts.catalogs);

    // More than the bound: "1,000+", pages read newest first; past the last match, the total stays.
    const all = await find({});
    expect(all.catalogs).toMatchObject({ total: 1000, capped: true });
    const newest = await rows<{ id: string }>(
      sql`select id from catalogs where hidden_at is null order by created_at desc, id limit 24`,
    );
    const pages = [...all.catalogs.items, ...(await find({ page: 2 })).catalogs.items];
    expect(pages.map((c) => c.id)).toEqual(newest.map((r) => r.id));
    const [textiles] = await rows<{ n: number }>(
      sql`select count(*)::int as n from catalogs where category = 'textiles' and hidden_at is null`,
    );
    const beyond = await find({ category: 'textiles', page: 40 });
    expect(beyond.catalogs).toMatchObject({ items: [], total: textiles?.n, capped: false });
    expect(beyond.suppliers.items).toEqual([]);
    expect(beyond.suppliers.total).toBeGreaterThan(0);

    await removeScaleData(ctx.deps.database.db);
    expect(await scaleState()).toMatchObject({ suppliers: 0, catalogs: 0, products: 0 });
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from catalogs where id = ${real.catalogIds[0] as string}`,
    );
    expect(left?.n).toBe(1);
  });
});
