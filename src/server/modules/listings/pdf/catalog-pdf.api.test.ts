import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogs, profiles } from '../../../db/schema';
import { pdfText } from '../../../pdf/pdf-text';
import { catalogForm, productForm } from '../../../testing/catalogs';
import { sceneImage } from '../../../testing/images';
import { setupTestApp } from '../../../testing/test-app';
import { call, createTradingSupplier, upload } from '../../../testing/trade';

const ctx = setupTestApp();
const f = {} as {
  supplier: string;
  catalog: string;
  product: string;
  hidden: string;
  hindiSupplier: string;
  hindiCatalog: string;
};

async function supplierWith(name: string, listings: { kind: 'catalog' | 'product'; title: string }[]) {
  const user = await createTradingSupplier(ctx, { name });
  const ids: string[] = [];
  for (const [i, l] of listings.entries()) {
    const form = l.kind === 'catalog' ? catalogForm({ title: l.title }) : productForm({ title: l.title });
    const res = await upload(ctx, user, `/api/${l.kind}s`, form, [await sceneImage(i + 1)]);
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  return { user, supplierId: user.supplierId, ids };
}

const pdfOf = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const en = await supplierWith('Ravi Textiles', [
    { kind: 'catalog', title: 'Handloom cotton bedsheets' },
    { kind: 'product', title: 'Brass diya set' },
    { kind: 'catalog', title: 'Withdrawn voile curtains' },
  ]);
  [f.catalog = '', f.product = '', f.hidden = ''] = en.ids;
  f.supplier = en.supplierId;
  await ctx.deps.database.db.update(catalogs).set({ hiddenAt: new Date() }).where(eq(catalogs.id, f.hidden));
  const hi = await supplierWith('Kshatriya Mills', [{ kind: 'catalog', title: 'सूती चादर' }]);
  await ctx.deps.database.db.update(profiles).set({ language: 'hi' }).where(eq(profiles.id, hi.user.id));
  f.hindiSupplier = hi.supplierId;
  [f.hindiCatalog = ''] = hi.ids;
});

describe('GET /api/suppliers/:id/catalog.pdf', () => {
  it('prints the supplier and each shown listing with its price, MOQ, HSN and GST, photo and address; not the hidden one', async () => {
    const res = await pdfOf(`/api/suppliers/${f.supplier}/catalog.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ravi-textiles-product-catalog\.pdf"/,
    );
    const { text, pages } = pdfText(res.rawPayload);
    const site = ctx.deps.config.publicUrl;
    for (const s of [
      'Ravi Textiles',
      'Surat, Gujarat',
      'PRODUCT CATALOG',
      'Handloom cotton bedsheets',
      'HSN 6304 · GST 5%',
      'MOQ: 100 units',
      'excl. GST',
      'Brass diya set',
      'HSN 7418 · GST 18%',
      'incl. GST',
      'Fabric Type',
      `${site}/catalogs/${f.catalog}`,
      `${site}/products/${f.product}`,
      `${site}/suppliers/${f.supplier}`,
      `Page ${pages} of ${pages}`,
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Withdrawn voile curtains');
    // Each shown listing's first photo, as a JPEG (pdfkit draws no WebP).
    expect(res.rawPayload.toString('latin1').match(/\/Filter \/DCTDecode/g)).toHaveLength(2);

    const again = await pdfOf(`/api/suppliers/${f.supplier}/catalog.pdf`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("labels a Hindi supplier's catalog in Hindi with the Devanagari face, in English when asked", async () => {
    const hindi = pdfText((await pdfOf(`/api/suppliers/${f.hindiSupplier}/catalog.pdf`)).rawPayload);
    expect(hindi.fonts).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']),
    );
    // The reader breaks a line where the face changes (each face has its own ascent): word by word.
    for (const word of ['उत्पाद', 'कैटलॉग', 'पृष्ठ']) expect(hindi.text).toContain(word);
    expect(hindi.text).not.toContain('PRODUCT CATALOG');
    const english = pdfText(
      (await pdfOf(`/api/suppliers/${f.hindiSupplier}/catalog.pdf?lang=en`)).rawPayload,
    );
    expect(english.text).toContain('PRODUCT CATALOG');

    const bad = await call(ctx, null, 'GET', `/api/suppliers/${f.hindiSupplier}/catalog.pdf?lang=xx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.lang).toBe(
      "This language is not offered. Choose one of the site's languages.",
    );
  });

  it('answers 404 for an unknown supplier, a hidden or unknown listing', async () => {
    for (const url of [
      '/api/suppliers/no-such-supplier/catalog.pdf',
      `/api/catalogs/${f.hidden}/sheet.pdf`,
      `/api/products/${f.catalog}/sheet.pdf`,
      '/api/catalogs/not-an-id/sheet.pdf',
    ])
      expect((await pdfOf(url)).statusCode, url).toBe(404);
  });

  it('answers 20 requests a minute from one address', async () => {
    const url = `/api/products/${f.product}/sheet.pdf`;
    const first = await pdfOf(url, { 'x-forwarded-for': '203.0.113.77' });
    expect(first.statusCode).toBe(200);
    // The same sheet again (304, nothing drawn) counts as well.
    const headers = { 'x-forwarded-for': '203.0.113.77', 'if-none-match': String(first.headers.etag) };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await pdfOf(url, headers)).statusCode);
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(304));
    expect(statuses[19]).toBe(429);
    expect((await pdfOf(url, { 'x-forwarded-for': '203.0.113.78' })).statusCode).toBe(200);
  });
});

describe('GET /api/{catalogs,products}/:id/sheet.pdf', () => {
  it('draws one page with the listing, all its facts and its address', async () => {
    const res = await pdfOf(`/api/catalogs/${f.catalog}/sheet.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="handloom-cotton-bedsheets\.pdf"/);
    const { text, pages } = pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const s of [
      'Ravi Textiles',
      'Handloom cotton bedsheets',
      'Item No.: TX-1042',
      'HSN 6304 · GST 5%',
      'Container capacity',
      `${ctx.deps.config.publicUrl}/catalogs/${f.catalog}`,
    ])
      expect(text).toContain(s);
    const hindi = pdfText((await pdfOf(`/api/catalogs/${f.hindiCatalog}/sheet.pdf`)).rawPayload);
    for (const word of ['सूती', 'चादर']) expect(hindi.text).toContain(word);
    expect(hindi.fonts).toContain('NotoSansDevanagari-Bold');
  });
});
