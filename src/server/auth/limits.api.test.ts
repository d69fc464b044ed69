import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authLimits } from '../../shared/auth/constants';
import { rateLimits } from '../db/schema';
import { createTestUser, testPassword } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';

const ctx = setupTestApp();

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

describe('abuse limits', () => {
  it('locks an account after 5 failed sign-ins, says when to retry, and lets it in after the window', async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < authLimits.failedSignInsPerAccount; i++) {
      // Different addresses: the lock is on the account itself.
      expect((await signIn(user.email, 'wrong-pass', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(user.email, testPassword, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await windowPasses();
    expect((await signIn(user.email, testPassword, '10.2.1.1')).statusCode).toBe(200);
  });

  it('locks an address after 5 failed sign-ins on any accounts', async () => {
    const ip = '10.3.0.1';
    const victim = await createTestUser(ctx);
    for (let i = 0; i < authLimits.failedSignInsPerIp; i++) {
      expect((await signIn(`nobody${i}@example.test`, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    expect((await signIn(victim.email, testPassword, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await signIn(victim.email, testPassword, '10.3.0.2')).statusCode).toBe(200);
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
