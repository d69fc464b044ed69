import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { setupTestApp } from '../testing/test-app';

// A stand-in for the built renderer (CLIENT_DIR/.ssr/entry-server.mjs, made by scripts/build.ts):
// it reads the API through the transport the server hands it, counts its draws and fails on /about.
const renderer = `
let send;
let draws = 0;
export function setApiTransport(fn) { send = fn; }
export async function renderPage(url, language) {
  if (url.startsWith('/about')) throw new Error('cannot draw');
  const health = await send('/api/health', { headers: { accept: 'application/json' } });
  const missing = await (await send('/api/no-such-route', { headers: { 'accept-language': 'en' } })).json();
  draws += 1;
  return {
    html: '<p>' + url + ' in ' + language + ', draw ' + draws + ', health ' + health.status + ', ' + missing.error.message + '</p>',
    title: 'Suppliers & more — TradeSetu',
    description: 'Say "hi" <b>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
  };
}
`;

const ctx = setupTestApp();
let app: App;
let clientDir: string;
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'tradesetu-drawn-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>TradeSetu</title>' +
      '<meta name="description" content="The default." />' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  mkdirSync(join(clientDir, '.ssr'));
  writeFileSync(join(clientDir, '.ssr', 'entry-server.mjs'), renderer);
  app = await buildApp(ctx.deps, { clientDir, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('pages drawn on the server', () => {
  it('arrive drawn, with their title, description and the API answers they were drawn with', async () => {
    const res = await page('/suppliers?q=rice', { 'accept-language': 'hi', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    // The renderer's API requests went through the app, in the visitor's language.
    const hindiNotFound = (
      await app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'hi' } })
    ).json().error.message;
    expect(hindiNotFound).not.toBe('Not found.');
    expect(root(html)).toBe(`<p>/suppliers?q=rice in hi, draw 1, health 200, ${hindiNotFound}</p>`);
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('<title>Suppliers &amp; more — TradeSetu</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;" />');
    // The state cannot end its script element early.
    expect(html).toContain('<script id="page-state" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual({ queries: [{ note: '</script><script>alert(1)</script>' }] });
    // The page already shows: its code is fetched at low priority.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
  });

  it('are kept until a write through the API, which makes them drawn again', async () => {
    const first = root((await page('/categories')).body);
    expect(root((await page('/categories')).body)).toBe(first);

    const refused = await app.inject({ method: 'POST', url: '/api/waitlist', payload: { email: 'nope' } });
    expect(refused.statusCode).toBe(400);
    expect(root((await page('/categories')).body)).toBe(first);

    const joined = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email: 'drawn@example.com', phoneNumber: '+91 98765 43210' },
    });
    expect(joined.statusCode).toBe(200);
    const again = root((await page('/categories')).body);
    expect(again).not.toBe(first);
    expect(again).toMatch(/^<p>\/categories in en, draw \d+/);
  });

  it('are only the public screens that the server can draw', async () => {
    for (const url of ['/dashboard', '/profile', '/products']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toBe('');
      expect(res.body, url).not.toContain('page-state');
      expect(res.body, url).toContain('<title>TradeSetu</title>');
    }
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(root(missing.body)).toBe('');
  });

  it('fall back to being drawn in the browser when the renderer fails', async () => {
    const res = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('');
    expect(res.body).not.toContain('page-state');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });
});
