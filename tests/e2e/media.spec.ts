import { writeFileSync } from 'node:fs';
import { catalogForm } from '../../src/server/testing/catalogs';
import { rephotograph, retakes, sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, saveCatalog, signIn, test } from './fixtures';

test('image search finds a catalog from a re-photographed copy of one of its images', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const supplier = await createUser(page.request, { role: 'supplier' });
  await signIn(page, supplier);
  // Pictures of their own, so catalogs saved by other tests on this server never tie with them.
  const seed = Date.now() % 1_000_000;
  const sheets = await sceneImage(seed, { width: 1600, height: 1200 });
  const title = `Block-printed bedsheets ${Date.now()}`;
  await saveCatalog(page.request, origin, catalogForm({ title }), sheets);
  const speakers = await sceneImage(seed + 1, { width: 1600, height: 1200 });
  await saveCatalog(
    page.request,
    origin,
    catalogForm({
      title: `Bluetooth speakers ${seed}`,
      category: 'electronics',
      template: 'basic',
      attributes: {},
    }),
    speakers,
  );

  const query = test.info().outputPath('shop-photo.jpg');
  writeFileSync(query, await rephotograph(sheets, retakes[1] as (typeof retakes)[number]));
  await page.goto(routes.home());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: 'Search by image' }).first().click();
  await (await chooser).setFiles(query);

  await expect(page.getByText('Image Uploaded Successfully')).toBeVisible();
  await expect(page.getByText('Analyzing product image...')).toBeVisible();
  await expect(page.getByText('Image Analysis Complete')).toBeVisible();
  await expect(page.getByText('We identified: Textiles')).toBeVisible();
  await expect(page).toHaveURL(/\/search\/image\?s=[\w-]+$/);
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('Looks like: Textiles')).toBeVisible();

  // The results survive a reload: the URL carries the photo's signature, not the photo.
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('listitem').first().getByRole('link', { name: title }),
  ).toBeVisible();
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/catalogs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Searching again from the results page with the other catalog's photo.
  await page.goBack();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Search with another photo' }).click();
  await (await again).setFiles({ name: 'speaker.jpg', mimeType: 'image/jpeg', buffer: speakers });
  await expect(page.getByText('We identified: Electronics')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: `Bluetooth speakers ${seed}` }),
  ).toBeVisible();
});

test('image search says so when no catalog looks like the photo', async ({ page }) => {
  await page.goto(routes.home());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: 'Search by image' }).first().click();
  // A picture of its own, unlike any catalog's (see docs/decisions/0014).
  const photo = await sceneImage(2_000_000 + (Date.now() % 1_000_000), { width: 800, height: 600 });
  await (await chooser).setFiles({ name: 'unrelated.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('No close match found.')).toBeVisible();
  await expect(page).toHaveURL(/\/search\/image\?s=[\w-]+$/);
  await expect(
    page.getByText('No close match: no catalog looks like your photo. Try another photo.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
});

test('image search refuses a file that is not an image', async ({ page }) => {
  await page.goto(routes.home());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: 'Search by image' }).first().click();
  await (await chooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('price list'),
  });
  await expect(page.getByText('Invalid File Type')).toBeVisible();
  await expect(page.getByText('Please upload an image file')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
