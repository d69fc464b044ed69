import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { emailThrottleMinutes } from '../../../shared/trade/constants';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';

/**
 * Claims the right to email one side about a conversation: at most one mail per conversation and
 * recipient in `emailThrottleMinutes`, decided in one statement so two replies at once send one.
 */
export async function claimConversationMail(db: Db, id: string, side: 'buyer' | 'supplier') {
  const column = side === 'buyer' ? conversations.buyerEmailedAt : conversations.supplierEmailedAt;
  const claimed = await db
    .update(conversations)
    .set(side === 'buyer' ? { buyerEmailedAt: sql`now()` } : { supplierEmailedAt: sql`now()` })
    .where(
      and(
        eq(conversations.id, id),
        or(isNull(column), lt(column, sql`now() - (${emailThrottleMinutes} * interval '1 minute')`)),
      ),
    )
    .returning({ id: conversations.id });
  return claimed.length > 0;
}
