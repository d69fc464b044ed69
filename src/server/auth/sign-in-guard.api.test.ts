import { describe, expect, it } from 'vitest';
import { authLimits } from '../../shared/auth/constants';
import { createTestUser, testPassword } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';
import { slowdownMs } from './sign-in-guard';

// Large enough that a known device answering within the cap (3.2 s) is no accident of timing.
const baseMs = 100;
const ctx = setupTestApp({ AUTH_SLOWDOWN_BASE_MS: String(baseMs) });

async function timedSignIn(email: string, password: string, ip: string) {
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.deps.config.publicUrl, 'x-forwarded-for': ip },
    payload: { email, password },
  });
  return { status: res.statusCode, ms: performance.now() - started };
}

describe('progressive sign-in delay', { timeout: 120_000 }, () => {
  it('doubles from the 6th failure on an account up to 32 times the base (8 s in production)', () => {
    const production = [5, 6, 7, 8, 9, 10, 11, 50].map((n) => slowdownMs(n, authLimits.slowdownBaseMs));
    expect(production).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(slowdownMs(4, authLimits.slowdownBaseMs)).toBe(0);
  });

  it('slows every address but a known device once an account is attacked, and never refuses the owner', async () => {
    const owner = await createTestUser(ctx);
    expect((await timedSignIn(owner.email, testPassword, '10.7.9.9')).status).toBe(200);

    const attempts = [];
    for (let i = 0; i < 10; i++) attempts.push(await timedSignIn(owner.email, 'wrong-pass', `10.7.0.${i}`));
    expect(attempts.map((a) => a.status)).toEqual(Array(10).fill(401));
    for (let n = 5; n < 10; n++) {
      // The (n+1)th attempt waited for the n failures before it.
      expect(attempts[n]?.ms).toBeGreaterThanOrEqual(slowdownMs(n, baseMs));
    }
    expect(attempts[9]?.ms).toBeGreaterThan(attempts[0]?.ms ?? 0);

    const capped = slowdownMs(10, baseMs);
    const fromKnownDevice = await timedSignIn(owner.email, testPassword, '10.7.9.9');
    expect(fromKnownDevice.status).toBe(200);
    expect(fromKnownDevice.ms).toBeLessThan(capped);
    const fromNewAddress = await timedSignIn(owner.email, testPassword, '10.7.9.8');
    expect(fromNewAddress.status).toBe(200);
    expect(fromNewAddress.ms).toBeGreaterThanOrEqual(capped);
  });
});
