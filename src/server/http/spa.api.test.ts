import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { setupTestApp } from '../testing/test-app';

const ctx = setupTestApp();
let app: App;
let clientDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const indexHtml = '<!doctype html><div id="root"></div>';

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'tradesetu-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), indexHtml);
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), script);
  // What scripts/precompress.ts writes beside each file of the build.
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(clientDir, 'index.html.gz'), gzipSync(indexHtml));
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
    expect(gunzipSync(page.rawPayload).toString()).toBe(indexHtml);
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
