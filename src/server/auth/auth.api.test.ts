import { createEmailVerificationToken } from 'better-auth/api';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authLimits } from '../../shared/auth/constants';
import { outbox, profiles, suppliers, users, verifications } from '../db/schema';
import { cookieFrom, createTestUser, testPassword } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';

const ctx = setupTestApp();
const origin = () => ctx.deps.config.publicUrl;
let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP limits of one never touch another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: origin(), ...headers },
    payload: payload as object,
  });
}

async function lastMail(to: string) {
  const [mail] = await ctx.deps.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  if (!mail?.link) throw new Error(`no mail for ${to}`);
  return { ...mail, path: mail.link.replace(origin(), '') };
}

const register = (body: Record<string, unknown>, ip = freshIp()) =>
  post('/api/account/register', body, { 'x-forwarded-for': ip });

describe('registration', () => {
  it('creates the user, the profile with the chosen role, the directory row, and mails a confirmation', async () => {
    const res = await register({
      fullName: 'Meera Shah',
      email: 'Meera@Example.test',
      password: 'secret1',
      companyName: 'Meera Textiles',
      role: 'supplier',
    });
    expect(res.statusCode).toBe(201);
    const { db } = ctx.deps.database;
    const [user] = await db.select().from(users).where(eq(users.email, 'meera@example.test'));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ''));
    expect(profile).toMatchObject({
      role: 'supplier',
      fullName: 'Meera Shah',
      companyName: 'Meera Textiles',
    });
    const [supplier] = await db
      .select()
      .from(suppliers)
      .where(eq(suppliers.userId, user?.id ?? ''));
    expect(supplier?.name).toBe('Meera Textiles');
    const mail = await lastMail('meera@example.test');
    expect(mail.subject).toBe('Confirm your email for TradeSetu');
    expect(mail.text).toContain(mail.link);
  });

  it('answers a registered address as a new one, mails its owner in their language, and creates nothing', async () => {
    const { db } = ctx.deps.database;
    const owner = await createTestUser(ctx);
    await db.update(profiles).set({ language: 'hi' }).where(eq(profiles.id, owner.id));
    const before = await db.select({ n: count() }).from(users);
    const fresh = await register({
      fullName: 'Someone',
      email: 'fresh-one@example.test',
      password: 'secret1',
    });
    const taken = await register({ fullName: 'Someone', email: owner.email, password: 'secret1' });
    expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
    expect(fresh.json()).toEqual({ email: 'fresh-one@example.test' });
    expect(taken.json()).toEqual({ email: owner.email });
    expect(await db.select({ n: count() }).from(users)).toEqual([{ n: (before[0]?.n ?? 0) + 1 }]);
    const mail = await lastMail(owner.email);
    expect(mail.subject).toBe('किसी ने TradeSetu पर आपके ईमेल से पंजीकरण करने की कोशिश की');
    expect(mail.path).toBe('/auth/forgot-password');
  });

  it('gives the spec messages, translated, for missing fields and a short password', async () => {
    const missing = await register({ fullName: '', email: 'a@b.in', password: 'secret1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.fullName).toBe('Please fill in all required fields');
    const short = await register({ fullName: 'A', email: 'a@b.in', password: '12345' }, freshIp());
    expect(short.json().error.fields.password).toBe('Password must be at least 6 characters');
    const hindi = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { origin: origin(), 'accept-language': 'hi' },
      payload: { fullName: 'A', email: 'a@b.in', password: '12345' },
    });
    expect(hindi.json().error.fields.password).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए');
  });

  it('never lets a caller register as admin, and refuses any bad body without writing a row', async () => {
    const admin = await register({
      fullName: 'Eve',
      email: 'eve@example.test',
      password: 'secret1',
      role: 'admin',
    });
    expect(admin.statusCode).toBe(400);
    const bad = fc.oneof(
      fc.record({
        fullName: fc.constant(''),
        email: fc.emailAddress(),
        password: fc.string({ minLength: 6 }),
      }),
      fc.record({
        fullName: fc.string({ minLength: 1 }),
        email: fc.string(),
        password: fc.string({ minLength: 6 }),
      }),
      fc.record({
        fullName: fc.string({ minLength: 1 }),
        email: fc.emailAddress(),
        password: fc.string({ maxLength: 5 }),
      }),
      fc.record({
        fullName: fc.string({ minLength: 1 }),
        email: fc.emailAddress(),
        password: fc.string({ minLength: 6 }),
        role: fc.string().filter((r) => r !== 'buyer' && r !== 'supplier'),
      }),
      fc.anything(),
    );
    const before = await ctx.deps.database.db.select({ n: count() }).from(users);
    await fc.assert(
      fc.asyncProperty(bad, async (body) => {
        // A generated "email" can be valid by chance; only bodies the shared rule refuses count.
        const res = await register(body as Record<string, unknown>);
        if (res.statusCode === 201) return;
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const after = await ctx.deps.database.db.select({ n: count() }).from(users);
    expect(after).toEqual(before);
  });
});

// Each registration hashes a password: dozens of them need longer on a busy machine.
describe('sign-up limit', { timeout: 120_000 }, () => {
  // With the 15-minute window: twenty hashed sign-ups take longer than a short test window.
  it('limits sign-ups per address, in the caller language', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < authLimits.signUpsPerIp; i++) {
      const res = await register(
        { fullName: 'Flood', email: `flood${i}@example.test`, password: 'secret1' },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { origin: ctx.deps.config.publicUrl, 'x-forwarded-for': ip, 'accept-language': 'hi' },
      payload: { fullName: 'Flood', email: 'flood-last@example.test', password: 'secret1' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^बहुत अधिक अनुरोध। कृपया \d+ मिनट बाद फिर से प्रयास करें।$/);
  });

  it('limits registrations with one address alike, registered or not', async () => {
    const owner = await createTestUser(ctx);
    for (const email of [owner.email, 'twice-new@example.test']) {
      const answers = [];
      for (let i = 0; i <= authLimits.signUpsPerEmail; i++)
        answers.push((await register({ fullName: 'Again', email, password: 'secret1' })).statusCode);
      expect(answers).toEqual([...Array(authLimits.signUpsPerEmail).fill(201), 429]);
    }
    const ownerMails = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(ownerMails).toHaveLength(authLimits.signUpsPerEmail);
  });
});

describe('confirmation and sign-in', () => {
  it('refuses sign-in before confirmation with a clear message, then accepts it after the mailed link', async () => {
    const ip = freshIp();
    await register({ fullName: 'Ravi', email: 'ravi@example.test', password: 'secret1' }, ip);
    const early = await post(
      '/api/auth/sign-in/email',
      { email: 'ravi@example.test', password: 'secret1' },
      {
        'x-forwarded-for': ip,
      },
    );
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({
      code: 'email_not_verified',
      message:
        'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
    });
    const confirm = await ctx.app.inject({ method: 'GET', url: (await lastMail('ravi@example.test')).path });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/auth?verified=1');
    const ok = await post(
      '/api/auth/sign-in/email',
      { email: 'ravi@example.test', password: 'secret1' },
      {
        'x-forwarded-for': ip,
      },
    );
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/tradesetu\.session_token=.*HttpOnly.*SameSite=Lax/);
  });

  it('signs the new user in with the mailed link, once: a second click finds no new session', async () => {
    await register({ fullName: 'Asha', email: 'asha@example.test', password: 'secret1' });
    const { path } = await lastMail('asha@example.test');
    const confirm = await ctx.app.inject({ method: 'GET', url: path });
    expect(confirm.statusCode).toBe(302);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: cookieFrom(confirm.headers['set-cookie']) },
    });
    expect(me.json()).toMatchObject({ user: { email: 'asha@example.test' }, profile: { fullName: 'Asha' } });
    const again = await ctx.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(302);
    expect(cookieFrom(again.headers['set-cookie'])).not.toContain('session_token');
  });

  it('keeps the session in its cookie: no token in the sign-in or session answers', async () => {
    const user = await createTestUser(ctx);
    const res = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: testPassword },
      { 'x-forwarded-for': freshIp() },
    );
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res.headers['set-cookie']);
    const token = /session_token=([^.;]+)/.exec(cookie)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(res.json()).not.toHaveProperty('token');
    expect(res.body).not.toContain(token);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json().user.email).toBe(user.email);
    expect(session.body).not.toContain(token);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
    expect(me.json().user.email).toBe(user.email);
  });

  it('lets a signed-in account give a wrong current password 5 times a window, also in parallel', async () => {
    const user = await createTestUser(ctx);
    const signIn = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: testPassword },
      { 'x-forwarded-for': freshIp() },
    );
    const cookie = cookieFrom(signIn.headers['set-cookie']);
    const verify = (password: string) => post('/api/auth/verify-password', { password }, { cookie });
    expect((await verify(testPassword)).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(`wrong-${i}`)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - authLimits.passwordChecksPerAccount);
    expect(statuses.filter((s) => s !== 429).every((s) => s >= 400 && s < 500)).toBe(true);
    const refused = await verify(testPassword);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many wrong passwords/);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: 'guess', newPassword: 'another-secret' },
      { cookie },
    );
    expect(change.statusCode).toBe(429);
  });

  it('sends the user back with TOKEN_EXPIRED for an expired confirmation link, unconfirmed', async () => {
    const user = await createTestUser(ctx, { verified: false });
    const token = await createEmailVerificationToken(ctx.app.auth.secret, user.email, undefined, -60, {
      userId: user.id,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/auth?verified=1')}`,
    });
    expect(res.headers.location).toBe('/auth?verified=1&error=TOKEN_EXPIRED');
    const [row] = await ctx.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createTestUser(ctx);
    const ip = freshIp();
    const wrong = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: 'wrong-one' },
      {
        'x-forwarded-for': ip,
      },
    );
    const unknown = await post(
      '/api/auth/sign-in/email',
      { email: 'nobody@example.test', password: 'x' },
      {
        'x-forwarded-for': ip,
      },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(
      'The email or password you entered is incorrect. Please try again.',
    );
  });

  it('refuses state-changing auth calls from another site', async () => {
    const user = await createTestUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  const requestReset = (email: string, ip = freshIp()) =>
    post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/auth/reset-password' },
      { 'x-forwarded-for': ip },
    );

  it('answers the same whether or not the email exists, and mails only a real account', async () => {
    const user = await createTestUser(ctx);
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await lastMail(user.email)).subject).toBe('Reset your TradeSetu password');
    await expect(lastMail('ghost@example.test')).rejects.toThrow();
  });

  it('sets the new password from the mailed link, signs out every session, and the old password stops working', async () => {
    const user = await createTestUser(ctx);
    await requestReset(user.email);
    const link = await ctx.app.inject({ method: 'GET', url: (await lastMail(user.email)).path });
    const location = String(link.headers.location);
    expect(location).toMatch(new RegExp(`^${origin()}/auth/reset-password\\?token=`));
    const token = new URL(location, origin()).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'brandnew1' });
    expect(reset.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: user.cookie },
    });
    expect(me.json().user).toBeNull();
    const ip = freshIp();
    const old = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: testPassword },
      {
        'x-forwarded-for': ip,
      },
    );
    expect(old.statusCode).toBe(401);
    const fresh = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: 'brandnew1' },
      {
        'x-forwarded-for': ip,
      },
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired reset token with a clear message and keeps the password', async () => {
    const user = await createTestUser(ctx);
    await requestReset(user.email);
    const link = await ctx.app.inject({ method: 'GET', url: (await lastMail(user.email)).path });
    const token = new URL(String(link.headers.location), origin()).searchParams.get('token') ?? '';
    await ctx.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await post('/api/auth/reset-password', { token, newPassword: 'brandnew1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This link is invalid or has already been used. Please request a new one.',
    );
    const still = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: testPassword },
      {
        'x-forwarded-for': freshIp(),
      },
    );
    expect(still.statusCode).toBe(200);
  });
});
