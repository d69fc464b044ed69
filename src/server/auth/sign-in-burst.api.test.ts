import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authLimits } from '../../shared/auth/constants';
import { rateLimits } from '../db/schema';
import { createTestUser, testPassword } from '../testing/factories';
import { statusTally } from '../testing/parallel';
import { setupTestApp } from '../testing/test-app';

// On both databases (unlike limits.api.test.ts): the guarantee is about their concurrency.
const ctx = setupTestApp({ AUTH_SLOWDOWN_BASE_MS: '1' });

const signIn = (email: string, password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.deps.config.publicUrl, 'x-forwarded-for': ip },
    payload: { email, password },
  });

describe('sign-in limits under a burst of parallel requests', { timeout: 120_000 }, () => {
  it('evaluates 5 of 60 parallel guesses from one address, and refuses the right password sent after them', async () => {
    const owner = await createTestUser(ctx);
    const ip = '10.8.0.1';
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, () => signIn(owner.email, 'wrong-pass', ip)),
      signIn(owner.email, testPassword, ip),
    ]);
    expect(statusTally(answers.slice(0, 60))).toEqual({
      401: authLimits.failedSignInsPerAccountAndIp,
      429: 55,
    });
    expect(answers[60]?.statusCode).toBe(429);
    const [failures] = await ctx.deps.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(like(rateLimits.key, 'signin:failed:%'), like(rateLimits.key, `%:account:${owner.email}`)));
    expect(failures?.count).toBe(authLimits.failedSignInsPerAccountAndIp);
    // The owner, from another address, is not kept out.
    expect((await signIn(owner.email, testPassword, '10.8.0.2')).statusCode).toBe(200);
  });

  it('evaluates 30 of 60 parallel guesses on different accounts from one address', async () => {
    const ip = '10.8.1.1';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(`nobody${i}@example.test`, 'wrong-pass', ip)),
    );
    expect(statusTally(answers)).toEqual({ 401: authLimits.failedSignInsPerIp, 429: 30 });
    const [row] = await ctx.deps.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `signin:ip:${ip}`));
    expect(row?.count).toBe(authLimits.failedSignInsPerIp);
  });
});
