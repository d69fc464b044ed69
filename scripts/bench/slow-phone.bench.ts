// What a mid-range phone sees (CPU 4× slower, 150 ms RTT, 1.6 Mbps down): for /, /auth and
// /suppliers, the first paint and how long after it the page answers every control (each link,
// button and field hydrated by React, read from React's own mark on the element: a measurement,
// not something a test waits for); and taps made right at the load event: handled or lost.
import { chromium, type Page } from 'playwright-core';
import { routes } from '../../src/shared/routes';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type Bench, startApp } from './app';
import { slowPhone } from './phone';

const runs = 3;

/** Milliseconds from navigation start to the first paint, and to every control being hydrated. */
async function paintAndInteractive(page: Page, url: string) {
  // A string, not a function: tsx would wrap a function's inner functions in a helper the page lacks.
  await page.addInitScript(`
    document.addEventListener('DOMContentLoaded', function poll() {
      const controls = document.querySelectorAll('#root a, #root button, #root input, #root select');
      const hydrated = [...controls].every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
      if (controls.length && hydrated) window.interactiveAt = performance.now();
      else setTimeout(poll, 10);
    });
  `);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => 'interactiveAt' in window, undefined, { timeout: 30_000 });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    interactive: (window as unknown as { interactiveAt: number }).interactiveAt,
  }));
}

/** Taps made the moment the page has loaded: each answered, or lost. */
const taps: { name: string; url: string; tap: (page: Page) => Promise<boolean> }[] = [
  {
    name: 'Sign In on an empty form',
    url: routes.auth(),
    async tap(page) {
      await page.getByRole('main').getByRole('button', { name: 'Sign In' }).tap();
      await page.waitForTimeout(3000);
      if (/[?&](password|email)=/.test(page.url())) return false;
      return (await page.getByText('Please enter both email and password').count()) > 0;
    },
  },
  {
    name: 'the Menu toggle',
    url: routes.home(),
    async tap(page) {
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap();
      await page.waitForTimeout(1000);
      return page.getByRole('navigation', { name: 'Mobile navigation' }).isVisible();
    },
  },
  {
    name: 'Verified on the supplier finder',
    url: routes.suppliers(),
    async tap(page) {
      await page.getByRole('main').getByRole('link', { name: 'Verified' }).tap();
      await page.waitForTimeout(3000);
      return page.url().includes('tab=verified');
    },
  },
];

export default async function bench(): Promise<Bench[]> {
  const app = await startApp({ client: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: Bench[] = [];
  try {
    for (const path of [routes.home(), routes.auth(), routes.suppliers()]) {
      const gaps: number[] = [];
      for (let i = 0; i < runs; i++) {
        const { page, close } = await slowPhone(browser);
        const { paint, interactive } = await paintAndInteractive(page, app.url + path);
        console.log(
          `  ${path} run ${i + 1}: first paint ${Math.round(paint)} ms, interactive ${Math.round(interactive)} ms`,
        );
        gaps.push(interactive - paint);
        await close();
      }
      const median = gaps.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
      rows.push({
        name: `slow phone: first paint → interactive ${path} (median)`,
        value: Math.round(median),
        unit: 'ms',
      });
    }
    let lost = 0;
    for (const t of taps) {
      const { page, close } = await slowPhone(browser);
      await page.goto(app.url + t.url, { waitUntil: 'load' });
      const handled = await t.tap(page);
      console.log(`  tap at load: ${t.name}: ${handled ? 'handled' : 'LOST'}`);
      if (!handled) lost++;
      await close();
    }
    rows.push({
      name: `slow phone: taps at load lost (of ${taps.length})`,
      value: lost,
      unit: '',
      target: '0',
      ok: lost === 0,
    });
    return rows;
  } finally {
    await browser.close();
    await app.stop();
  }
}
