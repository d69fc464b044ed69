import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { replyDeadlineHours, responseWindowDays } from '../../../shared/trade/constants';
import type { BuyerTradeStats, SupplierTradeStats } from '../../../shared/trade/schema';
import type { Db } from '../../db/client';
import { conversations, quotes, requirementMatches, requirements, suppliers } from '../../db/schema';
import { refreshAllTrust, refreshTrust } from '../trust/refresh';

/**
 * Response figures of registered suppliers, from their conversations of the last 90 days: the
 * share of inquiries answered within 48 hours (an inquiry younger than that and not yet answered
 * does not count either way) and the median minutes to the first answer. Example suppliers keep
 * their sample figures. One statement, for one supplier or for all; then their trust.
 */
export async function refreshResponseStats(db: Db, supplierId?: string) {
  const window = sql`now() - (${responseWindowDays} * interval '1 day')`;
  const deadline = sql`(${replyDeadlineHours} * interval '1 hour')`;
  await db.execute(sql`
    with figures as (
      select s.id,
        count(c.id) filter (where c.first_response_at is not null or c.created_at < now() - ${deadline}) as due,
        count(c.id) filter (where c.first_response_at <= c.created_at + ${deadline}) as answered,
        percentile_cont(0.5) within group (order by extract(epoch from c.first_response_at - c.created_at) / 60)
          filter (where c.first_response_at is not null) as median
      from ${suppliers} s
      left join ${conversations} c on c.supplier_id = s.id and c.created_at > ${window}
      where not s.is_example ${supplierId ? sql`and s.id = ${supplierId}` : sql``}
      group by s.id
    )
    update ${suppliers} s set
      response_rate = case when f.due > 0 then round(100.0 * f.answered / f.due)::int end,
      median_response_minutes = round(f.median)::int
    from figures f where f.id = s.id
      and (s.response_rate is distinct from case when f.due > 0 then round(100.0 * f.answered / f.due)::int end
        or s.median_response_minutes is distinct from round(f.median)::int)`);
  // The figures feed the level and the score; the hourly run also moves age and RCMC expiry on.
  await (supplierId ? refreshTrust(db, supplierId) : refreshAllTrust(db));
}

/**
 * Refreshes every supplier's figures hourly (the window moves), first a little after the start so
 * it does not compete with the first requests.
 */
export function scheduleStatsRefresh(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = refreshResponseStats(app.deps.database.db)
      .then(() => app.changes.notify('suppliers'))
      .catch((err) => app.log.warn({ err }, 'response figures refresh failed'));
  };
  app.addHook('onReady', async () => {
    first = setTimeout(run, 30_000).unref();
    timer = setInterval(run, 60 * 60 * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
const today = sql`current_date`;

export async function buyerTradeStats(db: Db, userId: string): Promise<BuyerTradeStats> {
  const mine = eq(conversations.buyerId, userId);
  const [sent, replied, open, quoted, unread] = await Promise.all([
    db.select({ n: count() }).from(conversations).where(mine),
    db
      .select({ n: count() })
      .from(conversations)
      .where(and(mine, isNotNull(conversations.firstResponseAt))),
    db
      .select({ n: count() })
      .from(requirements)
      .where(
        and(
          eq(requirements.buyerId, userId),
          eq(requirements.status, 'open'),
          sql`${requirements.neededBy} >= ${today}`,
        ),
      ),
    db
      .select({ n: count() })
      .from(quotes)
      .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
      .where(eq(requirements.buyerId, userId)),
    db
      .select({ n: sql<number>`coalesce(sum(${conversations.buyerUnread}), 0)::int` })
      .from(conversations)
      .where(mine),
  ]);
  return {
    inquiriesSent: n(sent),
    replies: n(replied),
    openRequirements: n(open),
    quotesReceived: n(quoted),
    unread: n(unread),
  };
}

export async function supplierTradeStats(db: Db, userId: string): Promise<SupplierTradeStats | null> {
  const [supplier] = await db
    .select({ rate: suppliers.responseRate, median: suppliers.medianResponseMinutes })
    .from(suppliers)
    .where(eq(suppliers.userId, userId));
  if (!supplier) return null;
  const mine = eq(conversations.supplierUserId, userId);
  const [fresh, unanswered, matched, sent, accepted] = await Promise.all([
    db
      .select({ n: count() })
      .from(conversations)
      .where(and(mine, gt(conversations.supplierUnread, 0))),
    db
      .select({ n: count() })
      .from(conversations)
      .where(and(mine, isNull(conversations.firstResponseAt))),
    db
      .select({ n: count() })
      .from(requirementMatches)
      .innerJoin(requirements, eq(requirements.id, requirementMatches.requirementId))
      .where(
        and(
          eq(requirementMatches.supplierUserId, userId),
          eq(requirements.status, 'open'),
          sql`${requirements.neededBy} >= ${today}`,
        ),
      ),
    db.select({ n: count() }).from(quotes).where(eq(quotes.supplierUserId, userId)),
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.supplierUserId, userId), eq(quotes.status, 'accepted'))),
  ]);
  return {
    newInquiries: n(fresh),
    unanswered: n(unanswered),
    responseRate: supplier.rate,
    medianResponseMinutes: supplier.median,
    requirementsMatched: n(matched),
    quotesSent: n(sent),
    quotesAccepted: n(accepted),
  };
}
