import type { Locator, Page } from '@playwright/test';
import { catalogForm, productForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { fillDetails, photoFiles, tab, toast, upload } from './catalog-wizard';
import { createUser, expect, signIn, test } from './fixtures';

// Issue 27, a new buyer's and supplier's first hour with listings: the photo leads a listing's
// page, and the catalog wizard's steps fit a laptop screen and say what they do.

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** With SHOTS set, a screenshot for a person to judge: `SHOTS=/tmp/shots npx playwright test …`. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
}

/** A catalog or product with three photos, saved through the real API as the wizard does. */
async function listing(page: Page, kind: 'catalog' | 'product'): Promise<{ url: string; title: string }> {
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const title = `Indigo block-print cushion covers ${Date.now()}`;
  const form = new FormData();
  form.append('details', JSON.stringify((kind === 'catalog' ? catalogForm : productForm)({ title })));
  for (const seed of [901, 902, 903]) {
    const jpeg = await sceneImage(seed, { width: 1200, height: 900 });
    form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${seed}.jpg`);
  }
  const res = await page.request.post(`/api/${kind}s`, { multipart: form, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { url: kind === 'catalog' ? routes.catalogDetail(id) : routes.product(id), title };
}

for (const kind of ['catalog', 'product'] as const) {
  test(`on a phone the ${kind} page opens on its main photo, full width, under the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { url, title } = await listing(page, kind);
    await page.goto(url);
    const main = page.getByTestId(`${kind}-images`).getByRole('img').first();
    const photo = await boxOf(main);
    expect(photo.width).toBeGreaterThanOrEqual(0.9 * 390);
    // Nothing between the site header and the photo but the page's margin.
    const header = await boxOf(page.getByRole('banner'));
    expect(photo.y - (header.y + header.height)).toBeLessThan(40);
    expect((await boxOf(page.getByRole('heading', { name: title }))).y).toBeGreaterThan(
      photo.y + photo.height,
    );
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await shot(page, `${kind}-390`);
  });

  test(`on a laptop the ${kind} page shows its main photo large, the title and price beside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { url, title } = await listing(page, kind);
    await page.goto(url);
    const photo = await boxOf(page.getByTestId(`${kind}-images`).getByRole('img').first());
    expect(photo.width).toBeGreaterThanOrEqual(450);
    const heading = await boxOf(page.getByRole('heading', { name: title }));
    expect(heading.x, 'title to the right of the photo').toBeGreaterThanOrEqual(photo.x + photo.width);
    expect(heading.y, 'title on the photo’s row').toBeLessThan(photo.y + photo.height);
    expect(heading.y + heading.height).toBeGreaterThan(photo.y);
    await expect(page.getByText('Price range')).toBeInViewport();
    await shot(page, `${kind}-1280`);
  });
}

test('a photo of the catalog page still opens full screen from its address', async ({ page }) => {
  const { url } = await listing(page, 'catalog');
  await page.goto(`${url}?photo=1`);
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible();
});

/** The wizard at its Edit step with one photo. */
async function toEditor(page: Page) {
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  await page.goto(routes.catalog());
  await upload(page, await photoFiles([811]));
  await expect(page.getByText('Image 1 of 1')).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the image editor's preview and its Filters and Adjust tabs are on screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await toEditor(page);
    const preview = page.getByRole('img', { name: 'Image 1 being edited' });
    await expect(preview).toBeInViewport({ ratio: 1 });
    for (const name of ['Filters', 'Adjust']) await expect(page.getByRole('tab', { name })).toBeInViewport();
    const image = await boxOf(preview);
    const filters = await boxOf(page.getByRole('tab', { name: 'Filters' }));
    if (viewport.width >= 1024) {
      // Beside the preview, not under it.
      expect(filters.x).toBeGreaterThanOrEqual(image.x + image.width);
    } else {
      // A phone keeps the photo full width with the controls under it.
      expect(image.width).toBeGreaterThanOrEqual(0.9 * viewport.width);
      expect(filters.y).toBeGreaterThanOrEqual(image.y + image.height);
    }
    await shot(page, `editor-${viewport.width}`);
  });
}

test("the details step's last button says it opens the preview, and does", async ({ page }) => {
  test.setTimeout(90_000);
  await toEditor(page);
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await page
    .getByRole('article', { name: 'Textile' })
    .getByRole('button', { name: 'Use This Template' })
    .click();
  await fillDetails(page, `Handloom bedsheets ${Date.now()}`);
  await expect(page.getByRole('button', { name: 'Create Catalog' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expect(toast(page, 'Catalog details saved! Preview your catalog now.')).toBeVisible();
  await expect(tab(page, 'Preview')).toHaveAttribute('aria-selected', 'true');
  // The save is the Preview's own button.
  await expect(page.getByRole('button', { name: 'Save Catalog' })).toBeVisible();
});
