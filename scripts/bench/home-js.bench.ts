// The JavaScript the home page makes a first-time visitor download, gzip-compressed; and that it
// is React 19 itself: React's version string in the shell chunk, no Preact in the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type Bench, builtClient, startApp } from './app';

const budgetKb = 120;
const reactVersion = (
  JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as { version: string }
).version;

/** Which runtime the build carries: React's version in the shell chunk, and files naming Preact. */
function runtime(clientDir: string): Bench[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const shell = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '';
  const shellCode = readFileSync(join(clientDir, shell), 'utf8');
  // React's own `version` field, however the minifier quotes it.
  const quote = '[\x60\'"]';
  const version = new RegExp(`version[=:]${quote}${reactVersion.replaceAll('.', '\\.')}${quote}`);
  const hasReact = version.test(shellCode);
  const assets = join(clientDir, 'assets');
  const preact = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && /preact/i.test(readFileSync(join(assets, f), 'utf8')),
  );
  return [
    {
      name: `React ${reactVersion} version string in the shell (${shell})`,
      value: hasReact ? 1 : 0,
      unit: '',
      target: '1',
      ok: hasReact,
    },
    {
      name: 'built client files naming Preact',
      value: preact.length,
      unit: '',
      target: '0',
      ok: preact.length === 0,
    },
  ];
}

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
      ...runtime(builtClient()),
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}
