import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchLimits } from '../../../shared/search/constants';
import type { Suggestion } from '../../../shared/search/schema';
import { supplierWithCatalogs } from '../../testing/search';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

let caller = 0;
const inject = (q: string, remoteAddress = `10.2.${(caller >> 8) & 255}.${caller++ & 255}`) =>
  ctx.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}`, remoteAddress });

async function suggest(q: string) {
  const res = await inject(q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { suggestions: Suggestion[] }).suggestions;
}
const places = (list: Suggestion[]) =>
  list.flatMap((s) => (s.kind === 'place' ? [`${s.term} ${s.scope} in ${s.place}`] : []));
const ofKind = (list: Suggestion[], kind: Suggestion['kind']) =>
  list.filter((s) => s.kind === kind).map((s) => ('text' in s ? s.text : ''));

beforeAll(async () => {
  await supplierWithCatalogs(
    ctx,
    { name: 'Ludhiana Woollens', city: 'Ludhiana', state: 'Punjab', productCategories: ['Textiles'] },
    [{ title: 'Merino Wool Sweaters', category: 'textiles', material: 'Wool' }],
  );
});

describe('GET /api/search/suggest', () => {
  it('offers the category, a catalog and places that really have textile suppliers', async () => {
    const list = await suggest('tex');
    expect(ofKind(list, 'category')[0]).toBe('Textiles');
    expect(ofKind(list, 'catalog')).toEqual(['Merino Wool Sweaters']);
    const offered = places(list);
    expect(offered).toContain('Textiles products in Ludhiana');
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const textileCities = [
      'Jaipur',
      'Ludhiana',
      'Surat',
      'Tiruppur',
      'Rajasthan',
      'Gujarat',
      'Tamil Nadu',
      'Punjab',
    ];
    for (const p of offered)
      expect(
        textileCities.some((c) => p.endsWith(` in ${c}`)),
        p,
      ).toBe(true);
    expect(list.length).toBeLessThanOrEqual(searchLimits.suggestions);
  });

  it('corrects a misspelt category and keeps places to where it is sold', async () => {
    const list = await suggest('spicies');
    expect(ofKind(list, 'category')).toContain('Spices');
    expect(places(list)).toContain('Spices suppliers in Kochi');
    expect(places(list).every((p) => !p.endsWith('in Surat'))).toBe(true);
  });

  it('suggests supplier names with their ids', async () => {
    const list = await suggest('Jaip');
    expect(list).toContainEqual({
      kind: 'supplier',
      text: 'Jaipur Handicrafts Co.',
      id: 'example-jaipur-handicrafts',
    });
  });

  it('stays quiet for one letter and for text that matches nothing', async () => {
    expect(await suggest('t')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('zzqxvk')).toEqual([]);
  });

  it('rejects an overlong query and survives any text', async () => {
    const res = await inject('x'.repeat(searchLimits.query + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.q).toBe('This value is too long.');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (q) => {
        const r = await inject(q);
        expect(r.statusCode, q).toBe(200);
      }),
      { numRuns: 40 },
    );
  });

  it('limits how fast one address may ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 241; i++) statuses.push((await inject('a', '10.99.0.1')).statusCode);
    expect(statuses.slice(0, 240).every((s) => s === 200)).toBe(true);
    expect(statuses[240]).toBe(429);
  });
});
