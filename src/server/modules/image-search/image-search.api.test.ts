import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImageSearchResult, ImageSearchUploadResult } from '../../../shared/image-search/schema';
import { catalogs, listingImages } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { rephotograph, retakes, sceneImage, sceneSvg } from '../../testing/images';
import { multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import { processImage, storeProcessedImage } from '../media/pipeline';

const ctx = setupTestApp();

/** A catalog written straight to the database and storage, as the save would leave it. */
async function catalogWithImages(userId: string, title: string, category: string, images: Buffer[]) {
  const { db } = ctx.deps.database;
  const [row] = await db
    .insert(catalogs)
    .values({
      userId,
      title,
      description: `${title} for wholesale buyers`,
      itemNumber: 'IS-1',
      material: 'Mixed',
      category,
      template: 'basic',
      moq: 50,
      priceMin: '100',
      priceMax: '900',
    })
    .returning({ id: catalogs.id });
  if (!row) throw new Error('no catalog');
  for (const [i, image] of images.entries()) {
    const storageKey = `catalog_images/${userId}/${Date.now()}-${i}`;
    const stored = await storeProcessedImage(ctx.deps.storage, storageKey, await processImage(image));
    await db.insert(listingImages).values({ catalogId: row.id, ...stored, storageKey, displayOrder: i });
  }
  return row.id;
}

async function upload(data: Buffer, filename: string, type: string, language = 'en') {
  const body = await multipart(undefined, [{ name: 'photo', filename, type, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/search/image',
    headers: { ...body.headers, 'accept-language': language, origin: ctx.deps.config.publicUrl },
    payload: body.payload,
  });
}

async function imageRows() {
  const [row] = await ctx.deps.database.db.select({ n: count() }).from(listingImages);
  return Number(row?.n);
}

describe('image search', () => {
  const photos: Record<string, Buffer> = {};
  const ids: Record<string, string> = {};

  it('finds the catalog of a re-photographed copy of one of its images, first', async () => {
    const supplier = await createTestUser(ctx, { role: 'supplier' });
    for (const seed of [11, 12, 13, 14, 15])
      photos[seed] = await sceneImage(seed, { width: 1600, height: 1200 });
    const p = (seed: number) => photos[seed] as Buffer;
    ids.sheets = await catalogWithImages(supplier.id, 'Cotton bedsheets', 'textiles', [p(11), p(12)]);
    ids.speakers = await catalogWithImages(supplier.id, 'Bluetooth speakers', 'electronics', [p(13)]);
    ids.chairs = await catalogWithImages(supplier.id, 'Teak chairs', 'furniture', [p(14)]);
    ids.towels = await catalogWithImages(supplier.id, 'Bath towels', 'textiles', [p(15)]);

    const retake = (seed: number, i: number) => rephotograph(p(seed), retakes[i] as (typeof retakes)[number]);
    const query = await retake(13, 2);
    const res = await upload(query, 'speaker.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ImageSearchUploadResult;
    expect(body.matches[0]?.id).toBe(ids.speakers);
    expect(body.matches[0]?.title).toBe('Bluetooth speakers');
    expect(body.matches[0]?.thumbUrl).toMatch(/^\/media\/catalog_images\/.+-thumb\.webp$/);
    expect(body.matches[0]?.similarity).toBeGreaterThan(70);
    expect(body.term).toBe('Electronics');
    // Best first, one entry per catalog.
    const sims = body.matches.map((m) => m.similarity);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    expect(new Set(body.matches.map((m) => m.id)).size).toBe(body.matches.length);

    // The second image of a catalog finds that catalog too.
    const second = await upload(await retake(12, 4), 'x.jpg', 'image/jpeg');
    expect((second.json() as ImageSearchUploadResult).matches[0]?.id).toBe(ids.sheets);
  });

  it('gives the same answer again from the signature alone, in the caller language', async () => {
    const query = await rephotograph(photos[14] as Buffer, retakes[5] as (typeof retakes)[number]);
    const posted = (await upload(query, 'chair.jpg', 'image/jpeg')).json() as ImageSearchUploadResult;
    expect(posted.matches[0]?.id).toBe(ids.chairs);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/search/image?signature=${posted.signature}`,
    });
    expect(res.statusCode).toBe(200);
    const again = res.json() as ImageSearchResult;
    expect(again.matches).toEqual(posted.matches);
    expect(again.term).toBe(posted.term);
  });

  it('answers unrelated photos with no close match rather than the nearest catalogs', async () => {
    for (const seed of [999, 1000, 1001]) {
      const photo = await sceneImage(seed, { width: 600, height: 450, format: 'png' });
      const res = await upload(photo, 'other.png', 'image/png');
      expect(res.statusCode).toBe(200);
      const body = res.json() as ImageSearchUploadResult;
      expect([seed, body.matches, body.term]).toEqual([seed, [], null]);
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/search/image?signature=${body.signature}`,
      });
      expect(again.json()).toEqual({ term: null, matches: [] });
    }
  });

  it('refuses an SVG, a text file named .png, a 6 MB file and a missing file, storing nothing', async () => {
    const rows = await imageRows();
    const svg = await upload(Buffer.from(sceneSvg(1, 200, 200)), 'logo.svg', 'image/svg+xml');
    expect([svg.statusCode, svg.json().error.message]).toEqual([
      422,
      'Only JPG, PNG, GIF and WebP images are accepted.',
    ]);
    const text = await upload(Buffer.from('definitely not an image'), 'photo.png', 'image/png', 'hi');
    expect([text.statusCode, text.json().error.message]).toEqual([
      422,
      'केवल JPG, PNG, GIF और WebP तस्वीरें स्वीकार की जाती हैं।',
    ]);
    const big = await upload(
      Buffer.concat([await sceneImage(3), Buffer.alloc(6 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
    );
    expect([big.statusCode, big.json().error.message]).toEqual([422, 'Images must be 5 MB or smaller.']);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/image',
      headers: { origin: ctx.deps.config.publicUrl },
      payload: { photo: 'x' },
    });
    expect([none.statusCode, none.json().error.message]).toEqual([400, 'Please choose an image to upload.']);
    const badSignature = await ctx.app.inject({ method: 'GET', url: '/api/search/image?signature=abc' });
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json().error.fields.signature).toBe(
      'This image search link is not valid. Please search again with a photo.',
    );
    expect(await imageRows()).toBe(rows);
  });

  it('answers any bytes with a 4xx and changes nothing', async () => {
    const rows = await imageRows();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 2048 }), async (bytes) => {
        const res = await upload(Buffer.from(bytes), 'random.jpg', 'image/jpeg');
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 15 },
    );
    expect(await imageRows()).toBe(rows);
  });

  it('is rate limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push(
        (await ctx.app.inject({ method: 'GET', url: '/api/search/image?signature=x' })).statusCode,
      );
    expect(statuses).toContain(429);
  });
});
