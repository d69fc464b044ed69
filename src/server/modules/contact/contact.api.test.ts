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

  it(`limits each address to ${contactRateLimit.max} messages per window`, async () => {
    const ip = freshIp();
    for (let i = 0; i < contactRateLimit.max; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many attempts/);
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
