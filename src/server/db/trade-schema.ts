import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MatchReason } from '../../shared/trade/schema';
import { reportActions, reportStatuses } from '../../shared/trust/constants';
import { createdAt } from './columns';
// Imported from the file that re-exports this one: fine at run time, as the references are lazy.
import { catalogs, orders, products, reviews, suppliers, users } from './schema';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One inquiry and everything said after it, between one buyer and one supplier. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: userRef('buyer_id'),
    /** The supplier's account (the seller side of the conversation). */
    supplierUserId: userRef('supplier_user_id'),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The listing's title when asked, kept if the listing goes. */
    listingTitle: text('listing_title'),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 2 }),
    deliveryLocation: text('delivery_location').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the supplier first answered: the response figures read it. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    supplierReadAt: timestamp('supplier_read_at', { withTimezone: true }),
    /** Messages each side has not read yet: the inbox shows them without counting messages. */
    buyerUnread: integer('buyer_unread').notNull().default(0),
    supplierUnread: integer('supplier_unread').notNull().default(0),
    /** Last email about it to each side (one per 10 minutes). */
    buyerEmailedAt: timestamp('buyer_emailed_at', { withTimezone: true }),
    supplierEmailedAt: timestamp('supplier_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_supplier_user_idx').on(t.supplierUserId, t.lastMessageAt),
    index('conversations_supplier_created_idx').on(t.supplierId, t.createdAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    body: text('body').notNull(),
    /** The sender's UI language: the source for the reader's translation. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** What a buyer needs, sent to the best-fitting suppliers. */
export const requirements = pgTable(
  'requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: userRef('buyer_id'),
    product: text('product').notNull(),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    priceMin: numeric('price_min', { precision: 14, scale: 2 }),
    priceMax: numeric('price_max', { precision: 14, scale: 2 }),
    deliveryLocation: text('delivery_location').notNull(),
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    details: text('details'),
    language: text('language').notNull(),
    /** Open until a quote is accepted (closed) or the needed-by date passes (read as expired). */
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('requirements_buyer_idx').on(t.buyerId, t.createdAt)],
);

export const requirementMatches = pgTable(
  'requirement_matches',
  {
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    supplierUserId: userRef('supplier_user_id'),
    score: real('score').notNull(),
    reasons: jsonb('reasons').$type<MatchReason[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.supplierId] }),
    index('requirement_matches_supplier_user_idx').on(t.supplierUserId, t.createdAt),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    supplierUserId: userRef('supplier_user_id'),
    pricePerUnit: numeric('price_per_unit', { precision: 14, scale: 2 }).notNull(),
    moq: integer('moq').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The goods' HSN code and GST rate (basis points): the price is before GST. Null on quotes older than orders. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    message: text('message'),
    status: text('status', { enum: ['sent', 'accepted', 'declined'] })
      .notNull()
      .default('sent'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_requirement_supplier_idx').on(t.requirementId, t.supplierId),
    index('quotes_supplier_user_idx').on(t.supplierUserId, t.createdAt),
  ],
);

/** Photos of messages and requirements (exactly one of the two); private files. */
export const tradeImages = pgTable(
  'trade_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id').references(() => requirements.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull(),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [
    index('trade_images_message_idx').on(t.messageId),
    index('trade_images_requirement_idx').on(t.requirementId),
    check('trade_images_one_owner', sql`num_nonnulls(${t.messageId}, ${t.requirementId}) = 1`),
  ],
);

/** A supplier who no longer hears from a buyer. */
export const blocks = pgTable(
  'blocks',
  {
    supplierUserId: userRef('supplier_user_id'),
    buyerId: userRef('buyer_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.supplierUserId, t.buyerId] })],
);

/**
 * A user's report of a conversation, requirement, listing or review (exactly one), for the
 * moderators; an admin upholds it (with an action) or dismisses it.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: userRef('reporter_id'),
    /** Whom the report is about (the other side, the listing's or review's author). */
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id').references(() => requirements.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** A buyer's problem with an order (goods not received, damaged, not as agreed). */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    /** What the admin did when upholding: hide, warn or suspend. */
    action: text('action', { enum: reportActions }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once_conversation_idx').on(t.reporterId, t.conversationId),
    uniqueIndex('reports_once_requirement_idx').on(t.reporterId, t.requirementId),
    uniqueIndex('reports_once_catalog_idx').on(t.reporterId, t.catalogId),
    uniqueIndex('reports_once_product_idx').on(t.reporterId, t.productId),
    uniqueIndex('reports_once_review_idx').on(t.reporterId, t.reviewId),
    uniqueIndex('reports_once_order_idx').on(t.reporterId, t.orderId),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reported_user_idx').on(t.reportedUserId, t.status),
    check(
      'reports_one_subject',
      sql`num_nonnulls(${t.conversationId}, ${t.requirementId}, ${t.catalogId}, ${t.productId}, ${t.reviewId}, ${t.orderId}) = 1`,
    ),
  ],
);
