import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitlistRateLimit } from '../../../shared/waitlist/constants';
import { appSettings, waitlistEntries } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limit only bites where it is tested. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function join(payload: unknown, ip = freshIp(), lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: payload as object,
    headers: { 'x-forwarded-for': ip, origin: ctx.deps.config.publicUrl, 'accept-language': lang },
  });
}
async function rows() {
  const [r] = await ctx.deps.database.db.select({ n: count() }).from(waitlistEntries);
  return Number(r?.n);
}

describe('POST /api/waitlist', () => {
  it('stores a valid entry with the phone number normalised', async () => {
    const res = await join({ email: ' Asha@Example.com ', phoneNumber: '+91 98765 43210' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ joined: true });
    const [row] = await ctx.deps.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, 'asha@example.com'));
    expect(row?.phoneNumber).toBe('+919876543210');
  });

  it('accepts the same email twice with the same answer and stores it once', async () => {
    const first = await join({ email: 'twice@example.com', phoneNumber: '9876543210' });
    const before = await rows();
    const second = await join({ email: 'TWICE@example.com', phoneNumber: '9123456789' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await rows()).toBe(before);
  });

  it('explains a bad email and a short phone in the caller’s language', async () => {
    const res = await join({ email: 'not-an-email', phoneNumber: '12345 6789' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
    });
    const hi = await join({ email: 'x', phoneNumber: '1' }, freshIp(), 'hi');
    expect(hi.json().error.fields.email).not.toBe('Please enter a valid email address');
  });

  it('answers every malformed body with 4xx and stores nothing', async () => {
    const before = await rows();
    const badPhone = fc.oneof(
      fc.stringMatching(/^\+?[0-9 ]{0,12}$/).filter((p) => p.replace(/\D/g, '').length < 10),
      fc.stringMatching(/^[0-9]{10}[a-z]{1,3}$/),
      fc.constant(undefined),
      fc.integer(),
    );
    const badEmail = fc.oneof(
      fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
      fc.constant(null),
    );
    const body = fc.oneof(
      fc.record({ email: badEmail, phoneNumber: fc.constant('9876543210') }),
      fc.record({ email: fc.constant('ok@example.com'), phoneNumber: badPhone }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await join(payload);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await rows()).toBe(before);
  });

  const { perAddress, perSender } = waitlistRateLimit;
  const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

  it(`lets ${perAddress} people behind one address join at once, not one more`, async () => {
    const ip = freshIp();
    const all = await Promise.all(
      Array.from({ length: perAddress + 3 }, (_, i) =>
        join({ email: `rate${i}@example.com`, phoneNumber: '9876543210' }, ip),
      ),
    );
    expect(codes(all)).toEqual([...Array(perAddress).fill(200), ...Array(3).fill(429)]);
    const limited = all.find((r) => r.statusCode === 429);
    expect(limited?.json().error.message).toBe(
      'Too many tries in a short time. Please try again in about 15 minutes.',
    );
    expect((await join({ email: 'other-ip@example.com', phoneNumber: '9876543210' })).statusCode).toBe(200);
  });

  it(`takes ${perSender} joins per email from any addresses`, async () => {
    const all = await Promise.all(
      Array.from({ length: perSender + 3 }, () =>
        join({ email: 'again@example.com', phoneNumber: '9876543210' }),
      ),
    );
    expect(codes(all)).toEqual([...Array(perSender).fill(200), ...Array(3).fill(429)]);
  });
});

describe('GET /api/waitlist/launch', () => {
  it('keeps the launch date fixed at 30 days after the first start', async () => {
    const [stored] = await ctx.deps.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'launch_at'));
    expect(stored).toBeDefined();
    const a = (await ctx.app.inject({ method: 'GET', url: '/api/waitlist/launch' })).json().launchAt;
    const b = (await ctx.app.inject({ method: 'GET', url: '/api/waitlist/launch' })).json().launchAt;
    expect(a).toBe(b);
    const days = (Date.parse(a) - (stored?.updatedAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });
});

describe('GET /api/waitlist', () => {
  it('lists entries for admins only', async () => {
    await join({ email: 'listed@example.com', phoneNumber: '+91 90000 00001' });
    const buyer = await createTestUser(ctx, { role: 'buyer' });
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/waitlist',
      headers: { cookie: buyer.cookie },
    });
    expect(denied.statusCode).toBe(403);
    const admin = await createTestUser(ctx, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/waitlist',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(await rows());
    expect(res.json().entries.map((e: { email: string }) => e.email)).toContain('listed@example.com');
  });
});
