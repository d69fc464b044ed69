import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../shared/products/schema';
import { catalogSnapshot, productForm } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
let owner: TestUser;
let photo: Buffer;

beforeAll(async () => {
  owner = await createTestUser(ctx, { role: 'supplier' });
  photo = await sceneImage(21, { width: 400, height: 300 });
});

async function add(user: TestUser, details: unknown, files = [photo]) {
  const body = await multipart(details, files.map(jpegPart));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie, origin: ctx.deps.config.publicUrl },
  });
}

async function list(user: TestUser, query = '') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/mine${query}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: ProductSummary[] }).products;
}

describe('products', () => {
  it('adds a product with its photos, lists it and deletes it with its files', async () => {
    const res = await add(owner, productForm(), [photo, photo]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await list(owner, '?q=diya');
    expect(row).toMatchObject({
      id,
      title: 'Brass diya set',
      price: { min: 120, max: 450 },
      moq: 50,
      imageCount: 2,
    });
    expect(row?.thumbUrl).toMatch(
      new RegExp(`^/media/product_images/${id}/\\d+-[0-9a-f]{8}-0-thumb\\.webp$`),
    );
    const files = (await catalogSnapshot(ctx)).files.filter((f) => f.includes(id));
    expect(files).toHaveLength(8);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { cookie: owner.cookie, origin: ctx.deps.config.publicUrl },
    });
    expect(del.statusCode).toBe(204);
    expect((await catalogSnapshot(ctx)).files.filter((f) => f.includes(id))).toEqual([]);
    expect(await list(owner, '?q=diya')).toEqual([]);
  });

  it('requires every field, numeric price and MOQ, an HSN code of goods and a GST rate in force, and stores nothing otherwise', async () => {
    const before = await catalogSnapshot(ctx);
    const res = await add(owner, {
      title: '',
      description: '',
      category: '',
      price: { min: '', max: 'x' },
      moq: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      category: 'Category is required',
      'price.min': 'Minimum price is required',
      'price.max': 'Enter a number.',
      moq: 'MOQ is required',
      hsnCode: 'Enter the HSN code: 4, 6 or 8 digits.',
      gstRate: 'Choose the GST rate.',
    });
    // A services code (SAC chapter 99) and the 12 % slab GST 2.0 removed on 22 Sep 2025.
    const untaxable = await add(owner, productForm({ hsnCode: '9954', gstRate: '1200' }));
    expect(untaxable.statusCode).toBe(400);
    expect(untaxable.json().error.fields).toEqual({
      hsnCode: 'Enter an HSN code of goods: its first two digits must be a chapter from 01 to 97.',
      gstRate: 'This GST rate is not in force today: choose one from the list.',
    });
    expect(await catalogSnapshot(ctx)).toEqual(before);
  });

  it('refuses buyers, anonymous callers and other suppliers', async () => {
    const buyer = await createTestUser(ctx, { role: 'buyer' });
    expect((await add(buyer, productForm())).statusCode).toBe(403);
    expect((await add({ ...buyer, cookie: '' }, productForm())).statusCode).toBe(401);
    const res = await add(owner, productForm({ title: 'Mine only' }));
    const { id } = res.json() as { id: string };
    const other = await createTestUser(ctx, { role: 'supplier' });
    expect(await list(other)).toEqual([]);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: { cookie: other.cookie, origin: ctx.deps.config.publicUrl },
    });
    expect(del.statusCode).toBe(404);
    expect((await list(owner, '?q=mine%20only')).map((p) => p.id)).toEqual([id]);
  });
});
