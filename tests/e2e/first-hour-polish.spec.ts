import type { Page } from '@playwright/test';
import { languages } from '../../src/shared/i18n/languages';
import { routes } from '../../src/shared/routes';
import { openBeforeHydration } from './before-hydration';
import { chooseLanguage, expect, test } from './fixtures';

/** Words of the hero heading drawn over more than one line: the heading is sized so each fits one. */
function splitWords(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // A hyphen is a break opportunity of its own.
      for (const m of text.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(m[0]);
      }
    }
    return split;
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('no language widens the home page, and no hero word of an Indian script breaks in two', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    for (const { code } of languages) {
      await chooseLanguage(context, code);
      await page.goto(routes.home());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => true));
      if (process.env.SHOTS && ['ta', 'hi', 'ar'].includes(code)) {
        await page.screenshot({ path: `/tmp/shots/home-360-${code}-${process.env.SHOTS}.png` });
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${code} page width`).toBeLessThanOrEqual(360);
      if (['ta', 'hi', 'ml', 'te', 'kn'].includes(code)) {
        expect.soft(await splitWords(page), `${code} hero words split`).toEqual([]);
      }
    }
  });
});

/** Placeholders wider than their input's text box, measured in the input's own font. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('input[placeholder]:visible').evaluateAll((inputs) => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    return (inputs as HTMLInputElement[]).flatMap((input) => {
      const style = getComputedStyle(input);
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return ctx.measureText(input.placeholder).width > room ? [input.placeholder] : [];
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('search placeholders and the supplier tabs fit a phone in every language', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    for (const { code } of languages) {
      await chooseLanguage(context, code);
      await page.goto(routes.home());
      await expect(page.getByRole('combobox').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => true));
      expect.soft(await cutPlaceholders(page), `${code} home`).toEqual([]);
      await page.goto(routes.suppliers());
      const tabs = page.getByRole('main').getByRole('navigation');
      await expect(tabs).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => true));
      expect.soft(await cutPlaceholders(page), `${code} suppliers`).toEqual([]);
      // Every tab is in view: none cut at the screen's edge.
      for (const tab of await tabs.getByRole('link').all())
        await expect.soft(tab, `${code} tab`).toBeInViewport({ ratio: 1 });
    }
  });
});

test('the waitlist countdown shows its digits before the page scripts run', async ({ page }) => {
  const { hydrate } = await openBeforeHydration(page, routes.waitlist());
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(timer.locator('[data-unit=day]')).toHaveText(/^\d+$/);
  await expect(timer.locator('[data-unit=second]')).toHaveText(/^\d{1,2}$/);
  const before = await timer.locator('[data-unit=second]').textContent();
  hydrate();
  // After hydration the clock ticks.
  await expect(timer.locator('[data-unit=second]')).not.toHaveText(before ?? '', { timeout: 15_000 });
});

test('at 1280×800 the home search suggestions open in view, without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(routes.home());
  const box = page
    .getByRole('main')
    .getByRole('combobox', { name: 'Search products, suppliers or locations' });
  await box.click();
  await box.pressSequentially('tex');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  // The first few suggestions whole inside the window, the page where it was.
  for (const option of await options.all().then((all) => all.slice(0, 3)))
    await expect(option).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: '/tmp/shots/home-suggestions-1280x800.png' });
});

test('toasts raised together each show as their own card, none as a blank card behind another', async ({
  page,
}) => {
  await page.goto(routes.contact());
  const send = page.getByRole('main').getByRole('button', { name: 'Send Message' });
  const toasts = page.locator('[data-sonner-toast]');
  await send.click();
  await expect(toasts).toHaveCount(1);
  await send.click();
  await expect(toasts).toHaveCount(2);
  // Each card drawn shows its words (a collapsed stack hid the older one's behind the newest), and
  // once they have slid into place no card lies over the other.
  await expect
    .poll(() =>
      toasts.evaluateAll((cards) => {
        const opacities = cards.map((card) => {
          const words = card.querySelector('[data-title]');
          return words ? getComputedStyle(words.parentElement ?? words).opacity : 'no words';
        });
        const [a, b] = cards.map((card) => card.getBoundingClientRect());
        const apart = !!a && !!b && (a.bottom <= b.top || b.bottom <= a.top);
        return { opacities, apart };
      }),
    )
    .toEqual({ opacities: ['1', '1'], apart: true });
  await page.screenshot({ path: '/tmp/shots/toasts-two-1280.png' });
});
