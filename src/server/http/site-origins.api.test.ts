import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { contactMessages, sessions, users, waitlistEntries } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/factories';
import { setupTestApp, type TestContext } from '../testing/test-app';

// Not 3000: the old rule trusted 127.0.0.1:3000 by name, whatever the app's port.
const port = 4310;
const env = { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
const loopback = [`http://127.0.0.1:${port}`, `http://[::1]:${port}`, `http://localhost:${port}`];
const elsewhere = [
  `http://127.0.0.1:${port + 1}`,
  'http://127.0.0.1:3000',
  'http://[::1]:5173',
  `https://127.0.0.1:${port}`,
  `http://192.168.1.5:${port}`,
];

function signIn(ctx: TestContext, user: TestUser, origin: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: user.email, password: user.password },
  });
}

/** A change guarded by our own check (auth-guard), not better-auth's. */
function setLanguage(ctx: TestContext, user: TestUser, origin: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { origin, cookie: user.cookie },
    payload: { language: 'hi' },
  });
}

describe('outside production', () => {
  const ctx = setupTestApp(env);

  it.each(loopback)('signs in and changes things from %s, the same site on another name', async (origin) => {
    const user = await createTestUser(ctx);
    expect((await signIn(ctx, user, origin)).statusCode).toBe(200);
    expect((await setLanguage(ctx, user, origin)).statusCode).toBe(200);
  });

  it.each(elsewhere)('refuses %s, another port or host', async (origin) => {
    const user = await createTestUser(ctx);
    const res = await signIn(ctx, user, origin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(refusal);
    expect((await setLanguage(ctx, user, origin)).statusCode).toBe(403);
  });
});

const refusal = 'This request did not come from the TradeSetu site and was refused.';

describe('a change made without signing in', () => {
  const ctx = setupTestApp(env);
  let address = 0;
  const rows = async (table: PgTable) =>
    Number((await ctx.deps.database.db.select({ n: count() }).from(table))[0]?.n);
  const send = (url: string, payload: object, origin?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      // Each from its own address: the per-address limits never answer first.
      headers: { 'x-forwarded-for': `10.9.0.${++address}`, ...(origin === undefined ? {} : { origin }) },
      payload,
    });

  const forms: [string, (email: string) => object, number, PgTable][] = [
    ['/api/waitlist', (email) => ({ email, phoneNumber: '+91 98765 43210' }), 200, waitlistEntries],
    ['/api/contact', (email) => ({ name: 'Ravi', email, message: 'Hello there' }), 201, contactMessages],
    ['/api/account/register', (email) => ({ fullName: 'Ravi', email, password: 'secret123' }), 201, users],
  ];

  it.each(forms)(
    '%s refuses another site, or no site, and writes nothing',
    async (url, body, status, table) => {
      const before = await rows(table);
      let n = 0;
      for (const origin of ['https://evil.example', 'null', undefined, `http://127.0.0.1:${port + 1}`]) {
        const res = await send(url, body(`refused-${n++}@example.test`), origin);
        expect(res.statusCode, String(origin)).toBe(403);
        expect(res.json().error).toEqual({ code: 'forbidden', message: refusal });
      }
      expect(await rows(table)).toBe(before);
      expect((await send(url, body('accepted@example.test'), `http://localhost:${port}`)).statusCode).toBe(
        status,
      );
      expect(await rows(table)).toBe(before + 1);
    },
  );

  it('signing in or up refuses another site, and makes no session or account', async () => {
    const user = await createTestUser(ctx);
    const [sessionsBefore, usersBefore] = [await rows(sessions), await rows(users)];
    const credentials = { email: user.email, password: user.password };
    for (const origin of ['https://evil.example', undefined]) {
      const signIn = await send('/api/auth/sign-in/email', credentials, origin);
      expect([signIn.statusCode, signIn.json().error?.message]).toEqual([403, refusal]);
      const signUp = await send(
        '/api/auth/sign-up/email',
        { ...credentials, name: 'Ravi', email: 'up@example.test' },
        origin,
      );
      expect([signUp.statusCode, signUp.json().error?.message]).toEqual([403, refusal]);
    }
    expect([await rows(sessions), await rows(users)]).toEqual([sessionsBefore, usersBefore]);
    expect((await send('/api/auth/sign-in/email', credentials, `http://localhost:${port}`)).statusCode).toBe(
      200,
    );
    expect(await rows(sessions)).toBe(sessionsBefore + 1);
  });

  it('an unknown route still answers 404', async () => {
    expect((await send('/api/no-such-form', {}, 'https://evil.example')).statusCode).toBe(404);
  });
});

describe('in production', () => {
  const ctx = setupTestApp({ ...env, NODE_ENV: 'production' });

  it('accepts PUBLIC_URL only', async () => {
    const user = await createTestUser(ctx);
    expect((await signIn(ctx, user, `http://localhost:${port}`)).statusCode).toBe(200);
    for (const origin of loopback.slice(0, 2)) {
      expect((await signIn(ctx, user, origin)).statusCode).toBe(403);
      expect((await setLanguage(ctx, user, origin)).statusCode).toBe(403);
    }
  });
});
