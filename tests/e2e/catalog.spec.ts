import type { Locator } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { colourfulness, fillDetails, photoFiles, tab, toast, upload } from './catalog-wizard';
import { createUser, expect, signIn, test } from './fixtures';

/** The images of the preview grid, each loaded (natural size above zero). */
async function expectGridImages(grid: Locator, count: number) {
  const images = grid.getByRole('img');
  await expect(images).toHaveCount(count);
  for (const img of await images.all()) {
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
}

const detailsMessages = {
  'Basic Info': [
    'Title must be at least 3 characters',
    'Description must be at least 10 characters',
    'Item number is required',
  ],
  Specifications: [
    'Material is required',
    'Length is required',
    'Width is required',
    'Height is required',
    'Weight value is required',
    'Fabric type is required',
    'GSM is required',
  ],
  Packaging: [
    'Inner packaging type is required',
    'Inner packaging quantity is required',
    'Inner packaging dimensions are required',
    'Outer packaging type is required',
    'Outer packaging quantity is required',
    'Outer packaging dimensions are required',
    "20' container capacity is required",
    "40' container capacity is required",
  ],
  Pricing: [
    'Minimum price is required',
    'Maximum price is required',
    'MOQ is required',
    'Enter the HSN code: 4, 6 or 8 digits.',
    'Choose the GST rate.',
  ],
};

test('the catalog wizard: guards, toasts, every details message, preview, save, public page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const files = await photoFiles([801, 802]);
  await page.goto(routes.catalog());

  await expect(tab(page, 'Upload')).toBeEnabled();
  for (const name of ['Edit', 'Template', 'Details', 'Preview']) await expect(tab(page, name)).toBeDisabled();

  await upload(page, files);
  await expect(toast(page, '2 image(s) uploaded successfully!')).toBeVisible();
  await expect(tab(page, 'Edit')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Template')).toBeEnabled();
  await expect(tab(page, 'Details')).toBeDisabled();
  await expect(page.getByText('Image 1 of 2')).toBeVisible();
  // The first photo gets Moon (fully desaturated): the saved catalog must show that edit.
  await page.getByRole('button', { name: 'Moon' }).click();
  await page.getByRole('button', { name: 'Next Image' }).click();
  await expect(toast(page, 'Image edited successfully!').first()).toBeVisible();
  await expect(page.getByText('Image 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await expect(toast(page, 'All images edited! Select a catalog template now.')).toBeVisible();
  await expect(tab(page, 'Template')).toHaveAttribute('aria-selected', 'true');

  await page
    .getByRole('article', { name: 'Textile' })
    .getByRole('button', { name: 'Use This Template' })
    .click();
  await expect(toast(page, 'Textile template selected!')).toBeVisible();
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Preview')).toBeDisabled();

  // Submitting the empty form: each tab shows its messages, word for word.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
  for (const [tabName, messages] of Object.entries(detailsMessages)) {
    await tab(page, tabName).click();
    for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await tab(page, 'Basic Info').click();
  await expect(page.getByLabel('Category')).toHaveValue('textiles');

  const title = `Handloom bedsheets ${Date.now()}`;
  await fillDetails(page, title);
  await tab(page, 'Specifications').click();
  await page.getByLabel('Weight unit').selectOption('lb');
  await tab(page, 'Pricing').click();
  await page.getByLabel('Minimum price (₹)').fill('500000');
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expect(page.getByText('Minimum price cannot be more than the maximum price')).toBeVisible();
  // A refused submit keeps every field as it was, a choice in a list included.
  await tab(page, 'Specifications').click();
  await expect(page.getByLabel('Weight unit')).toHaveValue('lb');
  await expect(page.getByLabel('Weight value')).toHaveValue('1.2');
  await tab(page, 'Pricing').click();
  await page.getByLabel('Minimum price (₹)').fill('250');
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expect(toast(page, 'Catalog details saved! Preview your catalog now.')).toBeVisible();
  await expect(tab(page, 'Preview')).toHaveAttribute('aria-selected', 'true');

  const grid = page.getByTestId('catalog-images');
  await expectGridImages(grid, 2);
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(5);
  expect(
    await grid
      .getByRole('img')
      .first()
      .evaluate((el) => getComputedStyle(el).gridColumnEnd),
  ).toBe('span 3');
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  for (const text of [
    title,
    'Item No.: TX-1042',
    'Soft handloom cotton bedsheets dyed with natural colours',
    '100% cotton',
    'Textiles',
    '275 × 228 × 2 cm',
    '1.2 lb',
    'MOQ: 100 units',
    'Poly bag, 1 per pack, 40 x 30 x 5 cm',
    'Carton, 20 per pack, 60 x 40 x 50 cm',
    "20': 8,000 units · 40': 17,000 units",
    'Plain weave',
    'excl. GST',
    'HSN 6304 · GST 5%',
  ])
    await expect(preview.getByText(text, { exact: true })).toBeVisible();
  await expect(preview.getByText(/₹250\s*–\s*₹1,00,000/)).toBeVisible();

  // Edit goes back to Details, and the preview is still there to return to.
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await tab(page, 'Pricing').click();
  await expect(page.getByLabel('Minimum price (₹)')).toHaveValue('250');
  await tab(page, 'Preview').click();

  await page.getByRole('button', { name: 'Save Catalog' }).click();
  await expect(page.getByRole('progressbar', { name: 'Saving progress' })).toBeVisible();
  await expect(toast(page, 'Catalog saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/catalogs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const publicGrid = page.getByTestId('catalog-images');
  await expectGridImages(publicGrid, 2);
  expect(await colourfulness(publicGrid.getByRole('img').nth(0))).toBeLessThan(3);
  expect(await colourfulness(publicGrid.getByRole('img').nth(1))).toBeGreaterThan(20);
  await expect(page.getByText('Supplier', { exact: true })).toBeVisible();
});

test('a failed save keeps the work and says why; Cancel starts again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  await page.goto(routes.catalog());
  await upload(page, await photoFiles([811]));
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await page
    .getByRole('article', { name: 'Textile' })
    .getByRole('button', { name: 'Use This Template' })
    .click();
  const title = `Jute rugs ${Date.now()}`;
  await fillDetails(page, title);
  // What was typed stays while another step is open.
  await tab(page, 'Template').click();
  await tab(page, 'Details').click();
  await expect(page.getByLabel('MOQ (units)')).toHaveValue('100');
  await page.getByRole('button', { name: 'Preview Catalog' }).click();

  // Fields the server refuses show where they are typed, in the first tab that has one.
  const refused = { 'dimensions.length': 'Length is required' };
  await page.route('**/api/catalogs', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: refused },
      },
    }),
  );
  await page.getByRole('button', { name: 'Save Catalog' }).click();
  await expect(toast(page, 'Error saving catalog: Please correct the highlighted fields.')).toBeVisible();
  await expect(tab(page, 'Specifications')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Length is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Length')).toHaveValue('275');
  await tab(page, 'Pricing').click();
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expect(tab(page, 'Preview')).toHaveAttribute('aria-selected', 'true');
  await page.unroute('**/api/catalogs');

  await page.route('**/api/catalogs', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'unavailable', message: 'Failed to save catalog' } },
    }),
  );
  await page.getByRole('button', { name: 'Save Catalog' }).click();
  await expect(toast(page, 'Error saving catalog: Failed to save catalog')).toBeVisible();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Catalog' })).toBeEnabled();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(tab(page, 'Upload')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Edit')).toBeDisabled();
});

test('a saved catalog re-opens filled in, saves its changes, and can be deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  await page.goto(routes.catalog());
  await upload(page, await photoFiles([821, 822]));
  await page.getByRole('button', { name: 'Next Image' }).click();
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await page
    .getByRole('article', { name: 'Textile' })
    .getByRole('button', { name: 'Use This Template' })
    .click();
  const title = `Brass lamps ${Date.now()}`;
  await fillDetails(page, title);
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await page.getByRole('button', { name: 'Save Catalog' }).click();
  await expect(page).toHaveURL(/\/products$/);

  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Catalog' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Item Number')).toHaveValue('TX-1042');
  await expect(tab(page, 'Preview')).toBeEnabled();
  const renamed = `${title} (polished)`;
  await page.getByLabel('Title').fill(renamed);
  // The preview shows what 'Preview Catalog' accepted: a change needs it again.
  await expect(tab(page, 'Preview')).toBeDisabled();
  await tab(page, 'Pricing').click();
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expectGridImages(page.getByTestId('catalog-images'), 2);
  await page.getByRole('button', { name: 'Save Catalog' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const card = page.getByRole('article', { name: renamed });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);

  await page.getByPlaceholder('Search by title, item number or description').fill('polished');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this catalog?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Catalog deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('buyers and visitors cannot open the wizard', async ({ page }) => {
  await page.goto(routes.catalog());
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  await page.goto(routes.catalog());
  await expect(page).toHaveURL(/\/$/);
});
