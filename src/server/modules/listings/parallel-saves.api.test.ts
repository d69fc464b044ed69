import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../shared/catalogs/schema';
import type { Product } from '../../../shared/products/schema';
import { listingImages, profiles, suppliers } from '../../db/schema';
import { catalogForm, productForm } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import { imageKeys } from '../media/pipeline';

const ctx = setupTestApp();
const rounds = 20;
let owner: TestUser;
let photos: Buffer[];

beforeAll(async () => {
  owner = await createTestUser(ctx, { role: 'supplier' });
  photos = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => sceneImage(seed, { width: 240, height: 180 })));
});

// Each request from its own address, so the save limit (30 a minute per address) stays out of the way.
let address = 0;
function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Buffer, headers = {}) {
  address++;
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: {
      ...headers,
      cookie: owner.cookie,
      origin: ctx.deps.config.publicUrl,
      'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
    },
  });
}

async function save(kind: 'catalogs' | 'products', details: unknown, files: Buffer[], id?: string) {
  const body = await multipart(details, files.map(jpegPart));
  const res = await send(
    id ? 'PUT' : 'POST',
    `/api/${kind}${id ? `/${id}` : ''}`,
    body.payload,
    body.headers,
  );
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return (res.json() as { id: string }).id;
}

const putAvatar = async (photo: Buffer) => {
  const res = await send('PUT', '/api/account/avatar', photo, { 'content-type': 'image/jpeg' });
  expect(res.statusCode, res.body).toBe(200);
};

/** Whether every address serves its file: the page's view of the stored listing. */
const allServed = async (urls: (string | null)[]) =>
  (await Promise.all(urls.map(async (url) => url && (await send('GET', url)).statusCode === 200))).every(
    Boolean,
  );

async function storedFiles() {
  const files = new Set<string>();
  for await (const key of ctx.deps.storage.list('')) files.add(key);
  return files;
}

/** The files every stored row names (photos in all their variants, the profile photo, the logo) that storage lacks. */
async function missingFiles() {
  const { db } = ctx.deps.database;
  const files = await storedFiles();
  const photoRows = await db.select({ key: listingImages.storageKey }).from(listingImages);
  const avatars = await db
    .select({ url: profiles.avatarUrl })
    .from(profiles)
    .where(isNotNull(profiles.avatarUrl));
  const logos = await db
    .select({ url: suppliers.logoUrl })
    .from(suppliers)
    .where(isNotNull(suppliers.logoUrl));
  const named = [
    ...photoRows.flatMap((r) => Object.values(imageKeys(r.key))),
    ...[...avatars, ...logos].map((r) => (r.url ?? '').replace('/media/', '')),
  ];
  return named.filter((key) => !files.has(key));
}

/** Files left in a folder that no row names any more (the sweeper's work, but a save should leave none). */
async function leftovers(folder: string, named: string[]) {
  return [...(await storedFiles())].filter((key) => key.startsWith(folder) && !named.includes(key));
}

const photoUrls = (images: Catalog['images']) =>
  images.flatMap((i) =>
    [i.url, i.thumbUrl, i.mediumUrl, i.displayUrl, i.sourceUrl].filter((u) => u !== null),
  );
const filesOf = (urls: string[]) => urls.map((u) => u.replace('/media/', ''));

describe('parallel saves of one listing or profile photo', () => {
  it(`keep every photo the last save stored, in ${rounds} rounds of 3 edits each`, async () => {
    const catalogId = await save('catalogs', catalogForm(), photos.slice(0, 2));
    const productId = await save('products', productForm(), photos.slice(0, 1));
    await putAvatar(photos[0] as Buffer);
    const lost = { catalog: 0, product: 0, avatar: 0, anyRowMissingAFile: 0 };
    const left: string[] = [];
    for (let round = 0; round < rounds; round++) {
      // Three edits of each at once, every one with new photos (1, 2 or 3 of them).
      const pick = (k: number) => photos.slice((round + k) % 4, ((round + k) % 4) + 1 + k);
      await Promise.all(
        [0, 1, 2].flatMap((k) => [
          save('catalogs', catalogForm({ title: `Bedsheets ${round}-${k}` }), pick(k), catalogId),
          save('products', productForm({ title: `Diyas ${round}-${k}` }), pick(k), productId),
          putAvatar(photos[(round + k) % 6] as Buffer),
        ]),
      );
      const catalog = (await send('GET', `/api/catalogs/${catalogId}`)).json().catalog as Catalog;
      const product = (await send('GET', `/api/products/${productId}`)).json().product as Product;
      const { avatarUrl } = (await send('GET', '/api/account/profile')).json() as { avatarUrl: string };
      if (!(await allServed(photoUrls(catalog.images)))) lost.catalog++;
      if (!(await allServed(photoUrls(product.images)))) lost.product++;
      if (!(await allServed([avatarUrl]))) lost.avatar++;
      if ((await missingFiles()).length) lost.anyRowMissingAFile++;
      left.push(
        ...(await leftovers(`catalog_images/${catalogId}/`, filesOf(photoUrls(catalog.images)))),
        ...(await leftovers(`product_images/${productId}/`, filesOf(photoUrls(product.images)))),
        ...(await leftovers(`avatars/${owner.id}/`, filesOf([avatarUrl]))),
      );
    }
    expect({ lost, left }).toEqual({
      lost: { catalog: 0, product: 0, avatar: 0, anyRowMissingAFile: 0 },
      left: [],
    });
    const [logo] = await ctx.deps.database.db
      .select({ url: suppliers.logoUrl })
      .from(suppliers)
      .where(eq(suppliers.userId, owner.id));
    expect(logo?.url).toBe((await send('GET', '/api/account/profile')).json().avatarUrl);
  }, 300_000);
});
