import { and, eq, sql } from 'drizzle-orm';
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

/** One more hit on `key` in its window; with `max`, only while fewer than `max` are counted. */
function countHit(db: Db, key: string, windowSeconds: number, max?: number) {
  return db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired(windowSeconds)} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired(windowSeconds)} then now() else ${rateLimits.windowStart} end`,
      },
      ...(max === undefined
        ? {}
        : { setWhere: sql`${expired(windowSeconds)} or ${rateLimits.count} < ${max}` }),
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + (${windowSeconds} * interval '1 second') - now())) * 1000))::int`,
    });
}

/** Counts one hit on `key`; returns the count in the current window and the ms until it ends. */
export async function hitLimit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; ttlMs: number }> {
  const [row] = await countHit(db, key, windowSeconds);
  return { count: row?.count ?? 1, ttlMs: row?.ttlMs ?? windowSeconds * 1000 };
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function tooManyAttempts(key: string, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  // `count` lets a message say "1 minute" / "11 minutes" by plural rules.
  return new AppError('rate_limited', key, undefined, {
    minutes,
    count: minutes,
    seconds: retryAfterSeconds,
  });
}

/**
 * Takes one of the `max` slots of `key` in its window, counting and checking in one statement (the
 * row lock of the upsert), so parallel requests are counted exactly as sequential ones. False when
 * all are taken; a refused request takes nothing.
 */
export async function takeSlot(db: Db, key: string, max: number, windowSeconds: number): Promise<boolean> {
  return (await countHit(db, key, windowSeconds, max)).length > 0;
}

/** Gives back a slot taken for an action that then did not happen. */
export async function giveBackSlot(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.count} > 0`));
}

/**
 * Takes a slot of each limit, or none: once one is full, those taken are given back and the
 * request is refused (429) with that limit's wait.
 */
export async function consumeLimits(
  db: Db,
  limits: { key: string; max: number }[],
  windowSeconds: number,
  messageKey: string,
): Promise<void> {
  const taken: string[] = [];
  for (const { key, max } of limits) {
    if (await takeSlot(db, key, max, windowSeconds)) {
      taken.push(key);
      continue;
    }
    for (const k of taken) await giveBackSlot(db, k);
    const { retryAfterSeconds } = await readLimit(db, key, windowSeconds);
    throw tooManyAttempts(messageKey, retryAfterSeconds);
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
