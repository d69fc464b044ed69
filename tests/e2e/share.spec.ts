import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { routes } from '../../src/shared/routes';
import type { Supplier, SupplierDetail } from '../../src/shared/suppliers/schema';
import { expect, signIn, test } from './fixtures';

// Shared from a phone, as WhatsApp is.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The demo supplier (the seed's Ravi Textiles, whose catalogs have photos) and its page's answer. */
async function demoSupplier(request: APIRequestContext) {
  const list = (await (await request.get('/api/suppliers?q=Ravi')).json()) as { suppliers: Supplier[] };
  const id = list.suppliers.find((s) => s.name === 'Ravi Textiles (demo)')?.id ?? '';
  return (await (await request.get(`/api/suppliers/${id}`)).json()) as SupplierDetail;
}

test('a catalog page shares its address on WhatsApp, copies it, and previews with a 1200×630 photo', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const catalog = (await demoSupplier(page.request)).catalogs[0];
  const path = routes.catalogDetail(catalog?.id ?? '');
  const address = `${baseURL}${path}`;
  await page.goto(path);

  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(new URL(href).searchParams.get('text')).toBe(`${catalog?.title} ${address}`);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // What WhatsApp's crawler reads: the page's HTML and the image it names.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`<meta property="og:url" content="${address}" />`);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(image).toMatch(new RegExp(`^${baseURL}/og/catalog/${catalog?.id}\\.jpg\\?v=`));
  const res = await page.request.get(image);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  expect(await sharp(await res.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
});

test('a buyer who has written to the demo supplier can chat on WhatsApp; a visitor cannot', async ({
  page,
}) => {
  const { supplier } = await demoSupplier(page.request);
  await page.goto(routes.supplier(supplier.id));
  // 'Copy link' shows once the page runs: by then a chat link would have been asked for.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  expect(await page.content()).not.toContain('9876543210');

  // The seed's demo buyer has an answered inquiry with Ravi Textiles.
  await signIn(page, { email: 'buyer@demo.tradesetu.in', password: 'demo1234' });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919876543210',
  );
});
