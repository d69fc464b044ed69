import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog, CatalogSummary } from '../../../shared/catalogs/schema';
import { profiles } from '../../db/schema';
import { catalogForm, catalogSnapshot } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import { scheduleSweeps, sweepOrphanImages } from './sweeper';

const ctx = setupTestApp();
let owner: TestUser;
let other: TestUser;
let photos: Buffer[];

beforeAll(async () => {
  [owner, other] = await Promise.all([
    createTestUser(ctx, { role: 'supplier' }),
    createTestUser(ctx, { role: 'supplier' }),
  ]);
  photos = await Promise.all([11, 12, 13].map((seed) => sceneImage(seed, { width: 400, height: 300 })));
});

const origin = () => ctx.deps.config.publicUrl;

async function save(user: TestUser, details: unknown, files: Buffer[], id?: string) {
  const body = await multipart(details, files.map(jpegPart));
  return ctx.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/catalogs/${id}` : '/api/catalogs',
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie, origin: origin() },
  });
}

async function create(title: string, min = '100', user = owner) {
  const res = await save(user, catalogForm({ title, price: { min, max: '5000' } }), photos.slice(0, 2));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const read = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/catalogs/${id}` })).json() as { catalog: Catalog };

const filesOf = async (id: string) => (await catalogSnapshot(ctx)).files.filter((f) => f.includes(id));

describe('editing and deleting a catalog', () => {
  it('replaces details and images for the owner and removes the replaced files', async () => {
    const id = await create('Jute rugs');
    const oldFiles = await filesOf(id);
    const res = await save(
      owner,
      catalogForm({ title: 'Jute rugs, natural', template: 'basic' }),
      photos,
      id,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { catalog } = await read(id);
    expect(catalog.title).toBe('Jute rugs, natural');
    expect(catalog.attributes).toEqual({});
    expect(catalog.images).toHaveLength(3);
    const newFiles = await filesOf(id);
    expect(newFiles).toHaveLength(12);
    expect(newFiles.some((f) => oldFiles.includes(f))).toBe(false);
  });

  it('answers 404 to another supplier who edits or deletes it, and changes nothing', async () => {
    const id = await create('Brass lamps');
    const before = await catalogSnapshot(ctx);
    const edit = await save(other, catalogForm({ title: 'Taken over' }), photos.slice(0, 1), id);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe('Catalog not found.');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/catalogs/${id}`,
      headers: { cookie: other.cookie, origin: origin() },
    });
    expect(del.statusCode).toBe(404);
    expect(await catalogSnapshot(ctx)).toEqual(before);
    expect((await read(id)).catalog.title).toBe('Brass lamps');
  });

  it('deletes rows and files for the owner', async () => {
    const id = await create('Clay pots');
    expect(await filesOf(id)).toHaveLength(8);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/catalogs/${id}`,
      headers: { cookie: owner.cookie, origin: origin() },
    });
    expect(res.statusCode).toBe(204);
    expect(await filesOf(id)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/catalogs/${id}` })).statusCode).toBe(404);
  });

  it('answers 404 with the message for an address that can name no catalog', async () => {
    for (const url of ['/api/catalogs/nope', '/api/catalogs/12345']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Catalog not found.' });
    }
  });
});

describe('GET /api/catalogs/mine', () => {
  it("lists only the caller's catalogs with search and sort", async () => {
    const seller = await createTestUser(ctx, { role: 'supplier' });
    await create('Silk sarees', '900', seller);
    await create('Cotton kurtas', '300', seller);
    await create('Silk scarves', '500', seller);
    await create('Silk of another', '10', other);
    const list = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/catalogs/mine${query}`,
        headers: { cookie: seller.cookie },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { catalogs: CatalogSummary[] }).catalogs;
    };
    expect((await list('')).map((c) => c.title)).toEqual(['Silk scarves', 'Cotton kurtas', 'Silk sarees']);
    expect((await list('?sort=title')).map((c) => c.title)).toEqual([
      'Cotton kurtas',
      'Silk sarees',
      'Silk scarves',
    ]);
    expect((await list('?sort=priceLow&q=silk')).map((c) => c.title)).toEqual([
      'Silk scarves',
      'Silk sarees',
    ]);
    const [first] = await list('?q=kurtas');
    expect(first?.thumbUrl).toMatch(/-thumb\.webp$/);
    expect(first?.imageCount).toBe(2);
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/catalogs/mine' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('sweepOrphanImages', () => {
  it('removes old files no row points to and keeps referenced and recent ones', async () => {
    const id = await create('Kept catalog');
    const kept = await filesOf(id);
    const oldOrphan = `catalog_images/${crypto.randomUUID()}/1600000000000-0.jpg`;
    const youngOrphan = `catalog_images/${crypto.randomUUID()}/${Date.now()}-0.jpg`;
    for (const key of [oldOrphan, `${oldOrphan.replace('.jpg', '')}-thumb.webp`, youngOrphan])
      await ctx.deps.storage.put(key, Buffer.from('x'), 'image/jpeg');
    const removed = await sweepOrphanImages(ctx.deps.database.db, ctx.deps.storage, { graceMs: 60_000 });
    expect(removed.sort()).toEqual([oldOrphan, oldOrphan.replace('.jpg', '-thumb.webp')].sort());
    const files = (await catalogSnapshot(ctx)).files;
    for (const key of [...kept, youngOrphan]) expect(files).toContain(key);
    // With no grace at all, the finished save's files still stay: rows point to them.
    await sweepOrphanImages(ctx.deps.database.db, ctx.deps.storage, { graceMs: -60_000 });
    expect(await filesOf(id)).toEqual(kept);
  });
});

describe('sweepOrphanImages on profile photos', () => {
  it('removes old avatar files no profile names (and a crashed write), keeps the live and young ones', async () => {
    const [user, earlier] = [owner, other];
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      payload: photos[0],
      headers: { 'content-type': 'image/jpeg', cookie: user.cookie, origin: origin() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const live = (res.json().avatarUrl as string).replace('/media/', '');
    // A profile photo stored before save prefixes had a nonce: named `<timestamp>.jpg`.
    const earlierLive = `avatars/${earlier.id}/1600000000000.jpg`;
    await ctx.deps.database.db
      .update(profiles)
      .set({ avatarUrl: ctx.deps.storage.publicUrl(earlierLive) })
      .where(eq(profiles.id, earlier.id));
    const orphans = [
      `avatars/${user.id}/1600000000000-0123abcd-0.jpg`,
      `avatars/${user.id}/1600000000001.jpg`,
      `avatars/${user.id}/1600000000002-89abcdef-0.jpg.tmp-${crypto.randomUUID()}`,
    ];
    const young = `avatars/${user.id}/${Date.now()}-0123abcd-0.jpg`;
    for (const key of [...orphans, earlierLive, young])
      await ctx.deps.storage.put(key, Buffer.from('x'), 'image/jpeg');
    const removed = await sweepOrphanImages(ctx.deps.database.db, ctx.deps.storage, { graceMs: 60_000 });
    expect(removed.filter((k) => k.startsWith('avatars/')).sort()).toEqual(orphans.sort());
    // With no grace at all, the files profiles name still stay.
    await sweepOrphanImages(ctx.deps.database.db, ctx.deps.storage, { graceMs: -60_000 });
    const left: string[] = [];
    for await (const key of ctx.deps.storage.list('avatars/')) left.push(key);
    expect(left.sort()).toEqual([live, earlierLive].sort());
  });
});

describe('scheduleSweeps', () => {
  it('sweeps at start: every orphan on PGlite (no other process), only old ones on PostgreSQL', async () => {
    const old = `catalog_images/${crypto.randomUUID()}/1600000000000-0.jpg`;
    const oldAvatar = `avatars/${other.id}/1600000000000-0123abcd-0.jpg.tmp-${crypto.randomUUID()}`;
    // Written a second ago, as by a save that another instance on PostgreSQL may still be finishing.
    const young = `catalog_images/${crypto.randomUUID()}/${Date.now() - 1000}-0.jpg`;
    for (const key of [old, oldAvatar, young])
      await ctx.deps.storage.put(key, Buffer.from('x'), 'image/jpeg');
    const app = Fastify();
    app.decorate('deps', ctx.deps);
    scheduleSweeps(app, app.log);
    await app.ready();
    await app.close(); // waits for the start's sweep
    const files = (await catalogSnapshot(ctx)).files;
    expect(files).not.toContain(old);
    expect(files.includes(young)).toBe(ctx.deps.database.kind === 'postgres');
    expect(await ctx.deps.storage.get(oldAvatar)).toBeNull();
  });
});

describe('bad input', () => {
  it('answers 4xx to any malformed details and stores nothing', async () => {
    const photo = photos[0] as Buffer;
    const valid = catalogForm();
    const mutation = fc.oneof(
      fc.record({ key: fc.constantFrom(...Object.keys(valid)), value: fc.anything() }),
      fc.record({ key: fc.constant('title'), value: fc.string({ maxLength: 2 }) }),
      fc.record({
        key: fc.constant('moq'),
        value: fc.oneof(fc.string(), fc.integer({ max: 0 }).map(String)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(mutation, async ({ key, value }) => {
        const details = { ...valid, [key]: value };
        const before = await catalogSnapshot(ctx);
        const res = await save(owner, details, [photo]);
        if (res.statusCode === 201) {
          // Some mutations are still valid (e.g. an allowed category): then it is a normal save.
          return;
        }
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(await catalogSnapshot(ctx)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});
