import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port';
import { setupTestApp } from '../../testing/test-app';

// The real Apertium APy server from Debian (apertium-apy + apertium-eng-spa) on loopback. Each
// project (PGlite, PostgreSQL) runs this file in its own worker of one process: a free port each.
const port = await freePort();
let apy: ChildProcess | undefined;

beforeAll(async () => {
  apy = spawn('apertium-apy', ['-p', String(port), '/usr/share/apertium/modes'], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/listPairs`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    'apertium-apy did not start: install it with apt-get install apertium-apy apertium-eng-spa',
  );
}, 40_000);
afterAll(() => {
  apy?.kill();
});

const ctx = setupTestApp({ TRANSLATE_URL: `http://127.0.0.1:${port}`, TRANSLATE_PROVIDER: 'apertium' });
const description = 'Handmade cotton bags with traditional block prints from Jaipur.';
const translate = (body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/translate',
    headers: { origin: ctx.deps.config.publicUrl },
    payload: body as object,
  });

describe('translation through Apertium', () => {
  it('reports the pairs it can translate', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/translate/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json().enabled).toBe(true);
    expect(res.json().pairs).toContainEqual(['en', 'es']);
  });

  it('translates a catalog description from English to Spanish, then serves it from the cache', async () => {
    const first = await translate({ text: description, source: 'en', target: 'es' });
    expect(first.statusCode).toBe(200);
    expect(first.json().cached).toBe(false);
    expect(first.json().text).toMatch(/algodón/i);
    expect(first.json().text).not.toContain('cotton');

    const second = await translate({ text: description, source: 'en', target: 'es' });
    expect(second.json()).toEqual({ text: first.json().text, cached: true });
  });

  it('answers 422 in the caller language for a pair the server lacks', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: { 'accept-language': 'hi', origin: ctx.deps.config.publicUrl },
      payload: { text: description, source: 'en', target: 'ta' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('अनुवाद');
  });

  it.each([
    [{ text: '', source: 'en', target: 'es' }, 'text'],
    [{ text: 'x'.repeat(5001), source: 'en', target: 'es' }, 'text'],
    [{ text: 'hello', source: 'english', target: 'es' }, 'source'],
    [{ text: 'hello', source: 'en', target: 'en' }, 'target'],
  ])('refuses %j with a message on %s', async (body, field) => {
    const res = await translate(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
  });
});
