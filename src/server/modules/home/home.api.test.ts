import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HomeData } from '../../../shared/home/schema';
import { appSettings } from '../../db/schema';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

async function home(language?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/home',
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toContain('accept-language');
  return res.json() as HomeData;
}

describe('GET /api/home', () => {
  it("lists the spec's nine states with their top exports, in map ids", async () => {
    const { regions } = await home();
    expect(regions.map((r) => r.name)).toEqual([
      'Gujarat',
      'Maharashtra',
      'Tamil Nadu',
      'Karnataka',
      'Punjab',
      'Kerala',
      'West Bengal',
      'Telangana',
      'Delhi',
    ]);
    expect(regions.map((r) => r.id)).toEqual(['gj', 'mh', 'tn', 'ka', 'pb', 'kl', 'wb', 'tg', 'dl']);
    expect(regions.find((r) => r.id === 'kl')?.topExports).toContain('Spices');
    expect(regions.every((r) => r.topExports.length >= 3)).toBe(true);
  });

  it('lists the hypothetical use cases with every field filled', async () => {
    const { useCases } = await home();
    expect(useCases.length).toBeGreaterThanOrEqual(4);
    for (const u of useCases) {
      for (const field of ['quote', 'author', 'position', 'company', 'location'] as const)
        expect(u[field]).not.toBe('');
    }
  });

  it('answers in Hindi when asked', async () => {
    const { regions, useCases } = await home('hi-IN,hi;q=0.9');
    expect(regions[0]).toMatchObject({ id: 'gj', name: 'गुजरात' });
    expect(regions[0]?.topExports[0]).toBe('हीरे और रत्न');
    expect(useCases[0]?.quote).toMatch(/[\u0900-\u097F]/);
    expect(useCases[0]?.author).toBe('Meera Iyer');
  });

  it('keeps one row per seed when the reference data is seeded again', async () => {
    const { referenceSeedKey, seedReferenceData } = await import('../../db/seed/seed');
    await ctx.deps.database.db.delete(appSettings).where(eq(appSettings.key, referenceSeedKey));
    await seedReferenceData(ctx.deps);
    const { regions, useCases } = await home();
    expect(regions).toHaveLength(9);
    expect(new Set(useCases.map((u) => u.id)).size).toBe(useCases.length);
  });
});
