import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { supportStatuses } from '../../shared/support/constants';
import { createdAt, updatedAt } from './columns';
// Imported from the file that re-exports this one: fine at run time, as the references are lazy.
import { users } from './schema';

/** A browser's Web Push subscription (its endpoint and keys); one person may have several devices. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** Last time the push service accepted a message for it; a 404/410 answer deletes the row. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A signed-in person's question to the TradeSetu team (Support & Resources). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: supportStatuses }).notNull().default('open'),
    /** Set by each new message from the other side, cleared when that side opens the request. */
    unreadByTeam: boolean('unread_by_team').notNull().default(true),
    unreadByUser: boolean('unread_by_user').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId, t.updatedAt),
    index('support_requests_status_idx').on(t.status, t.updatedAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; `fromTeam` still says which side wrote it. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromTeam: boolean('from_team').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt)],
);
