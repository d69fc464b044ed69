import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote, Requirement, RequirementSummary } from '../../../shared/trade/schema';
import { blocks, requirements } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/factories';
import { acceptForm } from '../../testing/orders';
import { setupTestApp } from '../../testing/test-app';
import {
  call,
  createTradingSupplier,
  daysFromNow,
  mailsTo,
  requirementForm,
  rowCount,
  upload,
} from '../../testing/trade';
import { countExampleSellers } from './matching';

// A buy requirement goes to the best-fitting suppliers (at most 10), who quote; the buyer decides.
const ctx = setupTestApp();
type Seller = Awaited<ReturnType<typeof createTradingSupplier>>;
let buyer: TestUser;
let admin: TestUser;
let best: Seller;
let sellers: Seller[];
let unrelated: Seller;
let blocker: Seller;

beforeAll(async () => {
  buyer = await createTestUser(ctx, { fullName: 'Asha Buyer' });
  admin = await createTestUser(ctx, { role: 'admin' });
  // Verified, in the delivery state, with the exact product: the best fit.
  best = await createTradingSupplier(ctx, {
    name: 'Ahmedabad Poplin House',
    titles: ['Cotton poplin fabric, 120 GSM'],
    verified: true,
  });
  sellers = [];
  for (let i = 0; i < 11; i++)
    sellers.push(
      await createTradingSupplier(ctx, {
        titles: [`Poplin shirting ${i}`],
        state: i % 2 ? 'Tamil Nadu' : 'Punjab',
      }),
    );
  unrelated = await createTradingSupplier(ctx, { titles: ['LED street lights'], category: 'electronics' });
  blocker = await createTradingSupplier(ctx, { titles: ['Cotton poplin fabric'] });
  await ctx.deps.database.db.insert(blocks).values({ supplierUserId: blocker.id, buyerId: buyer.id });
});

async function post(who: TestUser = buyer, over: Parameters<typeof requirementForm>[0] = {}) {
  const res = await upload(ctx, who, '/api/requirements', requirementForm(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
const get = async (who: TestUser, id: string) =>
  ((await call(ctx, who, 'GET', `/api/requirements/${id}`)).json() as { requirement: Requirement })
    .requirement;
const quote = (who: TestUser, id: string, over: Record<string, unknown> = {}) =>
  call(ctx, who, 'POST', `/api/requirements/${id}/quotes`, {
    pricePerUnit: '78.50',
    hsn: '5208',
    gstRate: '500',
    moq: '500',
    leadTimeDays: '12',
    validUntil: daysFromNow(20),
    message: 'Ex-mill Ahmedabad',
    ...over,
  });

describe('matching a requirement', () => {
  it('sends it to at most 10 fitting suppliers, best first, each with its reasons', async () => {
    const id = await post();
    const r = await get(buyer, id);
    expect(r.role).toBe('buyer');
    expect(r.matches).toHaveLength(10);
    expect(r.matches[0]?.supplier.id).toBe(best.supplierId);
    expect(r.matches[0]?.reasons).toEqual([
      { code: 'sells', value: 'Cotton poplin fabric, 120 GSM' },
      { code: 'state', value: 'Gujarat' },
      { code: 'level', value: 'verified' },
    ]);
    const ids = r.matches.map((m) => m.supplier.id);
    expect(ids).not.toContain(unrelated.supplierId);
    expect(ids).not.toContain(blocker.supplierId);
    expect(r.matches.every((m) => m.reasons[0]?.code === 'sells')).toBe(true);
    // Each matched supplier sees it under their buy requirements, and got an email.
    const mine = (await call(ctx, best, 'GET', '/api/requirements/matched')).json() as {
      requirements: RequirementSummary[];
    };
    expect(mine.requirements[0]).toMatchObject({ id, product: 'Cotton poplin fabric', quoted: false });
    expect(mine.requirements[0]?.reasons[0]).toEqual({
      code: 'sells',
      value: 'Cotton poplin fabric, 120 GSM',
    });
    const [mail] = await mailsTo(ctx, best.email);
    expect(mail?.subject).toBe('New buy requirement: Cotton poplin fabric');
    expect(mail?.text).toContain('sells Cotton poplin fabric, 120 GSM, Gujarat, Verified supplier');
  });

  it('tells the buyer how many example suppliers sell the same goods; a supplier is not told', async () => {
    // Seeded examples: Jaipur, Surat and Tiruppur sell textiles; only Bengaluru sells LED lights.
    const [own] = (await call(ctx, buyer, 'GET', '/api/requirements/mine').then((r) => r.json()))
      .requirements;
    expect((await get(buyer, own.id)).exampleSellers).toBe(3);
    expect((await get(best, own.id)).exampleSellers).toBe(0);
    const { db } = ctx.deps.database;
    expect(await countExampleSellers(db, { product: 'LED panel lights', category: 'electronics' })).toBe(1);
    expect(await countExampleSellers(db, { product: 'Frozen prawns', category: 'packaging' })).toBe(0);
  });

  it('falls back to the category when no listing has the words, and never picks the buyer', async () => {
    const id = await post(best, { product: 'Handloom ikat dupatta' });
    const r = await get(best, id);
    const ids = r.matches.map((m) => m.supplier.id);
    expect(ids).not.toContain(best.supplierId);
    expect(ids).not.toContain(unrelated.supplierId);
    expect(r.matches[0]?.reasons[0]).toEqual({ code: 'category', value: 'textiles' });
  });

  it('refuses a bad requirement with field messages and stores nothing', async () => {
    const before = await rowCount(ctx, 'requirements');
    const res = await upload(
      ctx,
      buyer,
      '/api/requirements',
      requirementForm({
        product: 'ab',
        quantity: '0',
        priceMin: '90',
        priceMax: '60',
        neededBy: daysFromNow(-1),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      product: 'Describe the product in at least 3 characters.',
      quantity: 'Enter a number greater than zero.',
      neededBy: 'Choose a date after today.',
      priceMax: 'The maximum price must not be lower than the minimum.',
    });
    expect(await rowCount(ctx, 'requirements')).toBe(before);
    expect(await rowCount(ctx, 'requirement_matches')).toBeGreaterThan(0);
  });
});

describe('quotes', () => {
  it('a matched supplier quotes once; the buyer compares, accepts one, and the requirement closes', async () => {
    const id = await post(buyer, { product: 'Cotton poplin fabric white' });
    const first = await quote(best, id);
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as { quote: Quote }).quote).toMatchObject({
      pricePerUnit: 78.5,
      moq: 500,
      leadTimeDays: 12,
      status: 'sent',
      supplier: { id: best.supplierId, verificationLevel: 'verified' },
    });
    expect((await quote(best, id)).json().error.message).toBe(
      'You have already sent a quote for this requirement.',
    );
    const second = (await get(buyer, id)).matches.find((m) => m.supplier.id !== best.supplierId);
    const other = sellers.find((s) => s.supplierId === second?.supplier.id) as Seller;
    expect((await quote(other, id, { pricePerUnit: '74' })).statusCode).toBe(201);
    expect((await quote(unrelated, id)).statusCode).toBe(404);

    const seen = await get(buyer, id);
    expect(seen.quoteList.map((q) => q.pricePerUnit)).toEqual([74, 78.5]);
    expect(seen.quotes).toBe(2);
    const forOther = await get(other, id);
    expect(forOther.role).toBe('supplier');
    expect(forOther.quoteList).toHaveLength(1);
    expect(forOther.matches).toHaveLength(1);

    const accepted = (await get(buyer, id)).quoteList.find((q) => q.supplier.id === best.supplierId) as Quote;
    const res = await call(ctx, buyer, 'POST', `/api/quotes/${accepted.id}/accept`, acceptForm());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote.status).toBe('accepted');
    expect((await get(buyer, id)).status).toBe('closed');
    const rest = (await get(buyer, id)).quoteList.find((q) => q.id !== accepted.id) as Quote;
    const late = await call(ctx, buyer, 'POST', `/api/quotes/${rest.id}/accept`, acceptForm());
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/is closed/);
    expect((await mailsTo(ctx, best.email)).map((m) => m.subject)).toContain(
      'Order confirmed: Cotton poplin fabric white',
    );
    expect((await mailsTo(ctx, buyer.email)).map((m) => m.subject)).toContain(
      'New quote for Cotton poplin fabric white from Ahmedabad Poplin House',
    );
  });

  it('refuses a bad quote, and quotes on an expired requirement', async () => {
    const id = await post(buyer, { product: 'Cotton poplin fabric blue' });
    const bad = await quote(best, id, { pricePerUnit: 'free', validUntil: daysFromNow(400) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      pricePerUnit: 'Enter a number.',
      validUntil: 'A quote can be valid for at most 180 days.',
    });
    await ctx.deps.database.db
      .update(requirements)
      .set({ neededBy: daysFromNow(-2) })
      .where(eq(requirements.id, id));
    expect((await get(buyer, id)).status).toBe('expired');
    expect((await quote(best, id)).statusCode).toBe(409);
  });
});

describe('who may do what', () => {
  it('answers every trade route as each kind of caller', async () => {
    const id = await post(buyer, { product: 'Cotton poplin fabric for the matrix' });
    const q = (await quote(best, id)).json().quote as Quote;
    const matched = new Set((await get(buyer, id)).matches.map((m) => m.supplier.id));
    const outsider = [unrelated, ...sellers].find((s) => !matched.has(s.supplierId)) as Seller;
    expect(outsider).toBeDefined();
    const callers = { visitor: null, buyer, supplier: best, another: outsider, admin } as const;
    type Who = keyof typeof callers;
    const rows: [string, string, unknown, Record<Who, number>][] = [
      [
        'GET',
        `/api/requirements/${id}`,
        undefined,
        { visitor: 401, buyer: 200, supplier: 200, another: 404, admin: 200 },
      ],
      [
        'GET',
        '/api/requirements/mine',
        undefined,
        { visitor: 401, buyer: 200, supplier: 200, another: 200, admin: 200 },
      ],
      [
        'GET',
        '/api/requirements/matched',
        undefined,
        { visitor: 401, buyer: 200, supplier: 200, another: 200, admin: 200 },
      ],
      [
        'POST',
        `/api/requirements/${id}/report`,
        { reason: 'Looks like spam' },
        { visitor: 401, buyer: 201, supplier: 201, another: 404, admin: 201 },
      ],
      [
        'POST',
        `/api/quotes/${q.id}/decline`,
        undefined,
        { visitor: 401, buyer: 200, supplier: 404, another: 404, admin: 404 },
      ],
      [
        'POST',
        `/api/requirements/${id}/close`,
        undefined,
        { visitor: 401, buyer: 204, supplier: 404, another: 404, admin: 404 },
      ],
    ];
    const order: Who[] = ['visitor', 'another', 'supplier', 'admin', 'buyer'];
    for (const [method, url, body, want] of rows)
      for (const who of order) {
        const res = await call(ctx, callers[who], method, url, body);
        expect([method, url, who, res.statusCode]).toEqual([method, url, who, want[who]]);
      }
    expect((await upload(ctx, null, '/api/requirements', requirementForm())).statusCode).toBe(401);
    expect((await quote(outsider, id)).statusCode).toBe(404);
  });
});
