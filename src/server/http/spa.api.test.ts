import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { setupTestApp } from '../testing/test-app';

const ctx = setupTestApp();
let app: App;
let clientDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const indexHtml =
  '<!doctype html><html lang="en" dir="ltr"><head><title>TradeSetu</title></head><body><div id="root"></div></body></html>';
// The part of Vite's build manifest the server reads: where each locale file was emitted.
const manifest = Object.fromEntries(
  ['en', 'hi', 'ar'].flatMap((lng) =>
    ['common', 'directory', 'home', 'search', 'media'].map((ns) => [
      `../shared/i18n/locales/${lng}/${ns}.json`,
      { file: `assets/${ns}-${lng}123.json` },
    ]),
  ),
);

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'tradesetu-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), indexHtml);
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), script);
  // What scripts/precompress.ts writes beside each file of the build.
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  app = await buildApp(ctx.deps, { clientDir, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the app serving the built client', () => {
  it('answers every page with index.html, never cached', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/suppliers/some-id',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file the browser accepts, and the plain one otherwise', async () => {
    const url = '/assets/main-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const page = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root"></div>');
    const brPage = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(brPage.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brPage.rawPayload).toString()).toBe(gunzipSync(page.rawPayload).toString());
  });

  it("names the screen's translation files in the page, in the browser's language and English", async () => {
    const page = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/suppliers', headers: { accept: 'text/html', ...headers } });
    const english = (await page({ 'accept-language': 'en-IN,en;q=0.9' })).body;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/directory-en123.json">',
    );
    expect(english).not.toContain('home-en123');
    expect(english).not.toContain('common-en123'); // named by index.html itself

    const hindi = (await page({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body;
    expect(hindi).toContain('<html lang="hi" dir="ltr">');
    for (const file of ['common-hi123', 'directory-hi123', 'directory-en123']) expect(hindi).toContain(file);

    // The language chosen in the app (kept in a cookie) wins over the browser's.
    const arabic = (await page({ 'accept-language': 'hi', cookie: 'x=1; tradesetu.language=ar' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('directory-ar123');
    expect(arabic).not.toContain('directory-hi123');

    const home = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    for (const file of ['home-en123', 'search-en123', 'media-en123']) expect(home).toContain(file);
  });

  it('answers a path no screen draws with the page (it shows Page not found) and status 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('rel="preload"');
  });

  it('does not serve the build manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the JSON 404 for unknown /api routes, even when a browser asks for HTML', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('answers JSON 404 for a missing file that is not a page request', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
