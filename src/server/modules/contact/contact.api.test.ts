import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactRateLimit } from '../../../shared/contact/constants';
import { contactMessages } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
let ipCounter = 0;
const freshIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function send(payload: unknown, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    headers: { 'x-forwarded-for': ip, origin: ctx.deps.config.publicUrl },
  });
}
async function rows() {
  const [r] = await ctx.deps.database.db.select({ n: count() }).from(contactMessages);
  return Number(r?.n);
}
const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  company: 'Kumar Exports',
  message: 'Hello there',
};

describe('POST /api/contact', () => {
  it('stores a message; the company is optional', async () => {
    expect((await send(valid)).statusCode).toBe(201);
    const res = await send({ name: 'Meera', email: 'meera@example.com', message: 'No company here' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sent: true });
    const [row] = await ctx.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'meera@example.com'));
    expect(row).toMatchObject({ name: 'Meera', company: null, message: 'No company here' });
    // What the form sends when the optional company is left empty.
    expect((await send({ ...valid, company: null })).statusCode).toBe(201);
  });

  it('names each missing required field', async () => {
    const res = await send({ name: '  ', email: '', company: 'X', message: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'message', 'name']);
    const bad = await send({ ...valid, email: 'nope' });
    expect(bad.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers every malformed body with 4xx and stores nothing', async () => {
    const before = await rows();
    const blank = fc.constantFrom('', '   ', undefined, null, 42);
    const body = fc.oneof(
      fc.record({ name: blank, email: fc.constant(valid.email), message: fc.constant(valid.message) }),
      fc.record({
        name: fc.constant(valid.name),
        email: fc.string({ maxLength: 30 }).filter((s) => !s.includes('@')),
        message: fc.constant(valid.message),
      }),
      fc.record({ name: fc.constant(valid.name), email: fc.constant(valid.email), message: blank }),
      fc.record({
        ...{ name: fc.constant(valid.name), email: fc.constant(valid.email) },
        message: fc.constant('x'.repeat(5001)),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await send(payload);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await rows()).toBe(before);
  });

  const { perAddress, perSender } = contactRateLimit;
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  it(`lets an office behind one address send ${perAddress} messages at once, not one more`, async () => {
    const ip = freshIp();
    const before = await rows();
    const all = await Promise.all(
      Array.from({ length: perAddress + 5 }, (_, i) =>
        send({ ...valid, email: `office${i}@example.com` }, ip),
      ),
    );
    expect(statuses(all)).toEqual([...Array(perAddress).fill(201), ...Array(5).fill(429)]);
    expect(await rows()).toBe(before + perAddress);
    const refused = all.find((r) => r.statusCode === 429);
    // 15 minutes in words, from the server's retry time, not "in 900 seconds".
    expect(refused?.json().error.message).toBe(
      'Too many tries in a short time. Please try again in about 15 minutes.',
    );
  });

  it(`takes ${perSender} messages per sender's email from any addresses; a refused one takes no address slot`, async () => {
    const email = 'flood@example.com';
    const ip = freshIp();
    const all = await Promise.all(
      Array.from({ length: perSender + 4 }, (_, i) => send({ ...valid, email }, i < 4 ? ip : freshIp())),
    );
    expect(statuses(all)).toEqual([...Array(perSender).fill(201), ...Array(4).fill(429)]);
    // Other senders on the same address: its slots are intact but for the ones its accepted messages took.
    const used = all.filter((r, i) => i < 4 && r.statusCode === 201).length;
    const rest = await Promise.all(
      Array.from({ length: perAddress - used }, (_, i) =>
        send({ ...valid, email: `colleague${i}@example.com` }, ip),
      ),
    );
    expect(statuses(rest).every((s) => s === 201)).toBe(true);
    expect((await send({ ...valid, email: 'one-more@example.com' }, ip)).statusCode).toBe(429);
  });
});

describe('GET /api/contact', () => {
  it('shows admins the newest messages and nobody else', async () => {
    await send({ ...valid, email: 'newest@example.com' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    const buyer = await createTestUser(ctx, { role: 'buyer' });
    const asBuyer = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { cookie: buyer.cookie },
    });
    expect(asBuyer.statusCode).toBe(403);
    const admin = await createTestUser(ctx, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact?limit=1',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toHaveLength(1);
    expect(res.json().messages[0]).toMatchObject({ email: 'newest@example.com', name: valid.name });
  });
});
