import type { Locator, Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, saveCatalog, signIn, test } from './fixtures';

// Issue 27, items 5-7: the directory's figures agree with what its pages list.
// Each test registers a supplier or posts a requirement first: more time than a plain page check.
test.describe.configure({ timeout: 90_000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A figure of the supplier header: 'Listings' and its value (and note). */
const headerStat = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });

/** How many cards a listing region shows (0 when the page has no such region). */
async function cardsIn(region: Locator) {
  return (await region.count()) ? region.getByRole('listitem').count() : 0;
}

/** A registered supplier with a complete profile and one catalog, signed in on `page`. */
async function supplierWithCatalog(page: Page, name: string, title: string) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const res = await page.request.put('/api/suppliers/me', {
    data: { name, description: 'Cotton fabrics woven in Erode', city: 'Erode', state: 'Tamil Nadu' },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  await saveCatalog(
    page.request,
    origin,
    catalogForm({ title, category: 'textiles' }),
    await sceneImage(Date.now() % 100_000),
  );
}

test("a supplier's header counts the listings its page shows; an example's figure is labelled", async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Erode Looms ${stamp}`;
  await supplierWithCatalog(page, name, `Cotton towel ${stamp}`);
  await page.goto(`${routes.suppliers()}?q=${encodeURIComponent(name)}`);
  await page.getByRole('main').getByRole('link', { name }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(headerStat(page, 'Listings').getByRole('definition')).toHaveText(['1']);
  const shown =
    (await cardsIn(main.getByRole('region', { name: 'Catalogs' }))) +
    (await cardsIn(main.getByRole('region', { name: 'Products' })));
  expect(shown).toBe(1);
  await expect(main.getByText(/not published listings|No products yet/)).toHaveCount(0);

  // An example: its count is an example figure, its listings come at launch; nothing says 'published'.
  await page.goto(routes.supplier('example-surat-silk-mills'));
  await expect(headerStat(page, 'Listings').getByRole('definition')).toHaveText(['180', 'Example figure']);
  await expect(
    main.getByText('Its listings appear here once this example supplier joins at launch.'),
  ).toBeVisible();
  await expect(main.getByText('Listings: 180 (example figure)')).toBeVisible();
  await expect(main.getByText(/published listings/)).toHaveCount(0);
});

test('TEXPROCIL lists a cotton catalog and counts what it lists', async ({ page }) => {
  const stamp = Date.now();
  const title = `Cotton voile ${stamp}`;
  // Not a TEXPROCIL member: the catalog is in the council's products.
  await supplierWithCatalog(page, `Salem Weaves ${stamp}`, title);
  await page.goto(routes.council('texprocil'));
  const main = page.getByRole('main');
  const catalogs = main.getByRole('region', { name: 'Catalogs' });
  await expect(catalogs.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  const count = Number(
    (await main.getByText(/^[\d,]+ listings?$/).textContent())?.replace(/\D/g, '') ?? Number.NaN,
  );
  expect(count).toBeGreaterThan(0);
  expect((await cardsIn(catalogs)) + (await cardsIn(main.getByRole('region', { name: 'Products' })))).toBe(
    count,
  );
});

test('a posted requirement names the example suppliers who sell the same goods', async ({ page }) => {
  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  await page.goto(routes.newRequirement());
  await page.getByLabel('Product', { exact: true }).fill(`Cotton poplin ${Date.now()}`);
  await page.getByLabel('Category', { exact: true }).selectOption('textiles');
  await page.getByLabel('Quantity', { exact: true }).fill('2000');
  await page.getByLabel('Unit', { exact: true }).selectOption('metres');
  await page.getByLabel('Delivery location', { exact: true }).fill('Mumbai, Maharashtra');
  await page.getByLabel('Needed by', { exact: true }).fill(inDays(30));
  await page.getByRole('button', { name: 'Post requirement' }).click();
  await expect(page).toHaveURL(/\/requirements\/[0-9a-f-]{36}$/);
  // Jaipur Handicrafts, Surat Silk Mills and Tiruppur Knitwear (seeded examples) sell textiles.
  await expect(
    page.getByText(
      'Example suppliers who also sell this: 3. They will receive requirements once they join at launch.',
    ),
  ).toBeVisible();
});
