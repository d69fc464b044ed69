import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyLimits } from '../../../shared/trade/constants';
import { conversations, messages, rateLimits, requirements } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { statusTally } from '../../testing/parallel';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier, inquiry, requirementForm, upload } from '../../testing/trade';

// Parallel requests are judged as sequential ones: the daily limits (the real ones: 20, 5 and 200)
// and the repeat rules.
const ctx = setupTestApp();
let supplier: Awaited<ReturnType<typeof createTradingSupplier>>;

beforeAll(async () => {
  supplier = await createTradingSupplier(ctx, { titles: ['Cotton poplin, white'] });
});

const ask = (user: Awaited<ReturnType<typeof createTestUser>>, message: string) =>
  call(ctx, user, 'POST', '/api/inquiries', inquiry({ targetId: supplier.catalogIds[0], message }));

const counter = async (key: string) =>
  (await ctx.deps.database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

describe('trade rules under parallel requests', { timeout: 120_000 }, () => {
  it('accepts exactly 20 of 40 parallel inquiries by one buyer', async () => {
    const buyer = await createTestUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ask(buyer, `Please quote for ${i + 1} hundred metres of poplin.`)),
    );
    expect(statusTally(answers)).toEqual({ 201: dailyLimits.inquiries, 429: 40 - dailyLimits.inquiries });
    const rows = await ctx.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(eq(conversations.buyerId, buyer.id));
    expect(rows[0]?.n).toBe(dailyLimits.inquiries);
  });

  it('accepts exactly 5 of 15 parallel requirements by one buyer', async () => {
    const buyer = await createTestUser(ctx);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        upload(ctx, buyer, '/api/requirements', requirementForm({ product: `Poplin lot ${i}` })),
      ),
    );
    expect(statusTally(answers)).toEqual({
      201: dailyLimits.requirements,
      429: 15 - dailyLimits.requirements,
    });
    const rows = await ctx.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(requirements)
      .where(eq(requirements.buyerId, buyer.id));
    expect(rows[0]?.n).toBe(dailyLimits.requirements);
  });

  it('stops parallel messages at exactly 200 a day', async () => {
    const buyer = await createTestUser(ctx);
    const first = await ask(buyer, 'Please quote for white poplin, 500 metres.');
    const { conversationId } = first.json() as { conversationId: string };
    // 180 sent earlier today; 30 more at once reach the limit with 20.
    const key = `trade:messages:${buyer.id}`;
    await ctx.deps.database.db.insert(rateLimits).values({ key, count: 180, windowStart: sql`now()` });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        upload(ctx, buyer, `/api/conversations/${conversationId}/messages`, { body: `Update number ${i}` }),
      ),
    );
    expect(statusTally(answers)).toEqual({ 201: 20, 429: 10 });
    expect(await counter(key)).toBe(dailyLimits.messages);
    const rows = await ctx.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(rows[0]?.n).toBe(1 + 20);
  });

  it('gives the slot back when the action is refused for another reason', async () => {
    const buyer = await createTestUser(ctx);
    const text = 'Please quote for 300 metres of white poplin.';
    expect((await ask(buyer, text)).statusCode).toBe(201);
    expect((await ask(buyer, text)).statusCode).toBe(409);
    expect(await counter(`trade:inquiries:${buyer.id}`)).toBe(1);
  });

  it('accepts a repeat sent 5 times at once only once, as an inquiry and as a message', async () => {
    const buyer = await createTestUser(ctx);
    const text = 'Please quote for 700 metres of white poplin.';
    const inquiries = await Promise.all(Array.from({ length: 5 }, () => ask(buyer, text)));
    expect(statusTally(inquiries)).toEqual({ 201: 1, 409: 4 });
    const created = inquiries.find((a) => a.statusCode === 201)?.json() as { conversationId: string };
    const url = `/api/conversations/${created.conversationId}/messages`;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => upload(ctx, buyer, url, { body: 'Any news?' })),
    );
    expect(statusTally(replies)).toEqual({ 201: 1, 409: 4 });
    expect(await counter(`trade:inquiries:${buyer.id}`)).toBe(1);
    expect(await counter(`trade:messages:${buyer.id}`)).toBe(1);
  });
});
