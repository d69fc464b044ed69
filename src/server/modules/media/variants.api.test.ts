import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../shared/catalogs/schema';
import type { SearchResults } from '../../../shared/search/schema';
import { listingImages } from '../../db/schema';
import { catalogForm } from '../../testing/catalogs';
import { createTestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import { backfillMediumVariants } from './backfill';
import { imageKeys } from './pipeline';

const ctx = setupTestApp();
let catalogId: string;

beforeAll(async () => {
  const supplier = await createTestUser(ctx, { role: 'supplier', companyName: 'Light Looms' });
  const body = await multipart(catalogForm({ title: 'Ikat silk stoles' }), [
    jpegPart(await sceneImage(5, { width: 1600, height: 1200 })),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/catalogs',
    payload: body.payload,
    headers: { ...body.headers, cookie: supplier.cookie, origin: ctx.deps.config.publicUrl },
  });
  expect(res.statusCode, res.body).toBe(201);
  catalogId = (res.json() as { id: string }).id;
});

const photo = async () =>
  (
    (await ctx.app.inject({ method: 'GET', url: `/api/catalogs/${catalogId}` })).json() as {
      catalog: Catalog;
    }
  ).catalog.images[0];
const get = (url: string, saveData?: boolean) =>
  ctx.app.inject({ method: 'GET', url, headers: saveData ? { 'save-data': 'on' } : {} });
const width = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('the 640 px photo variant', () => {
  it('is written for a new photo and named wherever the display variant is', async () => {
    const image = await photo();
    expect(image?.mediumUrl).toMatch(/-medium\.webp$/);
    expect(await width((await get(image?.mediumUrl ?? '')).rawPayload)).toBe(640);
    const search = (await get('/api/search?q=Ikat')).json() as SearchResults;
    expect(search.catalogs.items[0]?.photo).toEqual({
      thumbUrl: image?.thumbUrl,
      mediumUrl: image?.mediumUrl,
      displayUrl: image?.displayUrl,
      width: 1600,
      height: 1200,
    });
  });

  it('answers Save-Data: on with the next smaller variant, saying Vary: Save-Data', async () => {
    const image = await photo();
    const display = await get(image?.displayUrl ?? '');
    const lighter = await get(image?.displayUrl ?? '', true);
    expect(await width(display.rawPayload)).toBe(1024);
    expect(await width(lighter.rawPayload)).toBe(640);
    expect(lighter.headers['content-length']).toBe(String(lighter.rawPayload.length));
    expect(await width((await get(image?.mediumUrl ?? '', true)).rawPayload)).toBe(320);
    for (const res of [display, lighter]) {
      expect(res.headers.vary).toBe('Save-Data');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('image/webp');
    }
    // The smallest variant and the JPEG are the same for everyone.
    const thumb = await get(image?.thumbUrl ?? '', true);
    expect(await width(thumb.rawPayload)).toBe(320);
    expect(thumb.headers.vary).toBeUndefined();
    expect((await get(image?.url ?? '', true)).headers['content-type']).toBe('image/jpeg');
  });

  it('is made for a photo stored before it existed, once, by two instances at the same time', async () => {
    const { db } = ctx.deps.database;
    const [row] = await db.select().from(listingImages).where(eq(listingImages.catalogId, catalogId));
    const keys = imageKeys(row?.storageKey ?? '');
    // An older photo: no medium file, no medium_url.
    await ctx.deps.storage.delete(keys.medium);
    await db.update(listingImages).set({ mediumUrl: null }).where(eq(listingImages.catalogId, catalogId));
    expect((await photo())?.mediumUrl).toBeNull();
    // Meanwhile Save-Data falls back to the thumbnail.
    expect(await width((await get((await photo())?.displayUrl ?? '', true)).rawPayload)).toBe(320);

    const counts = await Promise.all(
      [1, 2].map(() => backfillMediumVariants(db, ctx.deps.storage, ctx.app.log)),
    );
    // Both made the file; the row was set by one of them.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const image = await photo();
    expect(image?.mediumUrl).toBe(ctx.deps.storage.publicUrl(keys.medium));
    expect(await width((await get(image?.mediumUrl ?? '')).rawPayload)).toBe(640);
    expect(await backfillMediumVariants(db, ctx.deps.storage, ctx.app.log)).toBe(0);
  });
});
