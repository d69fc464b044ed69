import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../../shared/catalogs/schema';
import { catalogForm, catalogSnapshot } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart, type Part } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
let supplier: TestUser;
let photos: Buffer[];

beforeAll(async () => {
  supplier = await createTestUser(ctx, { role: 'supplier', companyName: 'Surat Looms' });
  photos = await Promise.all([1, 2, 3].map((seed) => sceneImage(seed)));
});

async function send(
  method: 'POST' | 'PUT',
  cookie: string,
  details: unknown,
  files: Part[],
  url = '/api/catalogs',
) {
  const body = await multipart(details, files);
  return ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: ctx.deps.config.publicUrl },
  });
}

async function createCatalog(user = supplier, details: unknown = catalogForm(), n = 2) {
  const res = await send('POST', user.cookie, details, photos.slice(0, n).map(jpegPart));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function read(id: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/catalogs/${id}` });
  return { status: res.statusCode, catalog: (res.json() as { catalog: Catalog }).catalog };
}

/** Sends a request that must be refused and checks that nothing was stored. */
async function expectRefused(request: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const before = await catalogSnapshot(ctx);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(await catalogSnapshot(ctx)).toEqual(before);
  return JSON.parse(res.body) as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
}

describe('POST /api/catalogs', () => {
  it('saves details, dimensions, weight, packaging, attributes and images in one call', async () => {
    const before = await catalogSnapshot(ctx);
    const id = await createCatalog();
    const { status, catalog } = await read(id);
    expect(status).toBe(200);
    expect(catalog).toMatchObject({
      title: 'Handloom cotton bedsheets',
      itemNumber: 'TX-1042',
      template: 'textile',
      price: { min: 250, max: 100000 },
      hsnCode: '6304',
      gstRate: 500,
      priceIncludesGst: false,
      moq: 100,
      dimensions: { length: 275, width: 228, height: 2, unit: 'cm' },
      weight: { value: 1.2, unit: 'kg' },
      packaging: { inner: { type: 'Poly bag', quantity: 1 }, container: { twenty: 8000, forty: 17000 } },
      attributes: { fabricType: 'Cotton', gsm: '180', yarnCount: '40s' },
      supplier: { name: 'Surat Looms' },
    });
    expect(catalog.images).toHaveLength(2);
    const after = await catalogSnapshot(ctx);
    expect(after.counts.catalogs).toBe((before.counts.catalogs ?? 0) + 1);
    expect(after.counts.listingImages).toBe((before.counts.listingImages ?? 0) + 2);
    const added = after.files.filter((f) => !before.files.includes(f));
    // A JPEG and three WebP variants per photo, named from catalog id, timestamp, nonce and index.
    expect(added).toHaveLength(8);
    for (const key of added)
      expect(key).toMatch(new RegExp(`^catalog_images/${id}/\\d{13}-[0-9a-f]{8}-[01]`));
    const image = await ctx.app.inject({ method: 'GET', url: catalog.images[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('drops attributes the chosen template does not have', async () => {
    const id = await createCatalog(supplier, catalogForm({ template: 'basic' }), 1);
    expect((await read(id)).catalog.attributes).toEqual({});
  });

  it('refuses anonymous callers with the spec message and buyers with 403', async () => {
    const anon = await expectRefused(
      () => send('POST', '', catalogForm(), [jpegPart(photos[0] as Buffer)]),
      401,
    );
    expect(anon.error.message).toBe('User must be logged in to create a catalog');
    const buyer = await createTestUser(ctx, { role: 'buyer' });
    const res = await expectRefused(
      () => send('POST', buyer.cookie, catalogForm(), [jpegPart(photos[0] as Buffer)]),
      403,
    );
    expect(res.error.code).toBe('forbidden');
  });

  it('refuses a 10th image with nothing stored', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => jpegPart(photos[i % 3] as Buffer, i));
    const res = await expectRefused(() => send('POST', supplier.cookie, catalogForm(), ten), 400);
    expect(res.error.message).toBe('You can add at most 9 photos.');
  });

  it('refuses a 6 MB image with nothing stored', async () => {
    const big = Buffer.concat([photos[0] as Buffer, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const files = [jpegPart(photos[1] as Buffer, 0), { ...jpegPart(big, 1), filename: 'huge.jpg' }];
    const res = await expectRefused(() => send('POST', supplier.cookie, catalogForm(), files), 413);
    expect(res.error.message).toBe('huge.jpg is larger than 5 MB.');
  });

  it('refuses a text file labelled PNG and an SVG with nothing stored', async () => {
    const text = {
      name: 'images',
      filename: 'notes.png',
      type: 'image/png',
      data: Buffer.from('just some text'),
    };
    const svg = {
      name: 'images',
      filename: 'logo.svg',
      type: 'image/svg+xml',
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    };
    for (const bad of [text, svg]) {
      const files = [jpegPart(photos[0] as Buffer), bad];
      const res = await expectRefused(() => send('POST', supplier.cookie, catalogForm(), files), 422);
      expect(res.error.message).toBe('Only JPG, PNG, GIF and WebP images are accepted.');
    }
  });

  it('answers every details message of the spec, word for word, and stores nothing', async () => {
    const empty = catalogForm({
      title: 'ab',
      description: 'short',
      itemNumber: '',
      price: { min: '', max: '' },
      moq: '',
      material: '',
      dimensions: { length: '', width: '', height: '', unit: 'cm' },
      weight: { value: '', unit: 'kg' },
      packaging: {
        inner: { type: '', quantity: '', dimensions: '' },
        outer: { type: '', quantity: '', dimensions: '' },
        container: { twenty: '', forty: '' },
      },
    });
    const res = await expectRefused(
      () => send('POST', supplier.cookie, empty, [jpegPart(photos[0] as Buffer)]),
      400,
    );
    expect(res.error.fields).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      itemNumber: 'Item number is required',
      'price.min': 'Minimum price is required',
      'price.max': 'Maximum price is required',
      moq: 'MOQ is required',
      material: 'Material is required',
      'dimensions.length': 'Length is required',
      'dimensions.width': 'Width is required',
      'dimensions.height': 'Height is required',
      'weight.value': 'Weight value is required',
      'packaging.inner.type': 'Inner packaging type is required',
      'packaging.inner.quantity': 'Inner packaging quantity is required',
      'packaging.inner.dimensions': 'Inner packaging dimensions are required',
      'packaging.outer.type': 'Outer packaging type is required',
      'packaging.outer.quantity': 'Outer packaging quantity is required',
      'packaging.outer.dimensions': 'Outer packaging dimensions are required',
      'packaging.container.twenty': "20' container capacity is required",
      'packaging.container.forty': "40' container capacity is required",
    });
  });

  it('refuses a minimum price above the maximum and a missing template field', async () => {
    const details = catalogForm({ price: { min: '500', max: '100' }, attributes: { fabricType: 'Silk' } });
    const res = await expectRefused(
      () => send('POST', supplier.cookie, details, [jpegPart(photos[0] as Buffer)]),
      400,
    );
    expect(res.error.fields).toEqual({
      'price.max': 'Minimum price cannot be more than the maximum price',
      'attributes.gsm': 'GSM is required',
      'attributes.construction': 'Construction is required',
      'attributes.yarnCount': 'Yarn count is required',
      'attributes.careInstructions': 'Care instructions are required',
    });
  });

  it('refuses numbers that are not numbers, units that are not offered, a 5-digit HSN code and a GST rate no longer in force', async () => {
    const details = catalogForm({
      moq: '2.5',
      price: { min: 'abc', max: '10.999' },
      weight: { value: '-2', unit: 'stone' },
      hsnCode: '52081',
      gstRate: '2800',
    });
    const res = await expectRefused(
      () => send('POST', supplier.cookie, details, [jpegPart(photos[0] as Buffer)]),
      400,
    );
    expect(res.error.fields).toEqual({
      moq: 'Enter a whole number.',
      'price.min': 'Enter a number.',
      'price.max': 'Use at most 2 decimal places.',
      'weight.value': 'Enter a number greater than zero.',
      'weight.unit': 'Choose a unit from the list',
      hsnCode: 'Enter the HSN code: 4, 6 or 8 digits.',
      // 28 % ended on 1 Feb 2026 (tobacco moved to 40 %).
      gstRate: 'This GST rate is not in force today: choose one from the list.',
    });
  });

  it('answers in Hindi when asked', async () => {
    const body = await multipart(catalogForm({ itemNumber: '' }), [jpegPart(photos[0] as Buffer)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/catalogs',
      payload: body.payload,
      headers: {
        ...body.headers,
        cookie: supplier.cookie,
        origin: ctx.deps.config.publicUrl,
        'accept-language': 'hi',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.itemNumber).toBe('आइटम नंबर आवश्यक है');
  });

  it('refuses a request without photos or without details', async () => {
    await expectRefused(() => send('POST', supplier.cookie, catalogForm(), []), 400);
    await expectRefused(() => send('POST', supplier.cookie, undefined, [jpegPart(photos[0] as Buffer)]), 400);
  });

  it('leaves no rows and no files when storage fails half-way through', async () => {
    const put = ctx.deps.storage.put.bind(ctx.deps.storage);
    let calls = 0;
    const spy = vi.spyOn(ctx.deps.storage, 'put').mockImplementation(async (key, body, type) => {
      calls += 1;
      if (calls === 5) throw new Error('disk full');
      return put(key, body, type);
    });
    try {
      const files = photos.map(jpegPart);
      const res = await expectRefused(() => send('POST', supplier.cookie, catalogForm(), files), 503);
      expect(res.error.message).toBe('Failed to save catalog');
      expect(calls).toBeGreaterThanOrEqual(5);
    } finally {
      spy.mockRestore();
    }
  });

  it('removes the stored files again when the transaction fails', async () => {
    const spy = vi
      .spyOn(ctx.deps.database.db, 'transaction')
      .mockRejectedValueOnce(new Error('connection lost'));
    try {
      const res = await expectRefused(
        () => send('POST', supplier.cookie, catalogForm(), photos.map(jpegPart)),
        503,
      );
      expect(res.error.message).toBe('Failed to save catalog');
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });
});
