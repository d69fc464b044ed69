import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SearchResults, type Suggestion, searchQuerySchema } from '../../../shared/search/schema';
import { catalogs } from '../../db/schema';
import { supplierWithCatalogs } from '../../testing/search';
import { setupTestApp } from '../../testing/test-app';
import type { TranslationProvider } from '../translation/provider';
import { textMatch } from './matching';
import { search as searchService } from './service';

const ctx = setupTestApp();

let caller = 0;
const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, remoteAddress: `10.3.0.${caller++ & 255}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const titles = async (q: string) =>
  ((await get(`/api/search?q=${encodeURIComponent(q)}`)) as SearchResults).catalogs.items.map((c) => c.title);

const english = 'Organic Cotton Tote Bags';
const hindi = 'कपास की बोरियां';
const lentils = 'துவரம் பருப்பு';

beforeAll(async () => {
  await supplierWithCatalogs(ctx, { name: 'Erode Organic Weaves', city: 'Erode', state: 'Tamil Nadu' }, [
    { title: english, material: 'Cotton', description: 'Plain weave tote bags for retail packaging.' },
    { title: 'Woollen Blankets', material: 'Wool', description: 'Warm blankets for winter stock.' },
    { title: 'Brass Diya Lamps', category: 'furniture', material: 'Brass' },
  ]);
  await supplierWithCatalogs(ctx, { name: 'Indore Bori Udyog', city: 'Indore', state: 'Madhya Pradesh' }, [
    {
      title: hindi,
      material: 'कपास',
      category: 'agriculture',
      description: 'शुद्ध कपास से बनी मज़बूत बोरियां, थोक खरीदारों के लिए।',
    },
    { title: lentils, category: 'agriculture', description: 'தரமான துவரம் பருப்பு மொத்த விற்பனை.' },
  ]);
});

describe('search across languages', () => {
  it('finds an English cotton listing for कपास, and the Hindi one too', async () => {
    const found = await titles('कपास');
    expect(found).toEqual(expect.arrayContaining([english, hindi]));
    expect(found).not.toContain('Brass Diya Lamps');
  });

  it.each(['பருத்தி', 'قطن', 'القطن', 'Baumwolle', '棉', 'algodo\u0301n', 'ਕਪਾਹ'])(
    'finds the cotton listings for %s and nothing else',
    async (q) => {
      expect((await titles(q)).sort()).toEqual([english, hindi].sort());
    },
  );

  it('finds the listing written in Hindi for an English query', async () => {
    expect(await titles('cotton')).toEqual(expect.arrayContaining([english, hindi]));
    expect(await titles('cotton bags')).toEqual([english]);
  });

  it('matches Indian scripts as whole words: Tamil cotton is not lentils, a part of कपास is nothing', async () => {
    expect(await titles('பருத்தி')).not.toContain(lentils);
    expect(await titles('பருப்பு')).toEqual([lentils]);
    expect(await titles('कपा')).toEqual([]);
  });

  it('finds suppliers through the glossary as well', async () => {
    const r = (await get(`/api/search?q=${encodeURIComponent('रेशम')}`)) as SearchResults;
    expect(r.suppliers.items.map((s) => s.name)).toContain('Surat Silk Mills');
  });

  it('finds nothing for an unrelated word, or for a known term nobody lists', async () => {
    for (const q of ['zzqxvk', 'चमड़ा']) {
      const r = (await get(`/api/search?q=${encodeURIComponent(q)}`)) as SearchResults;
      expect(r.catalogs.items, q).toEqual([]);
    }
  });

  it('suggests listings written in another language', async () => {
    const { suggestions } = (await get(`/api/search/suggest?q=${encodeURIComponent('कपास')}`)) as {
      suggestions: Suggestion[];
    };
    const catalogsOffered = suggestions.flatMap((s) => (s.kind === 'catalog' ? [s.text] : []));
    expect(catalogsOffered).toEqual(expect.arrayContaining([english, hindi]));
    const textiles = (await get(`/api/search/suggest?q=${encodeURIComponent('वस्त्र')}`)) as {
      suggestions: Suggestion[];
    };
    expect(textiles.suggestions).toContainEqual({ kind: 'category', text: 'Textiles' });
  });

  it('keeps using the full-text index for an expanded word', async () => {
    const plan = await ctx.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const match = textMatch(catalogs.searchVector, ['कपास']);
      return JSON.stringify(await tx.execute(sql`explain select 1 from ${catalogs} where ${match?.where}`));
    });
    expect(plan).toContain('catalogs_search_idx');
  });
});

describe('search with the translation adapter', () => {
  const asked: string[] = [];
  const provider: TranslationProvider = {
    name: 'test-double',
    pairs: async () => [['es', 'en']],
    translate: async (text) => {
      asked.push(text);
      return ({ mantas: 'blankets' } as Record<string, string>)[text] ?? text;
    },
  };
  const run = (q: string, language: string) =>
    searchService(ctx.deps.database.db, searchQuerySchema.parse({ q }), { provider, language });

  it('translates a word the glossary lacks to English, once, and searches it too', async () => {
    const first = await run('mantas', 'es');
    expect(first.catalogs.items.map((c) => c.title)).toEqual(['Woollen Blankets']);
    await run('mantas', 'es');
    expect(asked).toEqual(['mantas']);
  });

  it('asks nothing for glossary words, English callers or a pair the adapter lacks', async () => {
    asked.length = 0;
    expect((await run('algodón', 'es')).catalogs.total).toBe(2);
    expect((await run('mantas', 'en')).catalogs.total).toBe(0);
    expect((await run('कंबल', 'hi')).catalogs.total).toBe(0);
    expect(asked).toEqual([]);
  });
});
