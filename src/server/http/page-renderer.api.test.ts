import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { setupTestApp } from '../testing/test-app';

// A stand-in for the built renderer (CLIENT_DIR/.ssr/entry-server.mjs; the contract is
// src/shared/page-renderer.ts): it reads the API through the transport the server hands it,
// counts its draws, writes an inline script with the nonce it is given, fails on /about and
// answers 404 for /suppliers/nope.
const renderer = `
let send;
let draws = 0;
export function setApiTransport(fn) { send = fn; }
export async function renderPage({ url, language, nonce }) {
  if (url.startsWith('/about')) throw new Error('cannot draw');
  const health = await send('/api/health', { headers: { accept: 'application/json' } });
  const missing = await (await send('/api/no-such-route', { headers: { 'accept-language': 'en' } })).json();
  draws += 1;
  return {
    status: url === '/suppliers/nope' ? 404 : 200,
    html: '<p>' + url + ' in ' + language + ', draw ' + draws + ', health ' + health.status + ', ' +
      missing.error.message + '</p><script nonce="' + nonce + '">replay()</script>',
    title: 'Suppliers & more — TradeSetu',
    description: 'Say "hi" <b>',
    state: JSON.stringify({ language, note: '</script><script>alert(1)</script>' }),
  };
}
`;

const ctx = setupTestApp();
let app: App;
let clientDir: string;
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
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

  it("give each response its own nonce, named in the CSP and on the renderer's inline scripts", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await page('/categories');
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(res.body).toContain(`<script nonce="${nonce}">replay()</script>`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
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
});
