import type { Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { openBeforeHydration } from './before-hydration';
import { createUser, expect, saveCatalog, signIn, test } from './fixtures';

const examples = {
  jaipur: 'Jaipur Handicrafts Co.',
  surat: 'Surat Silk Mills',
  kerala: 'Kerala Spice Traders',
  pune: 'Pune Precision Engineering',
  tiruppur: 'Tiruppur Knitwear Exports',
  hyderabad: 'Hyderabad Generics Ltd.',
  bengaluru: 'Bengaluru Electronics Works',
  kanpur: 'Kanpur Leather Crafts',
};
const all = Object.values(examples);

/** Names on the supplier cards currently shown. */
/**
 * The example suppliers' cards (labelled 'Example'): what these tests count. The demo business
 * and suppliers other specs register show too, and are left out.
 */
function cardNames(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: /Example/ })
    .getByRole('heading', { level: 3 });
}

/** The finder's tabs: links, so they work before the page is hydrated. */
function finderTab(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('navigation', { name: 'Find Verified Suppliers' })
    .getByRole('link', { name, exact: true });
}

test.describe('Export Promotion Councils', () => {
  test('shows the categories and toggles the council grid between 8 and 15', async ({ page }) => {
    await page.goto(routes.categories());
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Export Promotion Councils' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Textiles\s*\d+ catalogs?/ })).toBeVisible();
    const councils = main.locator('#council-grid > li');
    await expect(councils).toHaveCount(8);
    await expect(councils.first()).toContainText('Export Promotion Council for Handicrafts');
    // A count of its listings (other specs may add brass or furniture ones to EPCH's products).
    await expect(councils.first()).toContainText(/\d[\d,]* listings?/);
    await expect(councils.first()).not.toContainText('Example');

    await main.getByRole('button', { name: 'View All Export Promotion Councils' }).click();
    await expect(councils).toHaveCount(15);
    await expect(main.getByRole('link', { name: 'CLE', exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Show Less' }).click();
    await expect(councils).toHaveCount(8);
    await expect(main.getByRole('link', { name: 'CLE', exact: true })).toBeHidden();
  });

  test('a council card opens the council with its member suppliers', async ({ page }) => {
    await page.goto(routes.categories());
    await page.getByRole('main').getByRole('link', { name: 'EPCH', exact: true }).click();
    await expect(page).toHaveURL(routes.council('epch'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Export Promotion Council for Handicrafts',
    );
    await expect(cardNames(page)).toHaveText([examples.jaipur]);
    await expect(main.getByText(/^[\d,]+ listings?$/)).toBeVisible();
    await expect(page).toHaveTitle('Export Promotion Council — TradeSetu');
  });

  test('an unknown council shows the not-found page', async ({ page }) => {
    await page.goto(routes.council('no-such-council'));
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test.describe('Find Verified Suppliers', () => {
  test('each tab lists its members, and a search with no match says so', async ({ page }) => {
    await page.goto(routes.suppliers());
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox')).toHaveAttribute('placeholder', 'Name, product or city');
    for (const name of all) await expect(cardNames(page).filter({ hasText: name })).toHaveCount(1);

    // Default order: verification level, then response rate (docs/decisions/0015-directory-order.md).
    const premium = [examples.pune, examples.jaipur, examples.hyderabad, examples.surat];
    const verified = [...premium, examples.kerala, examples.tiruppur, examples.kanpur];
    const tabs: [string, string[]][] = [
      ['Verified', verified],
      ['Premium', premium],
      ['EPC Certified', verified],
    ];
    for (const [tab, members] of tabs) {
      await finderTab(page, tab).click();
      await expect(finderTab(page, tab)).toHaveAttribute('aria-current', 'page');
      await expect(cardNames(page)).toHaveText(members);
    }
    await expect(page).toHaveURL(/tab=epc/);
    await expect(finderTab(page, 'Verified')).not.toHaveAttribute('aria-current');

    await finderTab(page, 'All Suppliers').click();
    await expect(finderTab(page, 'All Suppliers')).toHaveAttribute('aria-current', 'page');
    await main.getByRole('searchbox').fill('zzz-nothing-like-this');
    await expect(main.getByText('No suppliers found matching your criteria.')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);

    await main.getByRole('searchbox').fill('KOCHI');
    await main.getByRole('searchbox').press('Enter');
    await expect(cardNames(page)).toHaveText([examples.kerala]);
    await expect(page).toHaveURL(/q=KOCHI/);
  });

  test('a search typed and sent before the page is hydrated still runs, in the page', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) loads.push(r.url());
    });
    const { hydrate } = await openBeforeHydration(page, routes.suppliers());
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('KOCHI');
    await box.press('Enter');
    hydrate();
    await expect(page).toHaveURL(/\?q=KOCHI$/);
    await expect(cardNames(page)).toHaveText([examples.kerala]);
    await expect(box).toHaveValue('KOCHI');
    expect(loads).toHaveLength(1); // no native GET submit
  });

  test('a search typed and sent as soon as the page shows runs', async ({ page }) => {
    await page.goto(routes.suppliers());
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('surat');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=surat$/);
    await expect(cardNames(page)).toHaveText([examples.surat]);
  });

  test('the Filter dialog narrows by state, category and response rate, kept in the URL', async ({
    page,
  }) => {
    await page.goto(routes.suppliers());
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter suppliers' });
    await dialog.getByLabel('Category').selectOption('Textiles');
    await dialog.getByLabel('Minimum response rate').selectOption('95');
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(dialog).toBeHidden();
    await expect(cardNames(page)).toHaveText([examples.jaipur, examples.surat]);
    await expect(page).toHaveURL(/category=Textiles/);

    await page.reload();
    await expect(cardNames(page)).toHaveText([examples.jaipur, examples.surat]);
    await main.getByRole('button', { name: /Filter/ }).click();
    await dialog.getByLabel('State').selectOption('Gujarat');
    await dialog.getByRole('button', { name: 'Apply filters' }).click();
    await expect(cardNames(page)).toHaveText([examples.surat]);
    await finderTab(page, 'Verified').click();
    await expect(page).toHaveURL(/tab=verified/);
    await expect(cardNames(page)).toHaveText([examples.surat]); // premium is verified too
  });

  test('a supplier card opens the supplier profile', async ({ page }) => {
    await page.goto(routes.suppliers());
    const card = page.getByRole('article').filter({ hasText: examples.pune });
    await expect(card.getByText('Gold')).toBeVisible();
    await expect(card.getByText('+1 more')).toBeVisible();
    await card.getByRole('link', { name: examples.pune }).click();
    await expect(page).toHaveURL(routes.supplier('example-pune-precision-engineering'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: examples.pune })).toBeVisible();
    await expect(main.getByText('Pune, Maharashtra')).toBeVisible();
    await expect(main.getByText('99%', { exact: true })).toBeVisible();
    await expect(main.getByText('15-20 days')).toBeVisible();
    await expect(main.getByText('Castings')).toBeVisible();
    await main.getByRole('link', { name: /EEPC India/ }).click();
    await expect(page).toHaveURL(routes.council('eepc'));
  });

  test('an unknown supplier shows the not-found page', async ({ page }) => {
    await page.goto(routes.supplier('no-such-supplier'));
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('a registered supplier appears beside the examples once their profile and a listing are saved', async ({
    page,
  }) => {
    const user = await createUser(page.request, { role: 'supplier' });
    await signIn(page, user);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const name = `Nagpur Oranges ${Date.now()}`;
    const res = await page.request.put('/api/suppliers/me', {
      headers: { origin },
      data: { name, description: 'Fresh oranges and orange pulp', city: 'Nagpur', state: 'Maharashtra' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto(`${routes.suppliers()}?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('No suppliers found matching your criteria.')).toBeVisible();

    await saveCatalog(page.request, origin, catalogForm(), await sceneImage(Date.now() % 100_000));
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText('Example')).toHaveCount(0);
    await expect(card.getByRole('definition').last()).toHaveText('1'); // Listings: the one catalog
    // Their page offers the printable catalog: a plain link to a PDF.
    await card.getByRole('link', { name }).click();
    const download = page.getByRole('main').getByRole('link', { name: 'Download catalog (PDF)' });
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('the buyers page offers supplier registration and announces the buyer directory', async ({ page }) => {
  await page.goto(routes.buyers());
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Connect with Buyers Across India' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Coming Soon: Buyer Directory' })).toBeVisible();
  await main.getByRole('link', { name: 'Register as a Supplier' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register&role=supplier$/);
});
