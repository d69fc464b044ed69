// The home page's JavaScript on a first visit and on the next one, counted as it comes over the
// network (compressed, as sent): the service worker (src/client/sw.ts) precaches the app's code after
// the first visit, so the repeat visit takes its scripts from the worker's cache, none from the network.
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type Bench, startApp } from './app';

/** Scripts of one visit: bytes over the network and how many the service worker answered. */
async function visit(page: Page, url: string) {
  const network: Promise<number>[] = [];
  let fromWorker = 0;
  const count = (res: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (res.request().resourceType() !== 'script') return;
    if (res.fromServiceWorker()) fromWorker++;
    else
      network.push(
        res
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
  };
  page.on('response', count);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', count);
  const bytes = (await Promise.all(network)).reduce((sum, n) => sum + n, 0);
  return { kb: Number((bytes / 1024).toFixed(1)), files: network.length, fromWorker };
}

export default async function bench(): Promise<Bench[]> {
  const app = await startApp({ client: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await (await browser.newContext()).newPage();
    const first = await visit(page, app.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 120_000 });
    const precachedKb = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const cache = await caches.open(name ?? '');
      let bytes = 0;
      for (const request of await cache.keys())
        bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      return bytes / 1024;
    });
    const repeat = await visit(page, app.url);
    return [
      {
        name: `first visit: home page JavaScript from the network (${first.files} files)`,
        value: first.kb,
        unit: 'KB',
      },
      {
        name: `repeat visit: JavaScript from the network (${repeat.fromWorker} scripts from the worker)`,
        value: repeat.kb,
        unit: 'KB',
        target: '0 KB',
        ok: repeat.kb === 0 && repeat.fromWorker > 0,
      },
      { name: 'precached code and styles (uncompressed)', value: Math.round(precachedKb), unit: 'KB' },
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}
