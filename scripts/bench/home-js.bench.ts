// The JavaScript the home page makes a first-time visitor download, gzip-compressed.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type Bench, startApp } from './app';

const budgetKb = 110;

export default async function bench(): Promise<Bench[]> {
  const app = await startApp({ client: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.push(res.body().then((body) => ({ url: res.url(), gzip: gzipSync(body).length })));
      }
    });
    await page.goto(app.url, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    for (const s of loaded)
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
    const kb = loaded.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    return [
      {
        name: `home page JavaScript, gzip (${loaded.length} files)`,
        value: Number(kb.toFixed(1)),
        unit: 'KB',
        target: `≤ ${budgetKb} KB`,
        ok: kb <= budgetKb,
      },
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}
