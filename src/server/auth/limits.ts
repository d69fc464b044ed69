import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authRateLimits } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Fixed-window counters in the database, so every instance sees the same count. A window opens
 * at the first hit on a key and closes `windowSeconds` later.
 */
export interface LimitState {
  count: number;
  retryAfterSeconds: number;
}

const expired = (windowSeconds: number) =>
  sql`${authRateLimits.windowStart} <= now() - (${windowSeconds} * interval '1 second')`;

export async function readLimit(db: Db, key: string, windowSeconds: number): Promise<LimitState> {
  const [row] = await db
    .select({
      count: authRateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${authRateLimits.windowStart} + (${windowSeconds} * interval '1 second') - now())))::int`,
    })
    .from(authRateLimits)
    .where(eq(authRateLimits.key, key));
  if (!row || row.retryAfter <= 0) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: row.retryAfter };
}

/** Counts one hit on `key` and returns the count in the current window. */
export async function hitLimit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(authRateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: authRateLimits.key,
      set: {
        count: sql`case when ${expired(windowSeconds)} then 1 else ${authRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired(windowSeconds)} then now() else ${authRateLimits.windowStart} end`,
      },
    })
    .returning({ count: authRateLimits.count });
  return row?.count ?? 1;
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(authRateLimits).where(eq(authRateLimits.key, key));
}

export function tooManyAttempts(key: string, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError('rate_limited', key, undefined, { minutes, seconds: retryAfterSeconds });
}

/** Counts a request against each limit and refuses it (429) once any is over its maximum. */
export async function consumeLimits(
  db: Db,
  limits: { key: string; max: number }[],
  windowSeconds: number,
  messageKey: string,
): Promise<void> {
  for (const { key, max } of limits) {
    const count = await hitLimit(db, key, windowSeconds);
    if (count > max) {
      const { retryAfterSeconds } = await readLimit(db, key, windowSeconds);
      throw tooManyAttempts(messageKey, retryAfterSeconds);
    }
  }
}
