import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

describe('GET /media/*', () => {
  it('streams a stored file with its type, length and a year of caching', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);
    await ctx.deps.storage.put('catalog_images/serve-test/1700000000-0.png', bytes, 'image/png');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/media/catalog_images/serve-test/1700000000-0.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the JSON 404 for a key that is not stored', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/catalog_images/none/missing.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('never reads outside the storage root', async () => {
    // A file beside the media folder that an escaping key would reach.
    writeFileSync(join(ctx.deps.config.dataDir, 'secret.txt'), 'secret');
    const escapes = [
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/a/%2e%2e/%2e%2e/secret.txt',
      '/media/%2fetc%2fpasswd',
    ];
    for (const url of escapes) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });
});
