import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { setupTestApp } from '../testing/test-app';

// A stand-in for the built renderer (CLIENT_DIR/.ssr/entry-server.mjs; the contract is
// src/shared/page-renderer.ts): it reads the API through the transport the server hands it,
// counts its draws, writes an inline script, fails on /about and
// answers 404 for /suppliers/nope.
const renderer = `
let send;
let draws = 0;
export function setApiTransport(fn) { send = fn; }
export async function renderPage({ url, language }) {
  if (url.startsWith('/about')) throw new Error('cannot draw');
  const health = await send('/api/health', { headers: { accept: 'application/json' } });
  const missing = await (await send('/api/no-such-route', { headers: { 'accept-language': 'en' } })).json();
  draws += 1;
  return {
    status: url === '/suppliers/nope' ? 404 : 200,
    html: '<p>' + url + ' in ' + language + ', draw ' + draws + ', health ' + health.status + ', ' +
      missing.error.message + '</p><script>replay()</script>',
    title: 'Suppliers & more — TradeSetu',
    description: 'Say "hi" <b>',
    state: JSON.stringify({ language, note: '</script><script>alert(1)</script>' }),
  };
}
`;

const ctx = setupTestApp();
let app: App;
let clientDir: string;
const page = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers }, remoteAddress });
const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const drawCount = (html: string) => /draw (\d+)/.exec(html)?.[1];

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
  it('arrive drawn, with their title, description and start-up state', async () => {
    const res = await page('/suppliers?q=rice', { 'accept-language': 'hi', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    // The renderer's API requests went through the app, in the visitor's language.
    const hindiNotFound = (
      await app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'hi' } })
    ).json().error.message;
    expect(hindiNotFound).not.toBe('Not found.');
    expect(root(html)).toMatch(
      new RegExp(`^<p>/suppliers\\?q=rice in hi, draw \\d+, health 200, ${hindiNotFound}</p>`),
    );
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('<title>Suppliers &amp; more — TradeSetu</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;" />');
    // The state cannot end its script element early.
    const state = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toEqual({ language: 'hi', note: '</script><script>alert(1)</script>' });
    // The page already shows: its code is fetched at low priority.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
  });

  it('name their inline scripts by hash in the CSP, and send the same compressed bytes to everyone', async () => {
    const replayHash = createHash('sha256').update('replay()').digest('base64');
    const answers = [];
    for (const remoteAddress of ['127.0.0.1', '10.0.0.9']) {
      const res = await page('/categories?same', { 'accept-encoding': 'gzip, deflate, br' }, remoteAddress);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${replayHash}';`);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<script>replay()</script>');
      answers.push(res.rawPayload);
    }
    expect(answers[1]?.equals(answers[0] ?? Buffer.alloc(0))).toBe(true);
    // gzip for a client without brotli, plain for one that asks for neither: the same page.
    const gzipped = await page('/categories?same', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await page('/categories?same');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(answers[0] ?? Buffer.alloc(0)).toString()).toBe(plain.body);
  });

  it('are drawn in the language chosen in the app (cookie) before the browser’s', async () => {
    const res = await page('/buyers', { 'accept-language': 'hi', cookie: 'x=1; tradesetu.language=ar' });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(root(res.body)).toContain('/buyers in ar');
  });

  it('are kept until the change feed says their data changed', async () => {
    const first = drawCount((await page('/categories?kept')).body);
    expect(drawCount((await page('/categories?kept')).body)).toBe(first);

    // A write that changes no public page (the waitlist) keeps them.
    const joined = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: ctx.deps.config.publicUrl },
      payload: { email: 'drawn@example.com', phoneNumber: '+91 98765 43210' },
    });
    expect(joined.statusCode).toBe(200);
    expect(drawCount((await page('/categories?kept')).body)).toBe(first);

    app.changes.notify('catalogs');
    expect(drawCount((await page('/categories?kept')).body)).not.toBe(first);
  });

  it('answer 404 for a path no screen draws, and when the renderer says the subject is unknown', async () => {
    expect((await page('/no/such/page')).statusCode).toBe(404);
    const unknown = await page('/suppliers/nope');
    expect(unknown.statusCode).toBe(404);
    expect(root(unknown.body)).toContain('/suppliers/nope');
  });

  it('fall back to being drawn in the browser when the renderer fails', async () => {
    const res = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('');
    expect(res.body).not.toContain('page-state');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  // Each test asks from its own address: their draws do not count against another's budget.
  it('share one drawn page between addresses that differ only in parameters the screen does not read', async () => {
    const at = (url: string) => page(url, {}, '10.0.1.1');
    const home = await at('/?utm_source=a');
    expect(root(home.body)).toMatch(/^<p>\/ in en, draw \d+/);
    for (const url of ['/?utm_source=b', '/', '/?fbclid=x&utm_source=c'])
      expect(drawCount((await at(url)).body)).toBe(drawCount(home.body));

    // A photo is part of a product page's address; a tracking tag is not.
    const product = await at('/products/p1?utm_source=a&photo=2');
    expect(root(product.body)).toMatch(/^<p>\/products\/p1\?photo=2 in en/);
    expect(drawCount((await at('/products/p1?photo=2')).body)).toBe(drawCount(product.body));
    expect(drawCount((await at('/products/p1')).body)).not.toBe(drawCount(product.body));
  });

  it('draw a page apart for each value of a parameter the screen reads, in any order, as the page reads it', async () => {
    const at = async (url: string) => (await page(url, {}, '10.0.1.2')).body;
    const cotton = await at('/search?q=cotton&category=textiles');
    // Drawn from the parameters sorted, the rest left out.
    expect(root(cotton)).toMatch(/^<p>\/search\?category=textiles&q=cotton in en/);
    expect(drawCount(await at('/search?q=silk&category=textiles'))).not.toBe(drawCount(cotton));
    // The order, other parameters, an empty one and a repeated one (the page reads the first) do not matter.
    for (const url of [
      '/search?category=textiles&q=cotton',
      '/search?utm_source=x&category=textiles&q=cotton&state=',
      '/search?q=cotton&category=textiles&q=silk',
    ])
      expect(drawCount(await at(url))).toBe(drawCount(cotton));
  });

  it('leave an address asking for many pages not kept to its browser, and keep drawing for others', async () => {
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => page(`/search?q=flood-${i}`, {}, '10.0.2.1')),
    );
    expect(flood.every((res) => res.statusCode === 200)).toBe(true);
    // At most 10 per 2 s window: the flood may straddle two windows.
    const drawn = flood.filter((res) => root(res.body) !== '').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(20);
    // The rest arrive undrawn, as when drawing fails: the browser draws them.
    const undrawn = flood.find((res) => root(res.body) === '');
    expect(undrawn?.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(undrawn?.body).not.toContain('page-state');

    // Another address still gets pages drawn, and the flooding one pages already kept.
    expect(root((await page('/search?q=other', {}, '10.0.2.2')).body)).toContain('/search?q=other in en');
    expect(root((await page('/search?q=flood-0', {}, '10.0.2.1')).body)).not.toBe('');
  });
});
