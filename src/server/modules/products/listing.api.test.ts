import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../shared/catalogs/schema';
import type { ImageSearchResult } from '../../../shared/image-search/schema';
import type { Product } from '../../../shared/products/schema';
import type { SearchResults, Suggestion } from '../../../shared/search/schema';
import type { SupplierDetail } from '../../../shared/suppliers/schema';
import { catalogForm, catalogSnapshot, productForm } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import { getSupplierForUser, upsertSupplierForUser } from '../suppliers/service';

// A product is a listing: a public page, editable by its owner, found by search and on its supplier's page.
const ctx = setupTestApp();
let owner: TestUser;
let other: TestUser;
let photos: Buffer[];

beforeAll(async () => {
  owner = await createTestUser(ctx, { role: 'supplier' });
  other = await createTestUser(ctx, { role: 'supplier' });
  await upsertSupplierForUser(ctx.deps.database.db, {
    userId: owner.id,
    name: 'Moradabad Brassworks',
    description: 'Hand-made brass lamps and decor from Moradabad',
    city: 'Moradabad',
    state: 'Uttar Pradesh',
  });
  photos = [
    await sceneImage(31, { width: 400, height: 300 }),
    await sceneImage(32, { width: 300, height: 400 }),
  ];
});

async function save(user: TestUser, details: unknown, files: Buffer[], id?: string) {
  const body = await multipart(details, files.map(jpegPart));
  return ctx.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/products/${id}` : '/api/products',
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie, origin: ctx.deps.config.publicUrl },
  });
}

async function created(details: Record<string, unknown> = {}, files = photos) {
  const res = await save(owner, productForm(details), files);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function read(id: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
}

const filesOf = async (id: string) => (await catalogSnapshot(ctx)).files.filter((f) => f.includes(id));

describe('a product as a listing', () => {
  it('has a public page with photos, details, price range, MOQ and its supplier', async () => {
    const id = await created({ title: 'Brass peacock lamp' });
    const res = await read(id);
    expect(res.statusCode).toBe(200);
    const { product } = res.json() as { product: Product };
    const supplier = await getSupplierForUser(ctx.deps.database.db, owner.id);
    expect(product).toMatchObject({
      id,
      title: 'Brass peacock lamp',
      description: 'Hand-polished brass diyas, set of six',
      category: 'furniture',
      price: { min: 120, max: 450 },
      hsnCode: '7418',
      gstRate: 1800,
      priceIncludesGst: true,
      moq: 50,
      ownerId: owner.id,
      supplier: { id: supplier?.id, name: 'Moradabad Brassworks', location: 'Moradabad, Uttar Pradesh' },
    });
    expect(product.images.map((i) => [i.width, i.height])).toEqual([
      [400, 300],
      [300, 400],
    ]);
    expect(product.images[0]?.sourceUrl).toMatch(new RegExp(`^/media/product_images/${id}/`));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await read('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found.');
    expect((await read('nope')).statusCode).toBe(404);
  });

  it('is edited by its owner: rows replaced, the replaced photos’ files removed', async () => {
    const id = await created({ title: 'Brass bell' });
    const oldFiles = await filesOf(id);
    expect(oldFiles).toHaveLength(8);
    const res = await save(
      owner,
      productForm({ title: 'Brass temple bell', price: { min: '150', max: '600' }, moq: '20' }),
      [photos[1] as Buffer],
      id,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { product } = (await read(id)).json() as { product: Product };
    expect(product).toMatchObject({ title: 'Brass temple bell', price: { min: 150, max: 600 }, moq: 20 });
    expect(product.images).toHaveLength(1);
    const newFiles = await filesOf(id);
    expect(newFiles).toHaveLength(4);
    expect(newFiles.some((f) => oldFiles.includes(f))).toBe(false);
  });

  it('cannot be edited or deleted by another supplier: 404 and nothing changes', async () => {
    const id = await created({ title: 'Brass urli' });
    const before = await catalogSnapshot(ctx);
    const page = (await read(id)).json();
    const edit = await save(other, productForm({ title: 'Stolen' }), photos, id);
    expect(edit.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { cookie: other.cookie, origin: ctx.deps.config.publicUrl },
    });
    expect(del.statusCode).toBe(404);
    expect(await catalogSnapshot(ctx)).toEqual(before);
    expect((await read(id)).json()).toEqual(page);
  });

  it('refuses a bad edit with a clear message and changes nothing', async () => {
    const id = await created({ title: 'Brass kalash' });
    const before = await catalogSnapshot(ctx);
    const page = (await read(id)).json();
    const res = await save(owner, productForm({ title: '', price: { min: '500', max: '100' } }), photos, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Title is required',
      'price.max': expect.any(String),
    });
    const none = await save(owner, productForm(), [], id);
    expect(none.statusCode).toBe(400);
    expect(await catalogSnapshot(ctx)).toEqual(before);
    expect((await read(id)).json()).toEqual(page);
  });

  it('is found by search and suggestions, linking to itself', async () => {
    const id = await created({
      title: 'Zardozi romper',
      description: 'Embroidered cotton romper for babies',
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search?q=romper' });
    expect(res.statusCode).toBe(200);
    const results = res.json() as SearchResults;
    expect(results.products.items.map((p) => p.id)).toContain(id);
    expect(results.products.items.find((p) => p.id === id)).toMatchObject({
      title: 'Zardozi romper',
      priceMin: 120,
      supplier: { name: 'Moradabad Brassworks' },
    });
    const suggest = await ctx.app.inject({ method: 'GET', url: '/api/search/suggest?q=rompe' });
    const { suggestions } = suggest.json() as { suggestions: Suggestion[] };
    expect(suggestions).toContainEqual({ kind: 'product', text: 'Zardozi romper', id });
  });

  it('shows on its supplier’s public page beside the catalogs', async () => {
    const id = await created({ title: 'Brass tray' });
    const supplier = await getSupplierForUser(ctx.deps.database.db, owner.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/suppliers/${supplier?.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as SupplierDetail;
    expect(detail.products.find((p) => p.id === id)).toMatchObject({
      title: 'Brass tray',
      priceMin: 120,
      priceMax: 450,
      moq: 50,
      supplierName: 'Moradabad Brassworks',
    });
    expect(detail.products.find((p) => p.id === id)?.imageUrl).toMatch(/^\/media\/product_images\//);
  });
});

describe('a product in a catalog', () => {
  async function catalogOf(user: TestUser, title: string) {
    const body = await multipart(catalogForm({ title }), [jpegPart(photos[0] as Buffer)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/catalogs',
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie, origin: ctx.deps.config.publicUrl },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  }
  const catalogRead = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/catalogs/${id}` })).json() as { catalog: Catalog };

  it('joins a catalog the supplier chose: both pages link to each other', async () => {
    const catalogId = await catalogOf(owner, 'Brass lamps collection');
    const id = await created({ title: 'Brass hanging lantern', catalogId });
    const { product } = (await read(id)).json() as { product: Product };
    expect(product.catalog).toEqual({ id: catalogId, title: 'Brass lamps collection' });
    const { catalog } = await catalogRead(catalogId);
    expect(catalog.products.map((p) => [p.id, p.title])).toEqual([[id, 'Brass hanging lantern']]);
    expect(catalog.products[0]?.imageUrl).toMatch(/\.jpg$/);

    // Taken out again (none), it leaves the catalog; a deleted catalog leaves its products standing.
    const back = await save(
      owner,
      productForm({ title: 'Brass hanging lantern', catalogId: '' }),
      photos,
      id,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(((await read(id)).json() as { product: Product }).product.catalog).toBeNull();
    expect((await catalogRead(catalogId)).catalog.products).toEqual([]);
    await save(owner, productForm({ catalogId }), photos, id);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/catalogs/${catalogId}`,
      headers: { cookie: owner.cookie, origin: ctx.deps.config.publicUrl },
    });
    expect(gone.statusCode).toBe(204);
    const after = (await read(id)).json() as { product: Product };
    expect(after.product.catalog).toBeNull();
    expect(after.product.images).toHaveLength(2);
  });

  it("refuses another supplier's catalog by name and stores nothing", async () => {
    const theirs = await catalogOf(other, 'Someone else’s catalog');
    const before = await catalogSnapshot(ctx);
    const res = await save(owner, productForm({ catalogId: theirs }), photos);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Choose one of your own catalogs, or none.',
      fields: { catalogId: 'Choose one of your own catalogs, or none.' },
    });
    expect(await catalogSnapshot(ctx)).toEqual(before);
    const malformed = await save(owner, productForm({ catalogId: 'not-an-id' }), photos);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ catalogId: 'Choose one of your own catalogs, or none.' });
  });

  it('is found by image search from its own photo, linking to the product', async () => {
    const shot = await sceneImage(77, { width: 640, height: 480 });
    const id = await created({ title: 'Brass swan figurine' }, [shot]);
    const body = await multipart(undefined, [
      { name: 'photo', filename: 'swan.jpg', type: 'image/jpeg', data: shot },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/image',
      headers: { ...body.headers, origin: ctx.deps.config.publicUrl },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ImageSearchResult).matches[0]).toMatchObject({
      kind: 'product',
      id,
      title: 'Brass swan figurine',
    });
  });
});
