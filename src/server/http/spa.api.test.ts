import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
// Vite's build manifest (never served): the shell, and a screen's chunk with what it imports.
const manifest = {
  'main.tsx': { file: 'assets/main-abc123.js', isEntry: true },
  'features/directory/pages/suppliers-page.tsx': { file: 'assets/suppliers-1.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card-2.js', imports: ['main.tsx'] },
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'tradesetu-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), indexHtml);
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), script);
  // What scripts/precompress.ts writes beside each file of the build.
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  // The real manifest and icons (src/client/public), and a service worker as the build names it.
  cpSync(join(import.meta.dirname, '../../client/public'), clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'sw.js'), 'self.skipWaiting();');
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

  it('draws pages for any client that takes HTML', async () => {
    for (const accept of ['*/*', undefined]) {
      const page = await app.inject({ method: 'GET', url: '/suppliers', headers: accept ? { accept } : {} });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
    const json = await app.inject({
      method: 'GET',
      url: '/suppliers',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('caches hashed assets for a year, and serves the favicon', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/svg/);
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

  it('names the language on <html>: the one chosen in the app (cookie), else the browser’s', async () => {
    const page = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/suppliers', headers: { accept: 'text/html', ...headers } });
    expect((await page({ 'accept-language': 'en-IN,en;q=0.9' })).body).toContain(
      '<html lang="en" dir="ltr">',
    );
    expect((await page({ 'accept-language': 'hi-IN,hi;q=0.9' })).body).toContain(
      '<html lang="hi" dir="ltr">',
    );
    const arabic = (await page({ 'accept-language': 'hi', cookie: 'x=1; tradesetu.language=ar' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
  });

  it("names the screen's code for preloading, without the shell", async () => {
    const res = await app.inject({ method: 'GET', url: '/suppliers', headers: { accept: 'text/html' } });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/suppliers-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-2.js">');
    expect(res.body).not.toContain('modulepreload" crossorigin href="/assets/main-abc123.js"');
  });

  it('answers a path no screen draws with the page (it shows Page not found) and status 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
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

describe('the installable app', () => {
  it('serves the manifest with 192, 512 and maskable PNG icons that exist, and the worker unkept', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json() as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'TradeSetu', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.rawPayload.readUInt32BE(16)}x${png.rawPayload.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    const worker = await app.inject({ method: 'GET', url: '/sw.js', headers: { accept: '*/*' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('draws the offline page in the language asked for, with no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/offline?lng=hi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.body).toContain('<html lang="hi" dir="ltr">');
    expect(res.body).toContain('आप ऑफ़लाइन हैं');
    expect(res.body).not.toContain('<script');
  });
});
