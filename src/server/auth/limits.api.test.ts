import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authLimits } from '../../shared/auth/constants';
import { rateLimits } from '../db/schema';
import { createTestUser, testPassword } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';
import { mailsTo } from '../testing/trade';

// A 1 ms base keeps the progressive delay in play but the file fast (sign-in-guard.api.test.ts times it).
const ctx = setupTestApp({ AUTH_SLOWDOWN_BASE_MS: '1' });

/** The fake clock: moves every open window back past its end, as if 15 minutes had passed. */
async function windowPasses() {
  const seconds = ctx.deps.config.authRateWindowSeconds + 1;
  await ctx.deps.database.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - (${seconds} * interval '1 second')` });
}

function post(url: string, payload: object, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: ctx.deps.config.publicUrl, 'x-forwarded-for': ip },
    payload,
  });
}
const signIn = (email: string, password: string, ip: string) =>
  post('/api/auth/sign-in/email', { email, password }, ip);

const attackMails = async (email: string) =>
  (await mailsTo(ctx, email)).filter((m) => m.subject.startsWith('Someone is trying to sign in'));
const tooMany = /^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/;

// Each failed sign-in checks a password hash: with dozens per test, slow CI machines need longer.
describe('abuse limits', { timeout: 120_000 }, () => {
  it('an attacker failing 20 times from four addresses cannot keep the owner out', async () => {
    const owner = await createTestUser(ctx);
    expect((await signIn(owner.email, testPassword, '10.1.9.9')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      const attacker = `10.1.${Math.floor(i / authLimits.failedSignInsPerAccountAndIp)}.1`;
      expect((await signIn(owner.email, 'wrong-pass', attacker)).statusCode).toBe(401);
    }
    // Each attacking address is now refused for this account, the owner is not.
    expect((await signIn(owner.email, testPassword, '10.1.0.1')).statusCode).toBe(429);
    expect((await signIn(owner.email, testPassword, '10.1.9.9')).statusCode).toBe(200);
    // A new address of the owner's is slowed down, never refused.
    expect((await signIn(owner.email, testPassword, '10.1.9.8')).statusCode).toBe(200);
  });

  it('5 failed sign-ins from one address refuse that address for that account only, until the window ends', async () => {
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    for (let i = 0; i < authLimits.failedSignInsPerAccountAndIp; i++) {
      expect((await signIn(user.email, 'wrong-pass', '10.2.0.1')).statusCode).toBe(401);
    }
    const locked = await signIn(user.email, testPassword, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(tooMany);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(user.email, testPassword, '10.2.0.2')).statusCode).toBe(200);
    expect((await signIn(other.email, testPassword, '10.2.0.1')).statusCode).toBe(200);
    await windowPasses();
    expect((await signIn(user.email, testPassword, '10.2.0.1')).statusCode).toBe(200);
  });

  it('30 failed sign-ins on any accounts from one address refuse that address', async () => {
    const ip = '10.3.0.1';
    const victim = await createTestUser(ctx);
    for (let i = 0; i < authLimits.failedSignInsPerIp; i++) {
      expect((await signIn(`nobody${i}@example.test`, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    const refused = await signIn(victim.email, testPassword, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(tooMany);
    // Another address is not affected.
    expect((await signIn(victim.email, testPassword, '10.3.0.2')).statusCode).toBe(200);
  });

  it('emails the owner once a window while their account is attacked', async () => {
    const owner = await createTestUser(ctx);
    const fail = (ip: string) => signIn(owner.email, 'wrong-pass', ip);
    for (let i = 0; i < 9; i++) await fail(`10.4.${i % 2}.1`);
    expect(await attackMails(owner.email)).toHaveLength(0);
    await fail('10.4.2.1'); // the 10th failure, from several addresses
    for (let i = 0; i < 5; i++) await fail(`10.4.3.1`);
    const mails = await attackMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/10 failed attempts to sign in .* from 3 different addresses/);
    expect(mails[0]?.text).toContain('/auth/forgot-password');

    await windowPasses();
    for (let i = 0; i < authLimits.attackWarningFailuresFromManyAddresses; i++)
      await fail(`10.4.${10 + (i % 2)}.1`);
    expect(await attackMails(owner.email)).toHaveLength(2);
  });

  it("neither warns nor refuses the owner's own typos from one address between sign-ins", async () => {
    const owner = await createTestUser(ctx);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < authLimits.failedSignInsPerAccountAndIp - 1; i++) {
        expect((await signIn(owner.email, 'wrong-pass', '10.6.0.1')).statusCode).toBe(401);
      }
      expect((await signIn(owner.email, testPassword, '10.6.0.1')).statusCode).toBe(200);
    }
    expect(await attackMails(owner.email)).toHaveLength(0);
  });

  it('limits reset requests per email without telling whether it exists, and recovers', async () => {
    const asked = async (email: string, ip: string) =>
      (await post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' }, ip))
        .statusCode;
    for (let i = 0; i < authLimits.resetRequestsPerEmail; i++) {
      expect(await asked('ghost@example.test', `10.5.0.${i}`)).toBe(200);
    }
    expect(await asked('ghost@example.test', '10.5.1.1')).toBe(429);
    await windowPasses();
    expect(await asked('ghost@example.test', '10.5.1.1')).toBe(200);
  });
});
