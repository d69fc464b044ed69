import { and, asc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { TradeUnit } from '../../../shared/trade/constants';
import type { Conversation, ConversationSummary, Inbox } from '../../../shared/trade/schema';
import type { Db } from '../../db/client';
import { conversations, messages, profiles, suppliers } from '../../db/schema';
import { conversationFor, type Reader } from './access';
import { isBlocked } from './conversations';
import { photosOf } from './photos';

const listingOf = (r: { catalogId: string | null; productId: string | null; listingTitle: string | null }) =>
  r.catalogId
    ? { kind: 'catalog' as const, id: r.catalogId, title: r.listingTitle ?? '' }
    : r.productId
      ? { kind: 'product' as const, id: r.productId, title: r.listingTitle ?? '' }
      : null;

/**
 * The reader's conversations, as buyer and as supplier, latest activity first. Each side is read
 * through its own (user, last_message_at) index and only one page of rows is joined.
 */
export async function listInbox(
  db: Db,
  userId: string,
  page: { before?: string; limit: number },
): Promise<Inbox> {
  const side = (column: SQL) =>
    and(
      sql`${column} = ${userId}`,
      page.before ? lt(conversations.lastMessageAt, new Date(page.before)) : undefined,
    );
  const mine = or(side(sql`${conversations.buyerId}`), side(sql`${conversations.supplierUserId}`));
  const isBuyer = sql<boolean>`${conversations.buyerId} = ${userId}`;
  const rows = await db
    .select({
      c: conversations,
      isBuyer,
      supplierName: suppliers.name,
      buyerName: profiles.fullName,
      buyerCompany: profiles.companyName,
      last: sql<{ body: string; sender: string; at: string; photos: number } | null>`(
        select json_build_object('body', m.body, 'sender', m.sender_id, 'at', m.created_at,
          'photos', (select count(*) from trade_images i where i.message_id = m.id))
        from ${messages} m where m.conversation_id = ${conversations.id}
        order by m.created_at desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(suppliers, eq(suppliers.id, conversations.supplierId))
    .innerJoin(profiles, eq(profiles.id, conversations.buyerId))
    .where(mine)
    .orderBy(sql`${conversations.lastMessageAt} desc`, asc(conversations.id))
    .limit(page.limit + 1);
  const [total] = await db
    .select({
      n: sql<number>`coalesce(sum(case when ${conversations.buyerId} = ${userId} then ${conversations.buyerUnread} else ${conversations.supplierUnread} end), 0)::int`,
    })
    .from(conversations)
    .where(or(eq(conversations.buyerId, userId), eq(conversations.supplierUserId, userId)));
  const shown = rows.slice(0, page.limit);
  const list: ConversationSummary[] = shown.map(
    ({ c, isBuyer: buyer, supplierName, buyerName, buyerCompany, last }) => ({
      id: c.id,
      role: buyer ? 'buyer' : 'supplier',
      otherName: buyer ? supplierName : buyerName,
      otherCompany: buyer ? null : buyerCompany,
      listing: listingOf(c),
      lastMessage: {
        body: last?.body ?? '',
        photos: Number(last?.photos ?? 0),
        mine: last?.sender === userId,
        at: new Date(last?.at ?? c.lastMessageAt).toISOString(),
      },
      unread: buyer ? c.buyerUnread : c.supplierUnread,
      createdAt: c.createdAt.toISOString(),
    }),
  );
  const next = rows.length > page.limit ? shown.at(-1) : undefined;
  return {
    conversations: list,
    unreadTotal: total?.n ?? 0,
    nextBefore: next ? next.c.lastMessageAt.toISOString() : null,
  };
}

/** One conversation with all its messages, oldest first. */
export async function getConversation(db: Db, reader: Reader, id: string): Promise<Conversation> {
  const { row, side } = await conversationFor(db, reader, id);
  const [[supplier], [buyer], list, blocked] = await Promise.all([
    db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, row.supplierId)),
    db
      .select({ name: profiles.fullName, company: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.id, row.buyerId)),
    db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, id))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    isBlocked(db, row.supplierUserId, row.buyerId),
  ]);
  const photos = await photosOf(
    db,
    'message',
    list.map((m) => m.id),
  );
  return {
    id: row.id,
    role: side,
    buyer: { id: row.buyerId, name: buyer?.name ?? '', company: buyer?.company ?? null },
    supplier: { id: row.supplierId, name: supplier?.name ?? '' },
    listing: listingOf(row),
    inquiry: {
      quantity: row.quantity,
      unit: row.unit as TradeUnit,
      targetPrice: row.targetPrice === null ? null : Number(row.targetPrice),
      deliveryLocation: row.deliveryLocation,
    },
    blocked,
    messages: list.map((m) => ({
      id: m.id,
      from: m.senderId === row.buyerId ? 'buyer' : 'supplier',
      mine: m.senderId === reader.id,
      body: m.body,
      language: m.language,
      photos: photos.get(m.id) ?? [],
      createdAt: m.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
