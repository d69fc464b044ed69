import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

/**
 * Fixed-window counters in the database, so every instance sees the same count. A window opens
 * at the first hit on a key and closes `windowSeconds` later.
 */
export interface LimitState {
  count: number;
  retryAfterSeconds: number;
}

const expired = (windowSeconds: number) =>
  sql`${rateLimits.windowStart} <= now() - (${windowSeconds} * interval '1 second')`;

export async function readLimit(db: Db, key: string, windowSeconds: number): Promise<LimitState> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + (${windowSeconds} * interval '1 second') - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.retryAfter <= 0) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: row.retryAfter };
}

/** Counts one hit on `key`; returns the count in the current window and the ms until it ends. */
export async function hitLimit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; ttlMs: number }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired(windowSeconds)} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired(windowSeconds)} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + (${windowSeconds} * interval '1 second') - now())) * 1000))::int`,
    });
  return { count: row?.count ?? 1, ttlMs: row?.ttlMs ?? windowSeconds * 1000 };
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
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
    const { count } = await hitLimit(db, key, windowSeconds);
    if (count > max) {
      const { retryAfterSeconds } = await readLimit(db, key, windowSeconds);
      throw tooManyAttempts(messageKey, retryAfterSeconds);
    }
  }
}

interface RouteLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}
type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit on the same database counters, so per-route limits hold across
 * instances and restarts. Each route gets its own key prefix.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    // The plugin constructs the store with its options, which this store does not need.
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, cb: IncrCallback, timeWindowMs: number) {
      hitLimit(db, `${this.prefix}${key}`, Math.max(1, Math.ceil(timeWindowMs / 1000))).then(
        ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
        (err: Error) => cb(err),
      );
    }

    // At run time the plugin passes its merged limit options with `routeInfo` (its typings say otherwise).
    child(params: object) {
      const { method, url } = (params as RouteLimitParams).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `route:${[method].flat().join(',')}:${url ?? ''}:`);
    }
  };
}
