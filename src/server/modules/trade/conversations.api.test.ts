import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Inbox, Message } from '../../../shared/trade/schema';
import { conversations, suppliers } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier, inquiry, mailsTo, rowCount, upload } from '../../testing/trade';

// Inquiries open conversations; both sides read, reply, and are told by email.
const ctx = setupTestApp();
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let supplier: Awaited<ReturnType<typeof createTradingSupplier>>;

beforeAll(async () => {
  buyer = await createTestUser(ctx, { fullName: 'Asha Buyer' });
  stranger = await createTestUser(ctx);
  admin = await createTestUser(ctx, { role: 'admin' });
  supplier = await createTradingSupplier(ctx, {
    name: 'Surat Poplin Mills',
    titles: ['Cotton poplin, white'],
  });
});

async function ask(over: Parameters<typeof inquiry>[0] = {}, who: TestUser = buyer) {
  const res = await call(
    ctx,
    who,
    'POST',
    '/api/inquiries',
    inquiry({ targetId: supplier.catalogIds[0], ...over }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { conversationId: string }).conversationId;
}

const reply = (who: TestUser | null, id: string, body: string, photos: Buffer[] = []) =>
  upload(ctx, who, `/api/conversations/${id}/messages`, { body }, photos);
const inbox = async (who: TestUser) => (await call(ctx, who, 'GET', '/api/conversations')).json() as Inbox;
const read = async (who: TestUser, id: string) =>
  ((await call(ctx, who, 'GET', `/api/conversations/${id}`)).json() as { conversation: Conversation })
    .conversation;

describe('an inquiry and its conversation', () => {
  it('reaches the supplier, who replies; each side sees unread counts and gets one email', async () => {
    const id = await ask({ message: 'Need 500 m of white poplin for shirts, sample first.' });
    const supplierBox = await inbox(supplier);
    expect(supplierBox.unreadTotal).toBe(1);
    expect(supplierBox.conversations[0]).toMatchObject({
      id,
      role: 'supplier',
      otherName: 'Asha Buyer',
      listing: { kind: 'catalog', id: supplier.catalogIds[0], title: 'Cotton poplin, white' },
      unread: 1,
      lastMessage: { mine: false, body: 'Need 500 m of white poplin for shirts, sample first.' },
    });
    const [mail] = await mailsTo(ctx, supplier.email);
    expect(mail?.subject).toBe('New inquiry from Asha Buyer: Cotton poplin, white');
    expect(mail?.text).toContain(`/inbox/${id}`);

    const seen = await read(supplier, id);
    expect(seen).toMatchObject({
      role: 'supplier',
      inquiry: { quantity: 500, unit: 'metres', targetPrice: 85, deliveryLocation: 'Surat, Gujarat' },
      supplier: { id: supplier.supplierId, name: 'Surat Poplin Mills' },
      blocked: false,
    });
    expect((await call(ctx, supplier, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(204);
    expect((await inbox(supplier)).unreadTotal).toBe(0);

    const res = await reply(supplier, id, 'Yes, ₹82 per metre. Sample ships tomorrow.', [
      await sceneImage(5),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { message } = res.json() as { message: Message };
    expect(message).toMatchObject({
      from: 'supplier',
      mine: true,
      body: 'Yes, ₹82 per metre. Sample ships tomorrow.',
    });
    expect(message.photos).toHaveLength(1);

    const buyerBox = await inbox(buyer);
    expect(buyerBox.conversations.find((c) => c.id === id)).toMatchObject({ role: 'buyer', unread: 1 });
    const thread = await read(buyer, id);
    expect(thread.messages.map((m) => [m.from, m.mine])).toEqual([
      ['buyer', true],
      ['supplier', false],
    ]);
    expect((await mailsTo(ctx, buyer.email)).map((m) => m.subject)).toEqual([
      'New message from Surat Poplin Mills',
    ]);

    // A second reply within 10 minutes sends no second email.
    expect((await reply(supplier, id, 'Also available in sky blue.')).statusCode).toBe(201);
    expect(await mailsTo(ctx, buyer.email)).toHaveLength(1);
  });

  it('serves message photos to the two sides only, never at a public address', async () => {
    const id = await ask({ message: 'Can you show the selvedge of the poplin?' });
    const res = await reply(supplier, id, '', [await sceneImage(7)]);
    expect(res.statusCode, res.body).toBe(201);
    const photo = (res.json() as { message: Message }).message.photos[0];
    const url = photo?.thumbUrl ?? '';
    expect(url).toMatch(/^\/api\/trade-photos\/[0-9a-f-]{36}\/thumb$/);
    const own = await call(ctx, buyer, 'GET', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect((await call(ctx, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(ctx, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(ctx, admin, 'GET', url)).statusCode).toBe(200);
    const keys = (await ctx.deps.database.db.execute(
      sql`select storage_key as k from trade_images`,
    )) as unknown as {
      rows: { k: string }[];
    };
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const { k } of keys.rows)
      expect((await call(ctx, null, 'GET', `/media/${k}-thumb.webp`)).statusCode).toBe(404);
  });

  it('is hidden from everyone else: 404 to read, reply, mark read or report; admins read but do not write', async () => {
    const id = await ask({ message: 'Private question about poplin pricing.' });
    for (const [method, url] of [
      ['GET', `/api/conversations/${id}`],
      ['POST', `/api/conversations/${id}/read`],
    ] as const)
      expect((await call(ctx, stranger, method, url)).statusCode).toBe(404);
    expect((await reply(stranger, id, 'hello')).statusCode).toBe(404);
    expect(
      (await call(ctx, stranger, 'POST', `/api/conversations/${id}/report`, { reason: 'spam spam' }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx, null, 'GET', `/api/conversations/${id}`)).statusCode).toBe(401);
    expect((await read(admin, id)).role).toBe('admin');
    expect((await reply(admin, id, 'moderator note')).statusCode).toBe(403);
    expect((await inbox(stranger)).conversations).toEqual([]);
    expect((await call(ctx, buyer, 'GET', '/api/conversations/not-a-conversation')).statusCode).toBe(404);
  });

  it('refuses bad inquiries with a clear message and stores nothing', async () => {
    const before = await rowCount(ctx, 'conversations');
    const bad = await call(ctx, buyer, 'POST', '/api/inquiries', {
      ...inquiry({ targetId: supplier.catalogIds[0] }),
      quantity: 'lots',
      unit: 'barrels',
      deliveryLocation: '',
      message: 'hi',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      quantity: 'Enter a number.',
      unit: 'Choose a unit.',
      deliveryLocation: 'Enter the delivery location (city and state, or PIN code).',
      message: 'Tell the supplier what you need in at least 10 characters.',
    });
    const missing = await call(
      ctx,
      buyer,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: crypto.randomUUID() }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This listing is no longer available.');
    const [example] = await ctx.deps.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.isExample, true))
      .limit(1);
    const toExample = await call(
      ctx,
      buyer,
      'POST',
      '/api/inquiries',
      inquiry({ targetKind: 'supplier', targetId: example?.id }),
    );
    expect(toExample.statusCode).toBe(400);
    expect(toExample.json().error.message).toMatch(/example supplier/);
    const own = await call(
      ctx,
      supplier,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: supplier.catalogIds[0] }),
    );
    expect(own.json().error.message).toBe('You cannot send an inquiry to your own business.');
    expect(await rowCount(ctx, 'conversations')).toBe(before);
    const hindi = await ctx.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { origin: ctx.deps.config.publicUrl, cookie: buyer.cookie, 'accept-language': 'hi' },
      payload: inquiry({ targetId: supplier.catalogIds[0], message: 'short' }),
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().error.fields.message).not.toBe(
      'Tell the supplier what you need in at least 10 characters.',
    );
  });

  it('refuses a repeated inquiry, an empty reply, and the same reply twice in a row', async () => {
    const message = 'Repeat check: 300 metres of poplin please.';
    const id = await ask({ message });
    const again = await call(
      ctx,
      buyer,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: supplier.catalogIds[0], message: ` ${message.toUpperCase()} ` }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already sent this message/);
    const empty = await reply(buyer, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Write a message or add a photo.');
    expect((await reply(buyer, id, 'Any update?')).statusCode).toBe(201);
    expect((await reply(buyer, id, 'any  update?')).statusCode).toBe(409);
  });

  it('holds a daily limit on inquiries per user', async () => {
    await ctx.deps.database.db.execute(
      sql`insert into rate_limits (key, count, window_start) values (${`trade:inquiries:${stranger.id}`}, 20, now())`,
    );
    const res = await call(
      ctx,
      stranger,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: supplier.catalogIds[0] }),
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(
      'You have sent 20 inquiries today, the daily limit. Please try again tomorrow.',
    );
  });

  it('lets the supplier block a buyer: no more messages or inquiries until unblocked', async () => {
    const pest = await createTestUser(ctx);
    const id = await ask({ message: 'First message from the pest.' }, pest);
    expect((await call(ctx, pest, 'POST', `/api/conversations/${id}/block`)).statusCode).toBe(403);
    expect((await call(ctx, supplier, 'POST', `/api/conversations/${id}/block`)).statusCode).toBe(204);
    expect((await read(pest, id)).blocked).toBe(true);
    const refused = await reply(pest, id, 'Hello again?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This supplier is not accepting messages from you.');
    const fresh = await call(
      ctx,
      pest,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: supplier.catalogIds[0], message: 'A new inquiry after block.' }),
    );
    expect(fresh.statusCode).toBe(403);
    expect((await call(ctx, supplier, 'DELETE', `/api/conversations/${id}/block`)).statusCode).toBe(204);
    expect((await reply(pest, id, 'Thanks for unblocking.')).statusCode).toBe(201);
  });

  it('takes one report per person', async () => {
    const id = await ask({ message: 'Report check: need poplin.' });
    const first = await call(ctx, supplier, 'POST', `/api/conversations/${id}/report`, {
      reason: 'Asks for my bank details',
    });
    expect(first.statusCode).toBe(201);
    const second = await call(ctx, supplier, 'POST', `/api/conversations/${id}/report`, {
      reason: 'Again, spam',
    });
    expect(second.statusCode).toBe(409);
    const short = await call(ctx, buyer, 'POST', `/api/conversations/${id}/report`, { reason: 'no' });
    expect(short.json().error.fields.reason).toBe('Tell us what is wrong in at least 5 characters.');
  });
});

describe('who may do what', () => {
  it('answers every conversation route as each kind of caller', async () => {
    const other = await createTradingSupplier(ctx, { titles: ['Khadi cloth'] });
    const id = await ask({ message: 'Matrix check: poplin for uniforms.' });
    const callers = { visitor: null, buyer, supplier, another: other, admin } as const;
    type Who = keyof typeof callers;
    const rows: [string, string, unknown, Record<Who, number>][] = [
      [
        'GET',
        '/api/conversations',
        undefined,
        { visitor: 401, buyer: 200, supplier: 200, another: 200, admin: 200 },
      ],
      [
        'GET',
        `/api/conversations/${id}`,
        undefined,
        { visitor: 401, buyer: 200, supplier: 200, another: 404, admin: 200 },
      ],
      [
        'POST',
        `/api/conversations/${id}/read`,
        undefined,
        { visitor: 401, buyer: 204, supplier: 204, another: 404, admin: 204 },
      ],
      [
        'POST',
        `/api/conversations/${id}/report`,
        { reason: 'Matrix report' },
        { visitor: 401, buyer: 201, supplier: 201, another: 404, admin: 201 },
      ],
      [
        'POST',
        `/api/conversations/${id}/block`,
        undefined,
        { visitor: 401, buyer: 403, supplier: 204, another: 404, admin: 403 },
      ],
      [
        'DELETE',
        `/api/conversations/${id}/block`,
        undefined,
        { visitor: 401, buyer: 403, supplier: 204, another: 404, admin: 403 },
      ],
    ];
    for (const [method, url, body, want] of rows)
      for (const who of Object.keys(callers) as Who[]) {
        const res = await call(ctx, callers[who], method, url, body);
        expect([method, url, who, res.statusCode]).toEqual([method, url, who, want[who]]);
      }
    const replies: Record<Who, number> = {
      visitor: 401,
      buyer: 201,
      supplier: 201,
      another: 404,
      admin: 403,
    };
    for (const who of Object.keys(callers) as Who[])
      expect([who, (await reply(callers[who], id, `Matrix reply from ${who}`)).statusCode]).toEqual([
        who,
        replies[who],
      ]);
    const inquire = (who: Who) =>
      call(
        ctx,
        callers[who],
        'POST',
        '/api/inquiries',
        inquiry({ targetId: other.catalogIds[0], message: `Inquiry from ${who} here` }),
      );
    const inquiries: Record<Who, number> = {
      visitor: 401,
      buyer: 201,
      supplier: 201,
      another: 400,
      admin: 201,
    };
    for (const who of Object.keys(callers) as Who[])
      expect([who, (await inquire(who)).statusCode]).toEqual([who, inquiries[who]]);
  });
});

describe('response figures', () => {
  it('count the inquiries of 90 days answered within 48 hours, and the median first answer', async () => {
    const mill = await createTradingSupplier(ctx, { titles: ['Linen shirting'] });
    const { db } = ctx.deps.database;
    const asker = await createTestUser(ctx);
    const open = async (message: string) => {
      const res = await call(
        ctx,
        asker,
        'POST',
        '/api/inquiries',
        inquiry({ targetId: mill.catalogIds[0], message }),
      );
      return (res.json() as { conversationId: string }).conversationId;
    };
    const quick = await open('Linen one: need 100 m.');
    const slow = await open('Linen two: need 200 m.');
    const never = await open('Linen three: need 300 m.');
    const pending = await open('Linen four: need 400 m.');
    const old = await open('Linen five: need 500 m.');
    const ago = (hours: number) => sql`now() - (${hours} * interval '1 hour')`;
    const at = (id: string, created: number, answered: number | null) =>
      db
        .update(conversations)
        .set({ createdAt: ago(created), firstResponseAt: answered === null ? null : ago(answered) })
        .where(eq(conversations.id, id));
    await at(quick, 10, 9); // answered in 60 minutes
    await at(slow, 100, 40); // answered after 60 hours: counts as not answered in time
    await at(never, 72, null); // unanswered for 3 days
    await at(pending, 5, null); // still within its 48 hours: not counted yet
    await at(old, 24 * 100, null); // outside the 90 days
    // A reply triggers the refresh, as it would in use.
    await reply(mill, pending, 'Answering the fourth now.');
    await db
      .update(conversations)
      .set({ firstResponseAt: ago(4) })
      .where(eq(conversations.id, pending)); // 60 min
    const { refreshResponseStats } = await import('./stats');
    await refreshResponseStats(db, mill.supplierId);
    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, mill.supplierId));
    // Due: quick, slow, never, pending (answered) → answered in time: quick, pending → 50 %.
    expect(row?.responseRate).toBe(50);
    // First answers: 60, 3600, 60 minutes → median 60.
    expect(row?.medianResponseMinutes).toBe(60);
    const card = (await call(ctx, null, 'GET', `/api/suppliers/${mill.supplierId}`)).json();
    expect(card.supplier).toMatchObject({ responseRate: 50, medianResponseMinutes: 60 });
  });
});
