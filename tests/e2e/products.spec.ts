import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Product steps' }).getByRole('tab', { name, exact: true });

test('Add New Product: upload, edit, details, saved for real, listed, deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const files = await Promise.all(
    [901, 902].map(async (seed) => {
      const path = test.info().outputPath(`product-${seed}.jpg`);
      writeFileSync(path, await sceneImage(seed, { width: 1000, height: 800 }));
      return path;
    }),
  );
  await page.goto(routes.products());
  await page.getByRole('link', { name: 'Add New Product' }).click();
  await expect(page).toHaveURL(/\/products\/new$/);
  await expect(tab(page, 'Edit')).toBeDisabled();
  await expect(tab(page, 'Details')).toBeDisabled();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select from Camera Roll' }).click();
  await (await chooser).setFiles(files);
  await expect(toast(page, '2 image(s) uploaded successfully!')).toBeVisible();
  await expect(page.getByText('Image 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next Image' }).click();
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await expect(toast(page, 'All images edited! Add product details now.')).toBeVisible();
  await expect(toast(page, 'Fill in the information about your product.')).toBeVisible();
  await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
  // The details step fades in over 0.3 s.
  await expect(page.getByRole('tabpanel', { name: 'Details', exact: true })).toHaveCSS(
    'transition-duration',
    '0.3s',
  );

  // Photos: step through them, the 5-column grid with its add tile and hint.
  await expect(page.getByText('Photo 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('Photo 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();
  await expect(page.getByText('Add up to 9 photos of your product')).toBeVisible();
  const grid = page.getByRole('region', { name: 'Your Photos' }).getByRole('list');
  expect(await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(5);

  // Every field is required.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('tab', { name: 'Details' }).last()).toHaveAttribute('aria-selected', 'true');
  for (const message of ['Title is required', 'Description is required', 'Category is required'])
    await expect(page.getByText(message, { exact: true })).toBeVisible();

  const title = `Brass diya set ${Date.now()}`;
  await page.getByLabel('Product title').fill(title);
  await page.getByLabel('Description').fill('Hand-polished brass diyas, set of six');
  await page.getByLabel('Category').selectOption('furniture');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (const message of ['Minimum price is required', 'Maximum price is required', 'MOQ is required'])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  // Refused again: what was typed and chosen stays, and so it does through a visit to Upload.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Title is required', { exact: true })).toHaveCount(0);
  await tab(page, 'Upload').click();
  await tab(page, 'Details').click();
  await page.getByRole('tab', { name: 'Details' }).last().click();
  await expect(page.getByLabel('Product title')).toHaveValue(title);
  await expect(page.getByLabel('Category')).toHaveValue('furniture');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Minimum price (₹)').fill('120');
  await page.getByLabel('Maximum price (₹)').fill('4500');
  await page.getByLabel('MOQ (units)').fill('50');
  await page.getByLabel('HSN code').fill('7418');
  await page.getByLabel('GST rate').selectOption({ label: '18%' });
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product successfully added to your catalog!')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);

  await page.reload();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('2 photos')).toBeVisible();
  await expect(card.getByText(/₹120\s*–\s*₹4,500/)).toBeVisible();
  expect(await card.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Product deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('You have not added a product yet.')).toBeVisible();
});

test('/upload is the same screen as /products', async ({ page }) => {
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  await page.goto(routes.upload());
  await expect(page.getByRole('heading', { name: 'My Products', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not created a catalog yet.')).toBeVisible();
});
