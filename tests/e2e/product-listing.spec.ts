import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a product is a listing: its page, search, the supplier page, an edited price', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const company = `Kanpur Leatherworks ${stamp}`;
  const title = `Tanned leather satchel ${stamp}`;
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const profile = await page.request.put('/api/suppliers/me', {
    data: {
      name: company,
      description: 'Hand-stitched leather bags',
      city: 'Kanpur',
      state: 'Uttar Pradesh',
    },
    headers: { origin },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const catalogTitle = `Leather bags ${stamp}`;
  const form = new FormData();
  form.append('details', JSON.stringify(catalogForm({ title: catalogTitle })));
  const jpeg = await sceneImage(912, { width: 800, height: 600 });
  form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bags.jpg');
  const catalog = await page.request.post('/api/catalogs', { multipart: form, headers: { origin } });
  expect(catalog.status(), await catalog.text()).toBe(201);
  const photo = test.info().outputPath('satchel.jpg');
  writeFileSync(photo, await sceneImage(911, { width: 1000, height: 750 }));

  // The supplier adds it through the three steps.
  await page.goto(routes.addProduct());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select from Camera Roll' }).click();
  await (await chooser).setFiles([photo]);
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Product title').fill(title);
  await page.getByLabel('Description').fill('Full-grain leather satchel with brass buckles');
  await page.getByLabel('Category').selectOption('textiles');
  // It joins a catalog of the supplier's choosing.
  await page.getByLabel('Catalog', { exact: true }).selectOption({ label: catalogTitle });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Minimum price (₹)').fill('1500');
  await page.getByLabel('Maximum price (₹)').fill('250000');
  await page.getByLabel('MOQ (units)').fill('25');
  // A services code is refused with the reason; leather bags are HSN 4202 at 18 %, prices before GST.
  await page.getByLabel('HSN code').fill('9983');
  await page.getByLabel('GST rate').selectOption({ label: '18%' });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    page.getByText('Enter an HSN code of goods: its first two digits must be a chapter from 01 to 97.'),
  ).toBeVisible();
  await page.getByLabel('HSN code').fill('4202');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product successfully added to your catalog!')).toBeVisible();
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Open' }).click();
  const productUrl = page.url();
  expect(productUrl).toMatch(/\/products\/[0-9a-f-]{36}$/);

  // A buyer finds it by search and on the supplier's page, and opens its page.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(routes.search(`satchel ${stamp}`));
  await buyer.getByRole('link', { name: title }).click();
  await expect(buyer).toHaveURL(productUrl);
  await expect(buyer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(buyer.getByText(/₹1,500\s*–\s*₹2,50,000/)).toBeVisible();
  await expect(buyer.getByText('excl. GST')).toBeVisible();
  await expect(buyer.getByText('HSN 4202 · GST 18%')).toBeVisible();
  await expect(buyer.getByText('25 units')).toBeVisible();
  await expect(buyer).toHaveTitle(`${title} — TradeSetu`);
  // Its catalog lists it, and each page links to the other.
  await buyer.getByRole('link', { name: catalogTitle }).click();
  await buyer
    .getByRole('region', { name: 'Products in this catalog' })
    .getByRole('link', { name: title })
    .click();
  await expect(buyer).toHaveURL(productUrl);
  await buyer.getByRole('link', { name: 'View supplier profile' }).click();
  await expect(buyer.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(
    buyer.getByRole('region', { name: 'Products' }).getByRole('link', { name: title }),
  ).toBeVisible();

  // The supplier edits its price; the buyer sees the new one.
  await page.goto(productUrl);
  await page.getByRole('link', { name: 'Edit product' }).click();
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByLabel('Maximum price (₹)')).toHaveValue('250000');
  await page.getByLabel('Maximum price (₹)').fill('300000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated!')).toBeVisible();
  await expect(page).toHaveURL(productUrl);
  await buyer.goto(productUrl);
  await expect(buyer.getByText(/₹1,500\s*–\s*₹3,00,000/)).toBeVisible();
  await buyerContext.close();
});

test('an unknown product address answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto(routes.product('00000000-0000-4000-8000-000000000000'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
