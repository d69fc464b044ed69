import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { SupportStatus } from '../../../shared/support/constants';
import { supportLimits } from '../../../shared/support/constants';
import type { SupportRequest, SupportThread } from '../../../shared/support/schema';
import { trustLimits } from '../../../shared/trust/constants';
import type { Db, Tx } from '../../db/client';
import { profiles, supportMessages, supportRequests } from '../../db/schema';
import { AppError } from '../../http/errors';
import { giveBackSlot, takeSlot } from '../../http/limits';
import { isUuid } from '../trade/access';

// Help requests: a signed-in person ("user") writes to the TradeSetu team ("team": the admins).
// Each side's new message sets the other side's unread flag in the statement that writes it, and
// opening a request clears the opener's flag in one statement before its messages are read, so a
// message arriving meanwhile is either read now or left unread: never marked read unseen.

export type Side = 'user' | 'team';
type Row = typeof supportRequests.$inferSelect;

const notFound = () => new AppError('not_found', 'support:errors.requestNotFound');
const day = 24 * 60 * 60;

/** Does `work` within the person's daily allowance of `what`, giving the slot back if it fails. */
async function withinDailyLimit<T>(
  db: Db,
  what: 'requests' | 'replies',
  userId: string,
  work: () => Promise<T>,
) {
  const key = `support:${what}:${userId}`;
  const max = what === 'requests' ? supportLimits.requestsPerDay : supportLimits.repliesPerDay;
  if (!(await takeSlot(db, key, max, day)))
    throw new AppError('rate_limited', `support:errors.${what}Limit`, undefined, { max });
  try {
    return await work();
  } catch (err) {
    await giveBackSlot(db, key);
    throw err;
  }
}

const toRequest = (row: Row, side: Side, asker?: SupportRequest['asker']): SupportRequest => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  unread: side === 'team' ? row.unreadByTeam : row.unreadByUser,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(asker ? { asker } : {}),
});

/** A user's own request, or (userId null) any request for the team; else 404. */
const whose = (id: string, userId: string | null) =>
  userId ? and(eq(supportRequests.id, id), eq(supportRequests.userId, userId)) : eq(supportRequests.id, id);

export async function createRequest(db: Db, userId: string, input: { subject: string; message: string }) {
  return withinDailyLimit(db, 'requests', userId, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(supportRequests).values({ userId, subject: input.subject }).returning();
      if (!row) throw new Error('support request not stored');
      await tx
        .insert(supportMessages)
        .values({ requestId: row.id, authorId: userId, fromTeam: false, body: input.message });
      return row;
    }),
  );
}

async function askerOf(db: Db | Tx, userId: string) {
  const [p] = await db
    .select({ name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return p ?? { name: '', email: '' };
}

/** Opens a request: clears the opener's unread flag (one statement), then reads the thread. */
export async function openRequest(
  db: Db,
  side: Side,
  id: string,
  userId: string | null,
): Promise<SupportThread> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(supportRequests)
    .set({
      ...(side === 'team' ? { unreadByTeam: false } : { unreadByUser: false }),
      updatedAt: sql`${supportRequests.updatedAt}`, // reading is no change
    })
    .where(whose(id, userId))
    .returning();
  if (!row) throw notFound();
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.requestId, id))
    .orderBy(supportMessages.createdAt, supportMessages.id);
  return {
    request: toRequest(row, side, side === 'team' ? await askerOf(db, row.userId) : undefined),
    messages: messages.map((m) => ({
      id: m.id,
      fromTeam: m.fromTeam,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/**
 * A message from one side: in one transaction the request (not closed) gets its new status and the
 * other side's unread flag, then the message is stored. 404 for a request the writer may not see,
 * 409 once it is closed. `author.userId`: the asker's id for the user's side, null for the team.
 */
export async function addMessage(
  db: Db,
  side: Side,
  id: string,
  author: { id: string; userId: string | null },
  body: string,
) {
  if (!isUuid(id)) throw notFound();
  const write = () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(supportRequests)
        .set(
          side === 'team'
            ? { status: 'answered', unreadByUser: true }
            : { status: 'open', unreadByTeam: true },
        )
        .where(and(whose(id, author.userId), ne(supportRequests.status, 'closed')))
        .returning();
      if (!row) {
        const [exists] = await tx
          .select({ id: supportRequests.id })
          .from(supportRequests)
          .where(whose(id, author.userId));
        throw exists ? new AppError('conflict', 'support:errors.closed') : notFound();
      }
      await tx
        .insert(supportMessages)
        .values({ requestId: id, authorId: author.id, fromTeam: side === 'team', body });
      return row;
    });
  // The team answers as many as come; a person's replies have a daily allowance.
  return side === 'user' ? withinDailyLimit(db, 'replies', author.id, write) : write();
}

/** Closes a request (either side; closing a closed one changes nothing). */
export async function closeRequest(db: Db, side: Side, id: string, userId: string | null) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(supportRequests)
    .set({ status: 'closed' })
    .where(whose(id, userId))
    .returning();
  if (!row) throw notFound();
  return toRequest(row, side);
}

/** The user's requests, the latest change first (a person asks a few questions, not hundreds). */
export async function listOwnRequests(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.updatedAt))
    .limit(100);
  return rows.map((r) => toRequest(r, 'user'));
}

/** The team's list in one status: unread first, then the latest change first; a page at a time. */
export async function listForTeam(db: Db, status: SupportStatus, offset: number) {
  const where = eq(supportRequests.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: supportRequests, name: profiles.fullName, email: profiles.email })
      .from(supportRequests)
      .innerJoin(profiles, eq(profiles.id, supportRequests.userId))
      .where(where)
      .orderBy(desc(supportRequests.unreadByTeam), desc(supportRequests.updatedAt), supportRequests.id)
      .limit(trustLimits.page)
      .offset(offset),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => toRequest(r.request, 'team', { name: r.name, email: r.email })),
  };
}

export async function teamUnreadCount(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(eq(supportRequests.unreadByTeam, true));
  return row?.n ?? 0;
}
