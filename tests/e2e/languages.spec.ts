import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { defaultLanguage, type Language, languages } from '../../src/shared/i18n/languages';
import { routes } from '../../src/shared/routes';
import { chooseLanguage, createUser, expect, signIn, test } from './fixtures';

// Runs for every language marked `ready` in src/shared/i18n/languages.ts: flipping the flag adds
// it here. Screens are listed once; add one to `screens` to check it in every language.

/** Characters of each non-Latin script; Latin-script languages are checked by their own labels. */
const scripts: Partial<Record<string, RegExp>> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  pa: /[\u0A00-\u0A7F]/,
  gu: /[\u0A80-\u0AFF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
  ar: /[\u0600-\u06FF]/,
  zh: /[\u4E00-\u9FFF]/,
};

const screens: { name: string; path: string; supplier?: boolean }[] = [
  { name: 'home', path: routes.home() },
  { name: 'auth', path: routes.auth() },
  { name: 'catalog', path: routes.catalog(), supplier: true },
];

function commonText(lng: string, path: string[]): string {
  const file = join(import.meta.dirname, `../../src/shared/i18n/locales/${lng}/common.json`);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return path.reduce((node, key) => node[key], json) as unknown as string;
}

async function expectInLanguage(page: Page, lang: Language) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang.code);
  await expect(html).toHaveAttribute('dir', lang.dir);
  await expect(page.getByRole('contentinfo')).toContainText(commonText(lang.code, ['footer', 'forBuyers']));
  const script = scripts[lang.code];
  if (script) await expect(page.getByRole('main')).toContainText(script);
}

async function expectFits(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'page wider than the viewport').toBeLessThanOrEqual(widths.viewport);
  expect(widths.body, 'body wider than the viewport').toBeLessThanOrEqual(widths.viewport);
}

/** Full-page pictures for a person to look over (`LANGUAGE_SCREENSHOTS=1`): seconds each, so not by default. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.LANGUAGE_SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** Switched through the menu (the others come back with the choice in its cookie): one of each direction and kind of script. */
const switchedInMenu = new Set(['ar', 'ta']);

// 360 px: the narrowest phone we support.
test.describe('languages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const lang of languages.filter((l) => l.code !== defaultLanguage)) {
    test(`${lang.code}: home, auth and catalog are in its script and direction, without overflow`, async ({
      page,
      context,
      request,
    }, testInfo) => {
      const fonts: string[] = [];
      page.on('response', (r) => r.url().endsWith('.woff2') && r.ok() && fonts.push(r.url()));
      if (switchedInMenu.has(lang.code)) {
        await page.goto(routes.home());
        await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
        await page.getByRole('button', { name: commonText(defaultLanguage, ['nav', 'menuToggle']) }).click();
        const switcher = page.getByRole('combobox', {
          name: commonText(defaultLanguage, ['nav', 'language']),
        });
        for (const l of languages)
          await expect(switcher.getByRole('option', { name: l.name })).toHaveCount(1);
        await switcher.selectOption(lang.code);
        await expectInLanguage(page, lang);
        await page.reload();
      } else {
        await chooseLanguage(context, lang.code);
        await page.goto(routes.home());
      }
      await expectInLanguage(page, lang);
      if (lang.font) {
        await expect
          .poll(() => fonts.some((u) => u.includes(lang.font?.toLowerCase().replaceAll(' ', '-') ?? '')))
          .toBe(true);
      }
      if (lang.dir === 'rtl') {
        // Mirrored: the logo sits on the right-hand side.
        const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
        expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(360 / 2);
      }
      await expectFits(page);
      await attachScreenshot(page, testInfo, `home-${lang.code}-360.png`);

      for (const screen of screens.filter((s) => s.path !== routes.home())) {
        if (screen.supplier) await signIn(page, await createUser(request, { role: 'supplier' }));
        await page.goto(screen.path);
        await expectInLanguage(page, lang);
        await expectFits(page);
        await attachScreenshot(page, testInfo, `${screen.name}-${lang.code}-360.png`);
      }
    });
  }
});

test('a first visit opens in the language the browser asks for, drawn so by the server', async ({
  request,
  browser,
}) => {
  for (const lang of languages) {
    const html = await (
      await request.get(routes.home(), { headers: { 'accept-language': lang.locale } })
    ).text();
    expect(html, lang.locale).toContain(`<html lang="${lang.code}" dir="${lang.dir}">`);
  }
  // And a real browser in one of them keeps it once the page is live.
  const lang = languages.find((l) => l.dir === 'rtl');
  if (!lang) throw new Error('The language tests need a right-to-left language.');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: lang.locale });
  try {
    const page = await context.newPage();
    await page.goto(routes.home());
    await expectInLanguage(page, lang);
  } finally {
    await context.close();
  }
});

test('the English home page loads no script font', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => /\.woff2$|script-fonts/.test(r.url()) && fetched.push(r.url()));
  await page.goto(routes.home());
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});

const other = languages.find((l) => l.code !== defaultLanguage);
if (!other) throw new Error('The language tests need a second ready language.');

test("a signed-in person's language follows them to a new browser", async ({ page, browser, request }) => {
  const lang: Language = other;
  const user = await createUser(request, { role: 'buyer' });
  await signIn(page, user);
  await page.goto(routes.home());
  await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/account/language') &&
      r.request().method() === 'PUT' &&
      r.request().postDataJSON()?.language === lang.code,
  );
  await page
    .getByRole('combobox', { name: commonText(defaultLanguage, ['nav', 'language']) })
    .selectOption(lang.code);
  expect((await saved).status()).toBe(200);

  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const fresh = await elsewhere.newPage();
    await signIn(fresh, user);
    await fresh.goto(routes.home());
    await expectInLanguage(fresh, lang);
  } finally {
    await elsewhere.close();
  }
});
