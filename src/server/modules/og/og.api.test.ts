import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/products/schema';
import { ogImagePath } from '../../../shared/share/links';
import { products, suppliers } from '../../db/schema';
import { productForm } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier, inquiry, upload } from '../../testing/trade';

// A stand-in for the built page renderer (the contract: src/shared/page-renderer.ts) that names
// the preview image the page's own code would (usePageMeta's `image`), set by each test.
const clientDir = mkdtempSync(join(tmpdir(), 'tradesetu-og-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html lang="en" dir="ltr"><head><title>TradeSetu</title>' +
    '<meta name="description" content="The default." /></head><body><div id="root"></div></body></html>',
);
mkdirSync(join(clientDir, '.ssr'));
writeFileSync(
  join(clientDir, '.ssr', 'entry-server.mjs'),
  `export function setApiTransport() {}
export async function renderPage({ url }) {
  return { status: 200, html: '<p>' + url + '</p>', title: 'Cotton "poplin" — TradeSetu',
    description: 'Made in Surat', image: globalThis.ogTestImage, state: '{}' };
}`,
);
declare global {
  var ogTestImage: string | undefined;
}

const ctx = setupTestApp({}, { clientDir });
let seller: Awaited<ReturnType<typeof createTradingSupplier>>;
let productId: string;

beforeAll(async () => {
  seller = await createTradingSupplier(ctx, { name: 'Surat Looms', titles: ['Poplin roll'] });
  const res = await upload(ctx, seller, '/api/products', productForm({ title: 'Cotton poplin' }), [
    await sceneImage(3, { width: 900, height: 1200 }),
  ]);
  expect(res.statusCode, res.body).toBe(201);
  productId = res.json().id;
});

const product = async () =>
  (await call(ctx, null, 'GET', `/api/products/${productId}`)).json().product as Product;
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews', () => {
  it('name absolute addresses in a listing page, and its image is a 1200×630 JPEG made once', async () => {
    const { publicUrl } = ctx.deps.config;
    const p = await product();
    globalThis.ogTestImage = ogImagePath('product', p.id, p.title, p.images[0]?.url);
    const html = (await get(`/products/${p.id}?utm_source=whatsapp`)).body;
    expect(metaOf(html, 'og:url')).toBe(`${publicUrl}/products/${p.id}`);
    expect(metaOf(html, 'og:title')).toBe('Cotton &quot;poplin&quot; — TradeSetu');
    expect(metaOf(html, 'og:locale')).toBe('en_IN');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:image')).toBe(`${publicUrl}${globalThis.ogTestImage}`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');

    const image = await get(globalThis.ogTestImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // Made once: the second answer is the stored file, byte for byte.
    const again = await get(globalThis.ogTestImage);
    expect(again.rawPayload.equals(image.rawPayload)).toBe(true);
    // An address from before a change of photo or title is answered, but not kept for a year.
    expect((await get(`/og/product/${p.id}.jpg?v=00000000`)).headers['cache-control']).toBe(
      'public, max-age=300',
    );

    // A catalog without a photo previews with the brand image.
    const catalogId = seller.catalogIds[0] ?? '';
    globalThis.ogTestImage = ogImagePath('catalog', catalogId, 'Poplin roll', null);
    const catalogHtml = (await get(`/catalogs/${catalogId}`)).body;
    expect(metaOf(catalogHtml, 'og:url')).toBe(`${publicUrl}/catalogs/${catalogId}`);
    expect(metaOf(catalogHtml, 'og:image')).toBe(`${publicUrl}/og/site.jpg`);
    const brand = await get('/og/site.jpg');
    expect(await sharp(brand.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('of a hidden or missing listing answer 404', async () => {
    const p = await product();
    const path = ogImagePath('product', p.id, p.title, p.images[0]?.url);
    await ctx.deps.database.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, p.id));
    expect((await get(path)).statusCode).toBe(404);
    await ctx.deps.database.db.update(products).set({ hiddenAt: null }).where(eq(products.id, p.id));
    expect((await get(`/og/product/${crypto.randomUUID()}.jpg`)).statusCode).toBe(404);
    expect((await get('/og/catalog/not-an-id.jpg')).statusCode).toBe(404);
  });
});

describe("a supplier's WhatsApp number", () => {
  let buyer: TestUser;
  let stranger: TestUser;
  const save = (whatsapp: string) =>
    call(ctx, seller, 'PUT', '/api/suppliers/me', {
      name: 'Surat Looms',
      description: 'Weavers and exporters of cotton fabric',
      city: 'Surat',
      state: 'Gujarat',
      whatsapp,
    });
  const numberFor = (who: TestUser | null) =>
    call(ctx, who, 'GET', `/api/suppliers/${seller.supplierId}/whatsapp`);

  beforeAll(async () => {
    [buyer, stranger] = await Promise.all([createTestUser(ctx), createTestUser(ctx)]);
    const asked = await call(
      ctx,
      buyer,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: seller.catalogIds[0] }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
  });

  it('is kept in E.164, and a number that is neither an Indian mobile nor E.164 is refused', async () => {
    const refused = await save('12345 67890');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.whatsapp).toMatch(/Indian mobile/);
    expect((await save('+91 1234567890')).statusCode).toBe(400);
    const saved = await save('098765 43210');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payment.whatsapp).toBe('+919876543210');
    expect((await save('+44 7700 900123')).json().payment.whatsapp).toBe('+447700900123');
    await save('9876543210');
    const [row] = await ctx.deps.database.db
      .select({ whatsapp: suppliers.whatsapp })
      .from(suppliers)
      .where(eq(suppliers.id, seller.supplierId));
    expect(row?.whatsapp).toBe('+919876543210');
  });

  it('reaches the owner and buyers who wrote, never visitors, other buyers or public answers', async () => {
    await save('9876543210');
    expect((await numberFor(null)).statusCode).toBe(401);
    expect((await numberFor(stranger)).json()).toEqual({ whatsapp: null });
    expect((await numberFor(buyer)).json()).toEqual({ whatsapp: '+919876543210' });
    expect((await numberFor(seller)).json()).toEqual({ whatsapp: '+919876543210' });
    const answers = await Promise.all([
      call(ctx, buyer, 'GET', `/api/suppliers/${seller.supplierId}`),
      call(ctx, null, 'GET', '/api/suppliers?q=Surat'),
      call(ctx, null, 'GET', '/api/search?q=Surat%20Looms'),
      call(ctx, null, 'GET', `/api/products/${productId}`),
      get(`/suppliers/${seller.supplierId}`),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('9876543210');
    }
    expect(answers[1]?.body).toContain('Surat Looms');
  });
});
