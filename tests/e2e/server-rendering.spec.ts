import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { verifiedLevels } from '../../src/shared/suppliers/constants';
import type { Supplier } from '../../src/shared/suppliers/schema';
import { expect, test } from './fixtures';

const hindi = <T>(ns: string) =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/hi/${ns}.json`, 'utf8')) as T;
const hiHome = hindi<{ hero: { title: string }; meta: { title: string } }>('home');
const hiCommon = hindi<{ pages: { suppliers: string } }>('common');
const hiDirectory = hindi<{ suppliers: { tabs: { verified: string } } }>('directory');

async function suppliers(request: APIRequestContext): Promise<Supplier[]> {
  const res = await request.get('/api/suppliers');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { suppliers: Supplier[] }).suppliers;
}

test('public pages arrive drawn: they read and link without JavaScript', async ({ browser, request }) => {
  const listed = await suppliers(request);
  const first = listed[0];
  if (!first) throw new Error('the directory has no suppliers');
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(routes.suppliers());
    await expect(page).toHaveTitle('Find Verified Suppliers — TradeSetu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Verified Suppliers');
    await expect(page.getByRole('article')).toHaveCount(listed.length);
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();

    // A card's link is a real link: the supplier's own page arrives drawn too.
    await page.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/suppliers/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);

    await page.goto(routes.home());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("India's AI-Powered B2B Marketplace");
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(page.getByRole('contentinfo')).toContainText('For Buyers');
  } finally {
    await context.close();
  }
});

test("a page is drawn in the visitor's language", async ({ request }) => {
  const res = await request.get(routes.home(), {
    headers: { accept: 'text/html', 'accept-language': 'hi-IN,hi' },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="hi" dir="ltr">');
  expect(html).toContain(hiHome.hero.title);
  expect(html).toContain(`<title>${hiHome.meta.title} — TradeSetu</title>`);
});

test('the drawn page becomes interactive in place, keeping the elements the server drew', async ({
  page,
  request,
}) => {
  // Marks the server's elements before any script runs (the parser is done, deferred scripts not yet).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const el of document.querySelectorAll('h1, article, footer')) el.setAttribute('data-drawn', '');
    });
  });
  const listed = await suppliers(request);
  await page.goto(routes.suppliers());
  await expect(page.locator('h1[data-drawn]')).toHaveText('Find Verified Suppliers');
  await expect(page.locator('article[data-drawn]')).toHaveCount(listed.length);
  await expect(page.locator('footer[data-drawn]')).toHaveCount(1);

  // A language picked at once is applied to the same elements, not to a page drawn anew.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('h1[data-drawn]')).toHaveText(hiCommon.pages.suppliers);
  await expect(page.locator('footer[data-drawn]')).toContainText('खरीदारों के लिए');

  // The tabs filter the list.
  await page.getByRole('link', { name: hiDirectory.suppliers.tabs.verified }).click();
  await expect(page).toHaveURL(/tab=verified/);
  const levels: readonly string[] = verifiedLevels;
  const verified = listed.filter((s) => levels.includes(s.verificationLevel));
  await expect(page.getByRole('article')).toHaveCount(verified.length);
});
