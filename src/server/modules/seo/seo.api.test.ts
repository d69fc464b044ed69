import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { councilIds } from '../../../shared/councils/constants';
import { catalogs, users } from '../../db/schema';
import { createListedSupplier } from '../../testing/directory';
import { setupTestApp } from '../../testing/test-app';
import { upsertSupplierForUser } from '../suppliers/service';

const ctx = setupTestApp({ PUBLIC_URL: 'https://tradesetu.example', LEGAL_EMAIL: 'law@tradesetu.example' });
const base = 'https://tradesetu.example';

describe('GET /sitemap.xml', () => {
  it('lists the static pages, councils, listed suppliers and their catalogs', async () => {
    const listed = await createListedSupplier(ctx, { catalogs: ['textiles'] });
    const [catalog] = await ctx.deps.database.db
      .select()
      .from(catalogs)
      .where(eq(catalogs.userId, listed.userId));
    await ctx.deps.database.db
      .insert(users)
      .values({ id: 'u-hidden', name: 'Hidden', email: 'hidden@example.test' });
    await upsertSupplierForUser(ctx.deps.database.db, { userId: 'u-hidden', name: 'No profile yet' });

    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/categories',
      '/suppliers',
      '/waitlist',
      '/terms',
      '/sitemap',
      '/help',
      '/help/iec',
    ])
      expect(locs).toContain(`${base}${path}`);
    for (const id of councilIds) expect(locs).toContain(`${base}/categories/epc/${id}`);
    expect(locs).toContain(`${base}/suppliers/example-kerala-spice-traders`);
    expect(locs).toContain(`${base}/suppliers/${listed.supplierId}`);
    expect(locs).toContain(`${base}/catalogs/${catalog?.id}`);
    expect(locs.some((l) => l?.includes('u-hidden') || l?.includes('No profile'))).toBe(false);
    expect(locs).not.toContain(`${base}/dashboard`);
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap and keeps account screens out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /catalog$');
    expect(res.body).toContain('Disallow: /support');
  });
});

describe('GET /api/site', () => {
  it('tells the pages the legal and privacy mailboxes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toEqual({
      appName: 'TradeSetu',
      publicUrl: ctx.deps.config.publicUrl,
      legalEmail: 'law@tradesetu.example',
      privacyEmail: 'privacy@tradesetu.in',
    });
  });
});
