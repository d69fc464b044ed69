import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { chooseLanguage, createUser, expect, signIn, test } from './fixtures';

/** Width × height of each photo, in order: landscape 4:3, portrait, wide, square, landscape. */
const sizes = [
  [1200, 900],
  [600, 800],
  [1280, 720],
  [800, 800],
  [800, 600],
  [900, 1200],
  [1000, 750],
] as const;

/** A catalog with photos of several shapes, saved through the real save API as the wizard does. */
async function catalogWithPhotos(page: Page): Promise<{ id: string; title: string }> {
  const request: APIRequestContext = page.request;
  await signIn(page, await createUser(request, { role: 'supplier' }));
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const title = `Terracotta planters ${Date.now()}`;
  const form = new FormData();
  form.append('details', JSON.stringify(catalogForm({ title })));
  for (const [i, [width, height]] of sizes.entries()) {
    const jpeg = await sceneImage(700 + i, { width, height });
    form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  }
  const res = await request.post('/api/catalogs', { multipart: form, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, title };
}

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** The photos' boxes grouped into rows, top to bottom. */
async function rows(links: Locator): Promise<Box[][]> {
  const boxes = await Promise.all((await links.all()).map(boxOf));
  const grouped: Box[][] = [];
  for (const box of boxes) {
    const row = grouped.find((r) => Math.abs((r[0]?.y ?? -1) - box.y) < 2);
    if (row) row.push(box);
    else grouped.push([box]);
  }
  return grouped;
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`photos keep their shape in full rows at ${viewport.width} px, with no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { id } = await catalogWithPhotos(page);
    await page.goto(routes.catalogDetail(id));
    const gallery = page.getByTestId('catalog-images');
    const links = gallery.getByRole('link');
    await expect(links).toHaveCount(sizes.length);

    // The 4:3 photo is drawn at 4:3, and so is every other photo at its own shape.
    for (const [i, [width, height]] of sizes.entries()) {
      const box = await boxOf(links.nth(i).getByRole('img'));
      expect(box.width / box.height, `photo ${i + 1}`).toBeCloseTo(width / height, 1);
    }

    const area = await boxOf(gallery);
    const grouped = await rows(links);
    expect(grouped.length).toBeGreaterThan(1);
    for (const [r, row] of grouped.entries()) {
      const first = row[0] as Box;
      const last = row[row.length - 1] as Box;
      expect(first.x, `row ${r + 1} starts at the edge`).toBeCloseTo(area.x, 0);
      // Every row but the last is filled to the edge; photos of a row share one height.
      if (r < grouped.length - 1)
        expect(
          Math.abs(last.x + last.width - (area.x + area.width)),
          `row ${r + 1} ends at the edge`,
        ).toBeLessThan(2);
      for (const [k, box] of row.entries()) {
        expect(Math.abs(box.height - first.height)).toBeLessThan(2);
        const before = row[k - 1];
        if (before) expect(box.x - (before.x + before.width)).toBeLessThan(10);
      }
    }
    for (const img of await gallery.getByRole('img').all())
      await expect(img).toHaveJSProperty('complete', true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) sum += (e as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 100);
        }),
    );
    expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
  });
}

/**
 * A tap on a photo: before hydration it loads the photo's address, whose viewer the server drew;
 * as a person would, the test then acts once that page has loaded.
 */
async function openPhoto(page: Page, link: Locator) {
  await link.click();
  await expect(page).toHaveURL(/[?&]photo=\d+$/);
  await page.waitForLoadState('load');
}

const transformScale = (img: Locator) =>
  img.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);

test('a tap opens the photo full screen: next, previous, arrow keys, swipe, zoom, Escape and back', async ({
  page,
}) => {
  const { id, title } = await catalogWithPhotos(page);
  await page.goto(routes.catalogDetail(id));
  const links = page.getByTestId('catalog-images').getByRole('link');
  await openPhoto(page, links.first());

  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  const size = page.viewportSize();
  expect(await boxOf(viewer)).toMatchObject({ x: 0, y: 0, width: size?.width, height: size?.height });
  const photo = viewer.getByRole('img');
  await expect(photo).toHaveAttribute('alt', `${title}, photo 1`);
  await expect(photo).toHaveAttribute('src', /-display\.webp$/);
  await expect(viewer.getByText(`1 / ${sizes.length}`)).toBeVisible();
  await expect(viewer.locator('[aria-live]')).toHaveText(`Photo 1 of ${sizes.length}`);
  await expect(viewer.getByRole('link', { name: 'Close' })).toBeFocused();
  await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await expect(page).toHaveURL(`${routes.catalogDetail(id)}?photo=1`);

  await viewer.getByRole('link', { name: 'Next photo' }).click();
  await expect(photo).toHaveAttribute('alt', `${title}, photo 2`);
  await expect(viewer.getByText(`2 / ${sizes.length}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`3 / ${sizes.length}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`2 / ${sizes.length}`)).toBeVisible();
  await viewer.getByRole('link', { name: 'Previous photo' }).click();
  await expect(viewer.getByText(`1 / ${sizes.length}`)).toBeVisible();

  // A swipe to the left brings the next photo.
  const stage = await boxOf(photo);
  const cx = stage.x + stage.width / 2;
  const cy = stage.y + stage.height / 2;
  await page.mouse.move(cx + 150, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 150, cy, { steps: 8 });
  await page.mouse.up();
  await expect(viewer.getByText(`2 / ${sizes.length}`)).toBeVisible();
  await expect(photo).toHaveAttribute('alt', `${title}, photo 2`);

  // A double click zooms in there with the full image, a drag pans, another double click zooms out.
  expect(await transformScale(photo)).toBe(1);
  await page.mouse.dblclick(cx, cy);
  await expect.poll(() => transformScale(photo)).toBeGreaterThan(2);
  await expect(photo).toHaveAttribute('src', /\.jpg$/);
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 100, cy - 40, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByText(`2 / ${sizes.length}`)).toBeVisible();
  expect(await photo.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).e)).toBeLessThan(0);
  await page.mouse.dblclick(cx, cy);
  await expect.poll(() => transformScale(photo)).toBe(1);
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => transformScale(photo)).toBeGreaterThan(2);

  // Escape closes it and gives focus back to the photo last shown, at the page's own address.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(links.nth(1)).toBeFocused();
  await expect(page).toHaveURL(routes.catalogDetail(id));

  // The back gesture closes it too and stays on the page; so does the Close button.
  await links.nth(3).click();
  await expect(viewer.getByText(`4 / ${sizes.length}`)).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(routes.catalogDetail(id));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await links.nth(4).click();
  await viewer.getByRole('link', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(links.nth(4)).toBeFocused();
  await expect(page).toHaveURL(routes.catalogDetail(id));

  // A photo's address opens the page with it full screen; Close leaves the page's own address.
  await page.goto(`${routes.catalogDetail(id)}?photo=3`);
  await expect(viewer.getByText(`3 / ${sizes.length}`)).toBeVisible();
  await viewer.getByRole('link', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(routes.catalogDetail(id));
});

test('in Arabic the arrows and the swipe go the other way', async ({ page, context }) => {
  const { id } = await catalogWithPhotos(page);
  await chooseLanguage(context, 'ar');
  await page.goto(routes.catalogDetail(id));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openPhoto(page, page.getByTestId('catalog-images').getByRole('link').first());
  const viewer = page.getByRole('dialog', { name: 'عارض الصور' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.locator('[aria-live]')).toHaveText(`الصورة 2 من ${sizes.length}`);
  const box = await boxOf(viewer.getByRole('img'));
  const cy = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2 - 150, cy);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, cy, { steps: 8 });
  await page.mouse.up();
  await expect(viewer.locator('[aria-live]')).toHaveText(`الصورة 3 من ${sizes.length}`);
});

test('before hydration a tap opens the photo full screen, drawn by the server', async ({
  page: setup,
  browser,
}) => {
  const { id, title } = await catalogWithPhotos(setup);
  // The server's HTML alone, as a tap meets it before the page's code has run.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto(routes.catalogDetail(id));
  const first = page.getByTestId('catalog-images').getByRole('link').first();
  const box = await boxOf(first);
  expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  await first.click();
  await expect(page).toHaveURL(`${routes.catalogDetail(id)}?photo=1`);
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${title}, photo 1`);
  await viewer.getByRole('link', { name: 'Next photo' }).click();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${title}, photo 2`);
  await viewer.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(routes.catalogDetail(id));
  await expect(viewer).toHaveCount(0);
  await context.close();
});

test('on a phone the photos carry srcset and sizes, only the lead one is eager, and it is a phone-sized variant', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { id } = await catalogWithPhotos(page);
  await page.goto(routes.catalogDetail(id));
  const images = page.getByTestId('catalog-images').getByRole('img');
  await expect(images).toHaveCount(sizes.length);
  const lead = images.first();
  await expect(lead).toHaveAttribute('fetchpriority', 'high');
  await expect(lead).not.toHaveAttribute('loading', 'lazy');
  await expect(lead).toHaveAttribute('sizes', /calc\(100vw - 32px\)$/);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute(
      'srcset',
      /-thumb\.webp \d+w, .+-medium\.webp \d+w, .+-display\.webp \d+w$/,
    );
    await expect(img).toHaveAttribute('width', /^\d+$/);
  }
  for (const img of (await images.all()).slice(1)) await expect(img).toHaveAttribute('loading', 'lazy');
  // 358 CSS px at this screen's density: the 640 px variant, not the 1024 px one.
  await expect
    .poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/-medium\.webp$/);
  expect(await lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);
});
