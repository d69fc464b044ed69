import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { quickSearches } from '../../src/shared/search/constants';
import { searchPath } from '../../src/shared/search/url';
import { openBeforeHydration } from './before-hydration';
import { chooseLanguage, expect, test } from './fixtures';

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search products, suppliers or locations' });
/** The documents the page loads: a native form submit would add one. */
function pageLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) loads.push(r.url());
  });
  return loads;
}
/** The example suppliers found (labelled 'Example'); the demo business and other specs' suppliers are left out. */
const supplierNames = (page: Page) =>
  page
    .getByRole('region', { name: /^Suppliers/ })
    .getByRole('article')
    .filter({ hasText: /Example/ })
    .getByRole('heading', { level: 3 });

test('suggestions come from the data and work with the keyboard', async ({ page }) => {
  await page.goto(routes.home());
  const box = searchBox(page);
  await box.fill('tex');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: /^Textiles\s*Category$/ })).toBeVisible();
  // Only cities that really have textile suppliers are offered: the examples', and those of the
  // suppliers the trade specs register (Panipat, Haryana; Rajkot, Gujarat).
  const places = list.getByRole('option', { name: /^Textiles suppliers in / });
  await expect(places.first()).toBeVisible();
  for (const text of await places.allTextContents())
    expect(text).toMatch(
      /in (Jaipur|Surat|Tiruppur|Gujarat|Rajasthan|Tamil Nadu|Panipat|Haryana|Rajkot)Location$/,
    );
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
  await box.press('Escape');
  await expect(list).toBeHidden();

  await box.fill('Surat si');
  await expect(list.getByRole('option', { name: /Surat Silk Mills/ })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/suppliers\/example-surat-silk-mills$/);
});

test('choosing a place suggestion opens the results filtered to that place', async ({ page }) => {
  await page.goto(routes.home());
  await searchBox(page).fill('textiles');
  // The busiest places depend on what other specs listed, so the first one offered is taken.
  const option = page.getByRole('option', { name: /^Textiles suppliers in / }).first();
  const text = (await option.locator('span').first().textContent()) ?? '';
  const city = text.match(/^Textiles suppliers in (.+)$/)?.[1] ?? '';
  expect(city, text).not.toBe('');
  await option.click();
  await expect(page).toHaveURL(searchPath({ q: 'Textiles', city }));
  await expect(page.getByText('Search Initiated')).toBeVisible();
  const found = page.getByRole('region', { name: /^Suppliers/ }).getByRole('article');
  await expect(found.first()).toBeVisible();
  for (const card of await found.all()) await expect(card).toContainText(city);
});

test('a misspelt city or name still finds the supplier', async ({ page }) => {
  await page.goto(routes.search('Jaipru'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "Jaipru"');
  await expect(supplierNames(page).first()).toHaveText('Jaipur Handicrafts Co.');

  const box = searchBox(page);
  await box.fill('hydrabad generics');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hydrabad\+generics$/);
  await expect(supplierNames(page)).toHaveText(['Hyderabad Generics Ltd.']);
});

test('a search typed and sent before the page is hydrated still runs, in the page', async ({ page }) => {
  const loads = pageLoads(page);
  const { hydrate } = await openBeforeHydration(page, routes.home());
  const box = searchBox(page);
  await box.fill('pharmaceuticals');
  await box.press('Enter');
  hydrate();
  await expect(page).toHaveURL(routes.search('pharmaceuticals'));
  await expect(supplierNames(page)).toContainText(['Hyderabad Generics Ltd.']);
  expect(loads).toHaveLength(1); // no native GET submit
});

test('text typed before the page is hydrated gets its suggestions once it is', async ({ page }) => {
  const { hydrate } = await openBeforeHydration(page, routes.home());
  const box = searchBox(page);
  await box.fill('tex');
  hydrate();
  await expect(page.getByRole('option', { name: /^Textiles\s*Category$/ })).toBeVisible();
  await expect(box).toHaveValue('tex');
});

test('filters applied before the page is hydrated still apply', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { hydrate } = await openBeforeHydration(page, routes.search('textiles'));
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Verification').selectOption({ label: 'Gold' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  hydrate();
  await expect(page).toHaveURL(/\/search\?q=textiles&level=gold$/);
  await expect(supplierNames(page)).toHaveText(['Jaipur Handicrafts Co.']);
});

test('a search typed and sent as soon as the page shows runs', async ({ page }) => {
  await page.goto(routes.search('textiles'));
  const box = searchBox(page);
  await expect(box).toHaveValue('textiles');
  await box.fill('Kochi spices');
  await box.press('Enter');
  await expect(page).toHaveURL(searchPath({ q: 'Kochi spices' }));
  await expect(supplierNames(page)).toHaveText(['Kerala Spice Traders']);
  await expect(box).toHaveValue('Kochi spices');
});

test('the six quick buttons each run their search', async ({ page }) => {
  test.slow(); // twelve page loads
  for (const { query } of quickSearches) {
    await page.goto(routes.home());
    await page.getByRole('main').getByRole('link', { name: query, exact: true }).click();
    await expect(page).toHaveURL(routes.search(query));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for "${query}"`);
    await expect(supplierNames(page).first()).toBeVisible();
  }
});

test('the navigation box opens the results page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(routes.about());
  const nav = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await nav.fill('pharmaceuticals');
  await nav.press('Enter');
  await expect(page).toHaveURL(routes.search('pharmaceuticals'));
  await expect(supplierNames(page)).toContainText(['Hyderabad Generics Ltd.']);
});

test('filters live in the URL, are checked, and an empty result says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(routes.search('textiles'));
  const filters = page.getByRole('form', { name: 'Filters' });
  const found = page.getByRole('heading', { level: 2, name: /^Suppliers/ });
  const before = (await found.textContent()) ?? '';
  await filters.getByLabel('Verification').selectOption({ label: 'Gold' });
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=textiles&level=gold$/);
  // The count changes when the filtered results show; the example names alone may not (other
  // specs' textile suppliers can push the other examples off the first page).
  await expect(found).not.toHaveText(before);
  await expect(supplierNames(page)).toHaveText(['Jaipur Handicrafts Co.']);

  await filters.getByLabel('Minimum price').fill('abc');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(filters.getByText('Enter a valid price.')).toBeVisible();
  await expect(page).toHaveURL(/level=gold$/);

  await page.goto('/search?q=textiles&state=Kerala');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText('Nothing matches "textiles" with the filters you chose.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all suppliers' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(routes.search('textiles'));
  await expect(supplierNames(page).first()).toBeVisible();

  await page.goto('/search?q=textiles&priceMin=900&priceMax=100');
  await expect(page.getByRole('alert')).toContainText('The minimum price cannot be above the maximum price.');
});

test('voice search says so when the browser has no speech recognition, keeping what was typed', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await page.goto(routes.home());
  const main = page.getByRole('main');
  const box = main.getByRole('combobox', { name: 'Search products' });
  await box.fill('cotton');
  await main.getByRole('button', { name: 'Search by voice' }).click();
  await expect(page.getByText('Voice Search Unavailable')).toBeVisible();
  await expect(page.getByText("Your browser doesn't support voice recognition")).toBeVisible();
  await expect(page).toHaveURL(routes.home());
  await expect(box, 'what was typed stays').toHaveValue('cotton');
});

test('a voice search tapped before the page is hydrated still runs once it is', async ({ page }) => {
  await fakeRecognition(page, 'Kochi spices');
  const { hydrate } = await openBeforeHydration(page, routes.home());
  await page.getByRole('main').getByRole('button', { name: 'Search by voice' }).click();
  hydrate();
  await expect(page.getByText('Voice Search Activated')).toBeVisible();
  await expect(page).toHaveURL(searchPath({ q: 'Kochi spices' }));
});

/** A stand-in for the browser's recognizer that hears `transcript` and records how it was set up. */
function fakeRecognition(page: Page, transcript: string) {
  return page.addInitScript((heard) => {
    const made: { lang: string; interimResults: boolean; maxAlternatives: number }[] = [];
    (window as unknown as { recognitions: typeof made }).recognitions = made;
    class FakeRecognition {
      lang = '';
      interimResults = true;
      maxAlternatives = 5;
      continuous = true;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        made.push({
          lang: this.lang,
          interimResults: this.interimResults,
          maxAlternatives: this.maxAlternatives,
        });
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: heard }]] });
          this.onend?.();
        }, 300);
      }
      abort() {
        this.onend?.();
      }
    }
    (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
  }, transcript);
}

test('a recognised phrase runs the search, listening in en-IN for one final result', async ({ page }) => {
  await fakeRecognition(page, 'Kochi spices');
  await page.goto(routes.home());
  await page.getByRole('main').getByRole('button', { name: 'Search by voice' }).click();
  await expect(page.getByText('Voice Search Activated')).toBeVisible();
  await expect(page.getByText('Speak now...')).toBeVisible();
  await expect(page).toHaveURL(searchPath({ q: 'Kochi spices' }));
  await expect(supplierNames(page)).toHaveText(['Kerala Spice Traders']);
  expect(await page.evaluate(() => (window as unknown as { recognitions: unknown[] }).recognitions)).toEqual([
    { lang: 'en-IN', interimResults: false, maxAlternatives: 1 },
  ]);
});

test('voice search listens in hi-IN when the interface is in Hindi', async ({ page, context }) => {
  await chooseLanguage(context, 'hi');
  await fakeRecognition(page, 'Kochi spices');
  await page.goto(routes.home());
  await page.getByRole('main').getByRole('button', { name: 'आवाज़ से खोजें' }).click();
  await expect(page.getByText('वॉइस सर्च चालू')).toBeVisible();
  await expect(page).toHaveURL(searchPath({ q: 'Kochi spices' }));
  expect(
    await page.evaluate(
      () => (window as unknown as { recognitions: { lang: string }[] }).recognitions[0]?.lang,
    ),
  ).toBe('hi-IN');
});
