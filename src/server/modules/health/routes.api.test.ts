import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../testing/test-app';
import { stopReadiness } from './readiness';

const ctx = setupTestApp();

describe('GET /api/health', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 200 when the database and the storage answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 and names the part that fails', async () => {
    vi.spyOn(ctx.deps.storage, 'ping').mockRejectedValue(new Error('bucket gone'));
    const storageDown = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(storageDown.statusCode).toBe(503);
    expect(storageDown.json()).toEqual({ status: 'failing', database: 'ok', storage: 'failing' });

    vi.spyOn(ctx.deps.database, 'ping').mockRejectedValue(new Error('connection refused'));
    const bothDown = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(bothDown.json()).toEqual({ status: 'failing', database: 'failing', storage: 'failing' });
  });
});

describe('GET /api/ready', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 200 when the database and the storage answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { shutdown: 'no', database: 'ok', storage: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 within about a second when the database hangs', async () => {
    vi.spyOn(ctx.deps.database, 'ping').mockReturnValue(new Promise(() => {}));
    const started = Date.now();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not_ready',
      checks: { shutdown: 'no', database: 'failing', storage: 'ok' },
    });
  });

  it('answers 503 naming the storage when it fails', async () => {
    vi.spyOn(ctx.deps.storage, 'ping').mockRejectedValue(new Error('bucket gone'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ shutdown: 'no', database: 'ok', storage: 'failing' });
  });
});

describe('unknown /api routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers the JSON 404 shape', async (method) => {
    const res = await ctx.app.inject({ method, url: '/api/no-such-route', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('translates the message into the language the client asks for', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'नहीं मिला।' } });
  });

  it('keeps the request id a client sends, and makes one otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// Last: an app that is shutting down stays so.
describe('shutting down', () => {
  it('makes /api/ready answer 503 at once, without asking the database, while /api/health still answers', async () => {
    const ping = vi.spyOn(ctx.deps.database, 'ping');
    stopReadiness(ctx.app);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { shutdown: 'in_progress', database: 'skipped', storage: 'skipped' },
    });
    expect(ping).not.toHaveBeenCalled();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
