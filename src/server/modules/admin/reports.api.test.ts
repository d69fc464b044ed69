import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryCount } from '../../../shared/categories/schema';
import type { ImageSearchResult } from '../../../shared/image-search/schema';
import type { SearchResults, Suggestion } from '../../../shared/search/schema';
import type { SupplierDetail } from '../../../shared/suppliers/schema';
import type { RequirementSummary } from '../../../shared/trade/schema';
import type { AdminReport } from '../../../shared/trust/schema';
import { reports, reviews } from '../../db/schema';
import { accountState, auditCount, auditOf } from '../../testing/admin';
import { catalogForm, productForm } from '../../testing/catalogs';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { multipart } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier, inquiry, mailsTo, requirementForm, upload } from '../../testing/trade';
import { upsertSupplierForUser } from '../suppliers/service';

// Reports: an admin upholds one (hide, warn or suspend) or dismisses it; a hidden listing leaves
// every public read but stays with its owner.
const ctx = setupTestApp();
let admin: TestUser;
let reporter: TestUser;
let owner: TestUser;
let supplierId: string;
let catalogId: string;
let productId: string;
let photo: Buffer;

async function publish(kind: 'catalogs' | 'products', details: unknown, image: Buffer) {
  const res = await upload(ctx, owner, `/api/${kind}`, details, [image]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  admin = await createTestUser(ctx, { role: 'admin' });
  reporter = await createTestUser(ctx, { fullName: 'Careful Buyer' });
  owner = await createTestUser(ctx, { role: 'supplier', fullName: 'Listing Owner' });
  await upsertSupplierForUser(ctx.deps.database.db, {
    userId: owner.id,
    name: 'Machilipatnam Prints',
    description: 'Hand-block printed Kalamkari textiles',
    city: 'Machilipatnam',
    state: 'Andhra Pradesh',
  });
  photo = await sceneImage(4101, { width: 640, height: 480 });
  catalogId = await publish('catalogs', catalogForm({ title: 'Kalamkari silk stole' }), photo);
  productId = await publish(
    'products',
    productForm({ title: 'Bidriware hookah base' }),
    await sceneImage(4102),
  );
  // A listing nobody reports: the supplier stays in the directory when the others are hidden.
  await publish('catalogs', catalogForm({ title: 'Block printed table runner' }), await sceneImage(4103));
  const supplier = await call(ctx, owner, 'GET', '/api/suppliers/me');
  supplierId = supplier.json().supplier.id;
});

/** A report written straight to the table (the listing and review report route is another part's). */
async function reportOf(subject: { catalogId: string } | { productId: string } | { reviewId: string }) {
  const who = await createTestUser(ctx);
  const [row] = await ctx.deps.database.db
    .insert(reports)
    .values({ reporterId: who.id, reason: 'Counterfeit branded goods', ...subject })
    .returning({ id: reports.id });
  return row?.id as string;
}

const decide = (id: string, body: unknown) =>
  call(ctx, admin, 'POST', `/api/admin/reports/${id}/decision`, body);
const get = (who: TestUser | null, url: string) => call(ctx, who, 'GET', url);
const searchHits = async (q: string) => {
  const results = (await get(null, `/api/search?q=${q}`)).json() as SearchResults;
  return [...results.catalogs.items, ...results.products.items].map((i) => i.id);
};
const suggested = async (q: string) =>
  ((await get(null, `/api/search/suggest?q=${q}`)).json() as { suggestions: Suggestion[] }).suggestions.map(
    (s) => ('text' in s ? s.text : s.place),
  );
const detail = async () => (await get(null, `/api/suppliers/${supplierId}`)).json() as SupplierDetail;
const textileCount = async () =>
  ((await get(null, '/api/categories')).json() as { categories: CategoryCount[] }).categories.find(
    (c) => c.id === 'textiles',
  )?.catalogCount;
async function imageMatches(image: Buffer) {
  const body = await multipart(undefined, [
    { name: 'photo', filename: 'p.jpg', type: 'image/jpeg', data: image },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/search/image',
    ...body,
    headers: { ...body.headers, origin: ctx.deps.config.publicUrl },
  });
  return (res.json() as ImageSearchResult).matches.map((m) => m.id);
}

describe('upholding a report with hide', () => {
  it('takes a catalog out of every public read, keeps it for its owner and admins, and records it', async () => {
    const reportId = await reportOf({ catalogId });
    expect((await get(null, `/api/catalogs/${catalogId}`)).statusCode).toBe(200);
    expect(await searchHits('kalamkari')).toContain(catalogId);
    expect(await imageMatches(photo)).toContain(catalogId);
    const countBefore = (await textileCount()) ?? 0;
    const listedBefore = (await detail()).supplier.productsCount;

    const res = await decide(reportId, { decision: 'uphold', action: 'hide' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report).toMatchObject({
      id: reportId,
      subject: 'catalog',
      subjectId: catalogId,
      subjectLabel: 'Kalamkari silk stole',
      subjectPath: `/catalogs/${catalogId}`,
      hidden: true,
      status: 'upheld',
      action: 'hide',
      reportedUserId: owner.id,
      reportedEmail: owner.email,
    } satisfies Partial<AdminReport>);

    for (const who of [null, reporter]) {
      const page = await get(who, `/api/catalogs/${catalogId}`);
      expect(page.statusCode).toBe(404);
    }
    for (const who of [owner, admin])
      expect((await get(who, `/api/catalogs/${catalogId}`)).json().catalog.title).toBe(
        'Kalamkari silk stole',
      );
    const mine = (await get(owner, '/api/catalogs/mine')).json().catalogs as { id: string }[];
    expect(mine.map((c) => c.id)).toContain(catalogId);
    expect(await searchHits('kalamkari')).not.toContain(catalogId);
    expect(await suggested('kalamk')).not.toContain('Kalamkari silk stole');
    expect(await imageMatches(photo)).not.toContain(catalogId);
    const after = await detail();
    expect(after.catalogs.map((c) => c.id)).not.toContain(catalogId);
    expect(after.supplier.productsCount).toBe(listedBefore - 1);
    expect(await textileCount()).toBe(countBefore - 1);
    expect((await get(null, '/sitemap.xml')).body).not.toContain(catalogId);
    const asked = await call(ctx, reporter, 'POST', '/api/inquiries', inquiry({ targetId: catalogId }));
    expect(asked.statusCode).toBe(404);

    const [entry] = await auditOf(ctx, reportId);
    expect(entry).toMatchObject({
      action: 'report.uphold',
      adminEmail: admin.email,
      subjectKind: 'report',
      before: { status: 'open', hidden: false },
      after: { status: 'upheld', action: 'hide', note: null, hidden: true },
    });
    // The reported user is kept on the report: the trust score counts upheld reports by it.
    const [stored] = await ctx.deps.database.db.select().from(reports).where(eq(reports.id, reportId));
    expect(stored).toMatchObject({ reportedUserId: owner.id, resolvedBy: admin.id });
  });

  it('takes a product out of search and its page, but not from its owner', async () => {
    expect(await searchHits('bidriware')).toContain(productId);
    const reportId = await reportOf({ productId });
    expect((await decide(reportId, { decision: 'uphold', action: 'hide' })).statusCode).toBe(200);
    expect((await get(null, `/api/products/${productId}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/products/${productId}`)).statusCode).toBe(200);
    expect(await searchHits('bidriware')).not.toContain(productId);
    expect((await detail()).products.map((p) => p.id)).not.toContain(productId);
    const mine = (await get(owner, '/api/products/mine')).json().products as { id: string }[];
    expect(mine.map((p) => p.id)).toContain(productId);
  });

  it('hides a review, and closes a requirement that its suppliers then no longer see', async () => {
    const author = await createTestUser(ctx);
    const [review] = await ctx.deps.database.db
      .insert(reviews)
      .values({ supplierId, buyerId: author.id, rating: 1, text: 'Rude and never delivered anything' })
      .returning({ id: reviews.id });
    const reviewReport = await reportOf({ reviewId: review?.id as string });
    const hid = await decide(reviewReport, { decision: 'uphold', action: 'hide' });
    expect(hid.json().report).toMatchObject({
      subject: 'review',
      subjectPath: `/suppliers/${supplierId}`,
      hidden: true,
      reportedUserId: author.id,
    });
    const [hidden] = await ctx.deps.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, review?.id as string));
    expect(hidden?.hiddenAt).not.toBeNull();

    const buyer = await createTestUser(ctx);
    const seller = await createTradingSupplier(ctx, { titles: ['Organic jute shopping bags'] });
    const posted = await upload(
      ctx,
      buyer,
      '/api/requirements',
      requirementForm({ product: 'Jute shopping bags' }),
    );
    const requirementId = posted.json().id as string;
    const matched = async () =>
      ((await get(seller, '/api/requirements/matched')).json().requirements as RequirementSummary[]).map(
        (r) => r.id,
      );
    expect(await matched()).toContain(requirementId);
    const reported = await call(ctx, seller, 'POST', `/api/requirements/${requirementId}/report`, {
      reason: 'Asks for payment outside the site',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const queue = (await get(admin, '/api/admin/reports')).json().items as AdminReport[];
    const item = queue.find((r) => r.subjectId === requirementId) as AdminReport;
    expect(item).toMatchObject({
      subject: 'requirement',
      subjectLabel: 'Jute shopping bags',
      subjectPath: `/requirements/${requirementId}`,
      hidden: false,
      reporterEmail: seller.email,
      reportedEmail: buyer.email,
    });
    const res = await decide(item.id, { decision: 'uphold', action: 'hide' });
    expect(res.json().report.hidden).toBe(true);
    expect(await matched()).not.toContain(requirementId);
    expect((await get(seller, `/api/requirements/${requirementId}`)).statusCode).toBe(404);
    expect((await get(buyer, `/api/requirements/${requirementId}`)).json().requirement.status).toBe('closed');
  });
});

describe('the other decisions', () => {
  it('warns the reported user by mail in their language, leaving the listing shown', async () => {
    const seller = await createTradingSupplier(ctx, { titles: ['Madhubani wall painting'] });
    const reportId = await reportOf({ catalogId: seller.catalogIds[0] as string });
    const res = await decide(reportId, { decision: 'uphold', action: 'warn', note: 'Use your own photos.' });
    expect(res.json().report).toMatchObject({ status: 'upheld', action: 'warn', hidden: false });
    const [mail] = await mailsTo(ctx, seller.email);
    expect(mail?.subject).toBe('A warning from TradeSetu');
    expect(mail?.text).toContain(
      'A report about your catalog “Madhubani wall painting” on TradeSetu was upheld',
    );
    expect(mail?.text).toContain('Use your own photos.');
  });

  it('suspends the reported user, with both actions in the audit log', async () => {
    const buyer = await createTestUser(ctx);
    const seller = await createTradingSupplier(ctx, { titles: ['Chanderi saree'] });
    const ask = await call(ctx, buyer, 'POST', '/api/inquiries', inquiry({ targetId: seller.catalogIds[0] }));
    const conversationId = ask.json().conversationId as string;
    await call(ctx, buyer, 'POST', `/api/conversations/${conversationId}/report`, {
      reason: 'Abusive replies',
    });
    const item = ((await get(admin, '/api/admin/reports')).json().items as AdminReport[]).find(
      (r) => r.subjectId === conversationId,
    ) as AdminReport;
    expect(item).toMatchObject({
      subject: 'conversation',
      subjectLabel: 'Chanderi saree',
      reportedUserId: seller.id,
    });

    const refused = await decide(item.id, { decision: 'uphold', action: 'hide' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This action does not apply to this report.');
    const entries = await auditCount(ctx);

    const res = await decide(item.id, { decision: 'uphold', action: 'suspend', note: 'Repeated abuse' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accountState(ctx, seller.id)).toMatchObject({ suspendedAt: expect.any(Date), sessions: 0 });
    expect((await mailsTo(ctx, seller.email)).map((m) => m.subject)).toContain(
      'Your TradeSetu account is suspended',
    );
    expect(await auditCount(ctx)).toBe(entries + 2);
    expect((await auditOf(ctx, seller.id))[0]).toMatchObject({
      action: 'user.suspend',
      after: { reason: 'Repeated abuse' },
    });
  });

  it('dismisses a report, changing nothing else, and never decides one twice', async () => {
    const seller = await createTradingSupplier(ctx, { titles: ['Pashmina shawl'] });
    const id = seller.catalogIds[0] as string;
    const reportId = await reportOf({ catalogId: id });
    const res = await decide(reportId, { decision: 'dismiss' });
    expect(res.json().report).toMatchObject({ status: 'dismissed', action: null, hidden: false });
    expect((await auditOf(ctx, reportId))[0]).toMatchObject({
      action: 'report.dismiss',
      before: { status: 'open' },
      after: { status: 'dismissed', action: null },
    });
    const entries = await auditCount(ctx);
    for (const body of [{ decision: 'uphold', action: 'hide' }, { decision: 'dismiss' }]) {
      const again = await decide(reportId, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This report has already been decided.');
    }
    expect(await auditCount(ctx)).toBe(entries);
    expect(await searchHits('pashmina')).toContain(id);
    const dismissed = (await get(admin, '/api/admin/reports?status=dismissed')).json().items as AdminReport[];
    expect(dismissed.map((r) => r.id)).toContain(reportId);
  });
});

describe('bad decisions', () => {
  it('answers an unknown report and bad bodies with their messages, changing nothing', async () => {
    const seller = await createTradingSupplier(ctx, { titles: ['Kanjivaram silk'] });
    const reportId = await reportOf({ catalogId: seller.catalogIds[0] as string });
    const entries = await auditCount(ctx);
    const unknown = await decide('00000000-0000-4000-8000-000000000000', { decision: 'dismiss' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This report does not exist.');
    expect((await decide('nope', { decision: 'dismiss' })).statusCode).toBe(404);
    const cases: [unknown, string][] = [
      [{}, 'Choose to uphold or dismiss the report.'],
      [{ decision: 'uphold' }, 'Choose what to do.'],
      [{ decision: 'uphold', action: 'ban' }, 'Choose what to do.'],
      [{ decision: 'uphold', action: 'warn', note: 'x'.repeat(501) }, 'This value is too long.'],
    ];
    for (const [body, message] of cases) {
      const res = await decide(reportId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.json().error.fields ?? {})).toContain(message);
    }
    expect(await auditCount(ctx)).toBe(entries);
    const open = (await get(admin, '/api/admin/reports?status=open')).json().items as AdminReport[];
    expect(open.find((r) => r.id === reportId)?.status).toBe('open');
    expect((await get(admin, '/api/admin/reports?status=closed')).statusCode).toBe(400);
  });
});
