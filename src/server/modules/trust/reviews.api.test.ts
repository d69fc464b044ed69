import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupplierDetail } from '../../../shared/suppliers/schema';
import type { Review, Reviews } from '../../../shared/trust/schema';
import { reports, reviews } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/factories';
import { acceptForm } from '../../testing/orders';
import { setupTestApp } from '../../testing/test-app';
import {
  type Caller,
  call,
  createTradingSupplier,
  daysFromNow,
  inquiry,
  mailsTo,
  requirementForm,
  rowCount,
  upload,
} from '../../testing/trade';
import { refreshTrust } from './refresh';

// A buyer reviews a supplier after a real trade; the supplier answers once; anyone can report.
const ctx = setupTestApp();
type Seller = Awaited<ReturnType<typeof createTradingSupplier>>;
let buyer: TestUser;
let stranger: TestUser;
let supplier: Seller;

beforeAll(async () => {
  buyer = await createTestUser(ctx, { fullName: 'Asha Buyer', companyName: 'Asha Exports' });
  stranger = await createTestUser(ctx, { fullName: 'Ravi Stranger' });
  supplier = await createTradingSupplier(ctx, {
    name: 'Surat Poplin Mills',
    titles: ['Cotton poplin, white'],
  });
});

const noTrade =
  'You can review a supplier after they have replied to your inquiry or you have accepted their quote.';
const good = { rating: 5, text: 'Fast replies and the fabric matched the sample.' };

const review = (who: Caller, supplierId: string, body: unknown = good) =>
  call(ctx, who, 'POST', `/api/suppliers/${supplierId}/reviews`, body);
const list = async (who: Caller, supplierId = supplier.supplierId) => {
  const res = await call(ctx, who, 'GET', `/api/suppliers/${supplierId}/reviews`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reviews;
};
const detail = async (supplierId = supplier.supplierId) =>
  (await call(ctx, null, 'GET', `/api/suppliers/${supplierId}`)).json() as SupplierDetail;
const reviewsPoints = (d: SupplierDetail) => d.trust.parts.find((p) => p.part === 'reviews')?.points;

/** The buyer asks, and the supplier answers: a real interaction. */
async function trade(
  who: TestUser,
  seller: Seller,
  message = 'Please quote 500 metres, white, sample first.',
) {
  const asked = await call(
    ctx,
    who,
    'POST',
    '/api/inquiries',
    inquiry({ targetId: seller.catalogIds[0], message }),
  );
  expect(asked.statusCode, asked.body).toBe(201);
  const id = (asked.json() as { conversationId: string }).conversationId;
  const answered = await upload(ctx, seller, `/api/conversations/${id}/messages`, {
    body: 'Yes, we have it.',
  });
  expect(answered.statusCode, answered.body).toBe(201);
  return id;
}

async function backdateReviews(buyerId: string, days: number) {
  await ctx.deps.database.db
    .update(reviews)
    .set({ createdAt: sql`now() - (${days} * interval '1 day')` })
    .where(eq(reviews.buyerId, buyerId));
}

describe('writing a review', () => {
  it('is refused before a real trade, with the reason, and stores nothing', async () => {
    expect((await list(null)).blockedReason).toBe('signIn');
    expect(await list(buyer)).toMatchObject({ canReview: false, blockedReason: 'noTrade', isOwner: false });
    const before = await rowCount(ctx, 'reviews');
    const res = await review(buyer, supplier.supplierId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(noTrade);
    expect((await review(null, supplier.supplierId)).statusCode).toBe(401);
    // An inquiry the supplier has not answered is not a trade yet.
    await call(ctx, stranger, 'POST', '/api/inquiries', inquiry({ targetId: supplier.catalogIds[0] }));
    expect((await review(stranger, supplier.supplierId)).json().error.message).toBe(noTrade);
    expect(await rowCount(ctx, 'reviews')).toBe(before);
  });

  it('is allowed after the supplier replied, emails the supplier and changes the trust score', async () => {
    const scoreBefore = await detail();
    await trade(buyer, supplier);
    expect(await list(buyer)).toMatchObject({ canReview: true, blockedReason: null });
    const res = await review(buyer, supplier.supplierId);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { review: Review }).review).toMatchObject({
      rating: 5,
      text: good.text,
      buyerName: 'Asha Buyer',
      buyerCompany: 'Asha Exports',
      reply: null,
      mine: true,
    });
    const mail = (await mailsTo(ctx, supplier.email)).find((m) => m.subject.includes('reviewed'));
    expect(mail?.subject).toBe('Asha Buyer reviewed your business');
    expect(mail?.text).toContain('5 of 5 stars');

    const after = await detail();
    expect(reviewsPoints(after)).toBeGreaterThan(reviewsPoints(scoreBefore) as number);
    expect(after.trust.score).toBeGreaterThan(scoreBefore.trust.score);
    expect(after.supplier.trustScore).toBe(after.trust.score);
    const shown = await list(stranger);
    expect(shown).toMatchObject({ count: 1, average: 5, isOwner: false });
    expect(shown.reviews[0]?.mine).toBe(false);
  });

  it('is refused a second time within 90 days, and allowed again after', async () => {
    expect(await list(buyer)).toMatchObject({ canReview: false, blockedReason: 'recent' });
    const res = await review(buyer, supplier.supplierId, { rating: 4, text: 'Second order went well too.' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You have reviewed this supplier in the last 90 days.');
    await backdateReviews(buyer.id, 91);
    const again = await review(buyer, supplier.supplierId, {
      rating: 4,
      text: 'Second order went well too.',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await list(null)).reviews.map((r) => r.rating)).toEqual([4, 5]);
  });

  it('is refused on one’s own business', async () => {
    expect(await list(supplier)).toMatchObject({ canReview: false, blockedReason: 'own', isOwner: true });
    const res = await review(supplier, supplier.supplierId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot review your own business.');
  });

  it('refuses a bad rating or text with field messages and stores nothing', async () => {
    const before = await rowCount(ctx, 'reviews');
    const rating = 'Choose a rating from 1 to 5 stars.';
    const text = 'Write at least 10 characters about your experience.';
    for (const [body, fields] of [
      [{ rating: 0, text: good.text }, { rating }],
      [{ rating: 6, text: good.text }, { rating }],
      [{ rating: 3.5, text: good.text }, { rating }],
      [{ text: good.text }, { rating }],
      [{ rating: 4, text: '  short  ' }, { text }],
      [
        { rating: 'five', text: '' },
        { rating, text },
      ],
      [{ rating: 4, text: 'x'.repeat(2001) }, { text: 'This value is too long.' }],
    ] as const) {
      const res = await review(buyer, supplier.supplierId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await review(buyer, 'no-such-supplier')).statusCode).toBe(404);
    expect(await rowCount(ctx, 'reviews')).toBe(before);
  });

  it('is allowed after the buyer accepted the supplier’s quote', async () => {
    const seller = await createTradingSupplier(ctx, { titles: ['Zardozi embroidered cushion covers'] });
    const posted = await upload(
      ctx,
      stranger,
      '/api/requirements',
      requirementForm({ product: 'Zardozi embroidered cushion covers' }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const requirementId = (posted.json() as { id: string }).id;
    const quoted = await call(ctx, seller, 'POST', `/api/requirements/${requirementId}/quotes`, {
      pricePerUnit: '120',
      hsn: '6304',
      gstRate: '500',
      moq: '100',
      leadTimeDays: '14',
      validUntil: daysFromNow(20),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    // A quote received is not yet a trade.
    expect((await review(stranger, seller.supplierId)).json().error.message).toBe(noTrade);
    const quoteId = (quoted.json() as { quote: { id: string } }).quote.id;
    expect(
      (await call(ctx, stranger, 'POST', `/api/quotes/${quoteId}/accept`, acceptForm())).statusCode,
    ).toBe(200);
    expect((await review(stranger, seller.supplierId)).statusCode).toBe(201);
  });
});

describe('the supplier’s answer', () => {
  it('comes from the owner only, once', async () => {
    const [first] = (await list(null)).reviews;
    const id = first?.id as string;
    const answer = { reply: 'Thank you, Asha. See you next season.' };
    const other = await call(ctx, stranger, 'POST', `/api/reviews/${id}/reply`, answer);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Only the reviewed business can answer this review.');
    expect((await call(ctx, null, 'POST', `/api/reviews/${id}/reply`, answer)).statusCode).toBe(401);
    const empty = await call(ctx, supplier, 'POST', `/api/reviews/${id}/reply`, { reply: ' ' });
    expect(empty.json().error.fields).toEqual({ reply: 'Write your answer.' });

    const res = await call(ctx, supplier, 'POST', `/api/reviews/${id}/reply`, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { review: Review }).review).toMatchObject({ reply: answer.reply, mine: false });
    expect((await list(null)).reviews[0]?.reply).toBe(answer.reply);
    const twice = await call(ctx, supplier, 'POST', `/api/reviews/${id}/reply`, { reply: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have already answered this review.');
    expect((await list(null)).reviews[0]?.reply).toBe(answer.reply);
    expect((await call(ctx, supplier, 'POST', '/api/reviews/nope/reply', answer)).statusCode).toBe(404);
  });
});

describe('reports of reviews and listings', () => {
  const report = (who: Caller, body: unknown) => call(ctx, who, 'POST', '/api/reports', body);
  const reason = 'Fake review, this buyer never ordered.';

  it('a review: once per person, naming its author', async () => {
    const id = (await list(null)).reviews[0]?.id as string;
    expect((await report(null, { subject: 'review', id, reason })).statusCode).toBe(401);
    const res = await report(supplier, { subject: 'review', id, reason });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.deps.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, (res.json() as { id: string }).id));
    expect(row).toMatchObject({ reviewId: id, reportedUserId: buyer.id, status: 'open', reason });
    const again = await report(supplier, { subject: 'review', id, reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this. Our team will review it.');
  });

  it('a listing: once per person, naming its owner', async () => {
    const id = supplier.catalogIds[0] as string;
    const res = await report(stranger, { subject: 'catalog', id, reason: 'Counterfeit brand goods.' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.deps.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, (res.json() as { id: string }).id));
    expect(row).toMatchObject({ catalogId: id, reportedUserId: supplier.id });
    expect((await report(stranger, { subject: 'catalog', id, reason: 'Again and again.' })).statusCode).toBe(
      409,
    );
  });

  it('refuses what cannot be reported and stores nothing', async () => {
    const before = await rowCount(ctx, 'reports');
    const bad = await report(stranger, { subject: 'supplier', id: supplier.supplierId, reason });
    expect(bad.json().error.fields).toEqual({ subject: 'This cannot be reported.' });
    const short = await report(stranger, { subject: 'catalog', id: supplier.catalogIds[0], reason: 'bad' });
    expect(short.json().error.fields).toEqual({ reason: 'Tell us what is wrong in at least 5 characters.' });
    const missing = await report(stranger, { subject: 'product', id: supplier.catalogIds[0], reason });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Product not found.');
    const nonsense = await report(stranger, { subject: 'review', id: 'nope', reason });
    expect(nonsense.json().error.message).toBe('This review does not exist.');
    expect(await rowCount(ctx, 'reports')).toBe(before);
  });

  it('a conversation report names the other side', async () => {
    const id = await trade(stranger, supplier, 'Can you also do 300 metres in blue?');
    const res = await call(ctx, supplier, 'POST', `/api/conversations/${id}/report`, { reason });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.deps.database.db.select().from(reports).where(eq(reports.conversationId, id));
    expect(row?.reportedUserId).toBe(stranger.id);
  });
});

describe('hidden reviews', () => {
  it('no longer show or count, and cannot be answered or reported', async () => {
    const before = await list(null);
    const hiddenOne = before.reviews[0] as Review;
    const { db } = ctx.deps.database;
    await db.update(reviews).set({ hiddenAt: sql`now()` }).where(eq(reviews.id, hiddenOne.id));
    await refreshTrust(db, supplier.supplierId);
    const after = await list(null);
    expect(after.count).toBe(before.count - 1);
    expect(after.reviews.map((r) => r.id)).not.toContain(hiddenOne.id);
    const part = (await detail()).trust.parts.find((p) => p.part === 'reviews');
    expect(part?.values.count).toBe(after.count);
    const answer = await call(ctx, supplier, 'POST', `/api/reviews/${hiddenOne.id}/reply`, {
      reply: 'Hello there',
    });
    expect(answer.statusCode).toBe(404);
    const reported = await call(ctx, stranger, 'POST', '/api/reports', {
      subject: 'review',
      id: hiddenOne.id,
      reason: 'Rude words in it.',
    });
    expect(reported.statusCode).toBe(404);
  });
});
