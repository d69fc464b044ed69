import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dailyLimits } from '../../../shared/trade/constants';
import type { Inquiry, Reply } from '../../../shared/trade/schema';
import type { Db, Tx } from '../../db/client';
import { blocks, catalogs, conversations, messages, products, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { giveBackSlot, takeSlot } from '../../http/limits';
import type { Storage } from '../../storage/storage';
import type { UploadedFile } from '../catalogs/upload';
import { conversationFor, isUuid, type Reader } from './access';
import { storeTradePhotos, writeTradePhotos } from './photos';

export interface TradeDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

const day = 24 * 60 * 60;
const limitMessages = {
  inquiries: 'trade:errors.inquiryLimit',
  requirements: 'trade:errors.requirementLimit',
  messages: 'trade:errors.messageLimit',
} as const;

/**
 * Does `work` within a user's daily limit of `what`: a slot is taken before it (so parallel
 * requests cannot all see room) and given back when the work fails.
 */
export async function withinDailyLimit<T>(
  db: Db,
  what: keyof typeof dailyLimits,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = `trade:${what}:${userId}`;
  const max = dailyLimits[what];
  if (!(await takeSlot(db, key, max, day)))
    throw new AppError('rate_limited', limitMessages[what], undefined, { max });
  try {
    return await work();
  } catch (err) {
    await giveBackSlot(db, key);
    throw err;
  }
}

/** The seller behind what an inquiry is about, and the listing it names. */
async function inquiryTarget(db: Db, kind: Inquiry['targetKind'], id: string) {
  const notFound = () => new AppError('not_found', 'trade:errors.targetNotFound');
  let listing: { catalogId?: string; productId?: string; title: string } | null = null;
  let supplierWhere = eq(suppliers.id, id);
  if (kind !== 'supplier') {
    if (!isUuid(id)) throw notFound();
    const table = kind === 'catalog' ? catalogs : products;
    const [row] = await db
      .select({ userId: table.userId, title: table.title })
      .from(table)
      .where(and(eq(table.id, id), isNull(table.hiddenAt)));
    if (!row) throw notFound();
    listing = kind === 'catalog' ? { catalogId: id, title: row.title } : { productId: id, title: row.title };
    supplierWhere = eq(suppliers.userId, row.userId);
  }
  const [supplier] = await db.select().from(suppliers).where(supplierWhere);
  if (!supplier) throw notFound();
  if (supplier.isExample || !supplier.userId)
    throw new AppError('validation', 'trade:errors.exampleSupplier');
  return { supplier: { ...supplier, userId: supplier.userId }, listing };
}

export async function isBlocked(db: Db | Tx, supplierUserId: string, buyerId: string) {
  const [row] = await db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.supplierUserId, supplierUserId), eq(blocks.buyerId, buyerId)));
  return Boolean(row);
}

/**
 * Holds `key` until the transaction ends, so checks and writes under one key take turns (a repeat
 * sent twice at once meets its twin's committed row).
 */
async function takeTurn(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const sameText = (text: SQL | string) => sql`lower(btrim(regexp_replace(${text}, '\\s+', ' ', 'g')))`;

/** Opens a conversation with the inquiry as its first message. */
export async function createInquiry(db: Db, buyer: Reader, inquiry: Inquiry, language: string) {
  const { supplier, listing } = await inquiryTarget(db, inquiry.targetKind, inquiry.targetId);
  const supplierUserId = supplier.userId;
  if (supplierUserId === buyer.id) throw new AppError('validation', 'trade:errors.ownListing');
  if (await isBlocked(db, supplierUserId, buyer.id)) throw new AppError('forbidden', 'trade:errors.blocked');
  const id = randomUUID();
  await withinDailyLimit(db, 'inquiries', buyer.id, async () => {
    await db.transaction(async (tx) => {
      await takeTurn(tx, `trade:inquiry:${buyer.id}:${supplier.id}`);
      // The same text to the same supplier within a day is a repeat, not a new inquiry.
      const [repeat] = await tx
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.senderId, buyer.id),
            eq(conversations.supplierId, supplier.id),
            gt(messages.createdAt, sql`now() - interval '1 day'`),
            sql`${sameText(sql`${messages.body}`)} = ${sameText(inquiry.message)}`,
          ),
        )
        .limit(1);
      if (repeat) throw new AppError('conflict', 'trade:errors.duplicate');
      await tx.insert(conversations).values({
        id,
        buyerId: buyer.id,
        supplierUserId,
        supplierId: supplier.id,
        catalogId: listing?.catalogId ?? null,
        productId: listing?.productId ?? null,
        listingTitle: listing?.title ?? null,
        quantity: inquiry.quantity,
        unit: inquiry.unit,
        targetPrice: inquiry.targetPrice === null ? null : String(inquiry.targetPrice),
        deliveryLocation: inquiry.deliveryLocation,
        supplierUnread: 1,
        buyerReadAt: sql`now()`,
      });
      await tx
        .insert(messages)
        .values({ conversationId: id, senderId: buyer.id, body: inquiry.message, language });
    });
  });
  return { id, supplierId: supplier.id, supplierUserId, title: listing?.title ?? null };
}

/** Adds a reply (text, photos or both) from one side; returns the new message's id. */
export async function addMessage(
  deps: TradeDeps,
  sender: Reader,
  conversationId: string,
  reply: Reply,
  files: UploadedFile[],
  language: string,
) {
  const { row, side } = await conversationFor(deps.db, sender, conversationId);
  // Moderators read; they do not take part.
  if (side === 'admin') throw new AppError('forbidden', 'trade:errors.conversationNotFound');
  if (!reply.body && !files.length)
    throw new AppError('validation', 'trade:errors.messageEmpty', { body: 'trade:errors.messageEmpty' });
  if (await isBlocked(deps.db, row.supplierUserId, row.buyerId))
    throw new AppError('forbidden', 'trade:errors.blocked');
  const messageId = randomUUID();
  await withinDailyLimit(deps.db, 'messages', sender.id, async () => {
    const photos = await storeTradePhotos(deps, messageId, files);
    const other = side === 'buyer' ? 'supplier' : 'buyer';
    try {
      await deps.db.transaction(async (tx) => {
        if (reply.body && !files.length) {
          await takeTurn(tx, `trade:message:${conversationId}`);
          await refuseRepeat(tx, conversationId, sender.id, reply.body);
        }
        await tx.insert(messages).values({
          id: messageId,
          conversationId,
          senderId: sender.id,
          body: reply.body,
          language,
        });
        await writeTradePhotos(tx, { messageId }, photos);
        await tx
          .update(conversations)
          .set({
            lastMessageAt: sql`now()`,
            ...(other === 'buyer'
              ? {
                  buyerUnread: sql`${conversations.buyerUnread} + 1`,
                  supplierUnread: 0,
                  supplierReadAt: sql`now()`,
                }
              : {
                  supplierUnread: sql`${conversations.supplierUnread} + 1`,
                  buyerUnread: 0,
                  buyerReadAt: sql`now()`,
                }),
            ...(side === 'supplier' && !row.firstResponseAt ? { firstResponseAt: sql`now()` } : {}),
          })
          .where(eq(conversations.id, conversationId));
      });
    } catch (err) {
      await photos.discard();
      throw err;
    }
  });
  return { messageId, row, side, firstResponse: side === 'supplier' && !row.firstResponseAt };
}

/** The same words twice in a row from one sender within ten minutes are a repeat. */
async function refuseRepeat(db: Db | Tx, conversationId: string, senderId: string, body: string) {
  const [last] = await db
    .select({ body: messages.body, senderId: messages.senderId })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.createdAt, sql`now() - interval '10 minutes'`),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(1);
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  if (last && last.senderId === senderId && norm(last.body) === norm(body))
    throw new AppError('conflict', 'trade:errors.duplicate');
}

/** The reader has seen everything in it. */
export async function markRead(db: Db, reader: Reader, id: string) {
  const { side } = await conversationFor(db, reader, id);
  if (side === 'admin') return;
  await db
    .update(conversations)
    .set(
      side === 'buyer'
        ? { buyerUnread: 0, buyerReadAt: sql`now()` }
        : { supplierUnread: 0, supplierReadAt: sql`now()` },
    )
    .where(eq(conversations.id, id));
}

/** The conversation's supplier stops (or resumes) hearing from its buyer. */
export async function setBlocked(db: Db, reader: Reader, id: string, blocked: boolean) {
  const { row, side } = await conversationFor(db, reader, id);
  if (side !== 'supplier') throw new AppError('forbidden', 'trade:errors.supplierOnly');
  if (blocked)
    await db
      .insert(blocks)
      .values({ supplierUserId: row.supplierUserId, buyerId: row.buyerId })
      .onConflictDoNothing();
  else
    await db
      .delete(blocks)
      .where(and(eq(blocks.supplierUserId, row.supplierUserId), eq(blocks.buyerId, row.buyerId)));
}
