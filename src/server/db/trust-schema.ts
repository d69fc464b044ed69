import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditValue } from '../../shared/trust/schema';
import { createdAt } from './columns';
// Imported from the file that re-exports this one: fine at run time, as the references are lazy.
import { councils, suppliers, users } from './schema';

const supplierRef = () =>
  text('supplier_id')
    .notNull()
    .references(() => suppliers.id, { onDelete: 'cascade' });

/**
 * What a supplier submits to be checked: the GST registration (GSTIN, IEC, certificate) or one
 * council membership (RCMC number, expiry, certificate). One row per supplier and subject; a new
 * submission replaces the old one and waits for an admin again.
 */
export const verificationClaims = pgTable(
  'verification_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: supplierRef(),
    kind: text('kind', { enum: ['gst', 'rcmc'] }).notNull(),
    /** The council of an RCMC claim; null for the GST claim. */
    councilId: text('council_id').references(() => councils.id, { onDelete: 'cascade' }),
    /** The GSTIN or the RCMC number, upper case. */
    number: text('number').notNull(),
    /** The IEC given with the GST claim (optional). */
    iec: text('iec'),
    /** RCMC expiry date. */
    expiresOn: date('expires_on'),
    /** The private certificate file (storage key under private/) and its sniffed type. */
    documentKey: text('document_key').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Why an admin rejected it (emailed to the supplier). */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('verification_claims_subject_idx').on(
      t.supplierId,
      t.kind,
      sql`coalesce(${t.councilId}, '')`,
    ),
    index('verification_claims_queue_idx').on(t.status, t.submittedAt),
    check(
      'verification_claims_council',
      sql`(${t.kind} = 'gst') = (${t.councilId} is null) and (${t.kind} = 'gst') = (${t.expiresOn} is null)`,
    ),
  ],
);

/** A buyer's review of a supplier after a real trade, and the supplier's one answer. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: supplierRef(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Set when an admin hides it: it no longer shows or counts. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_supplier_idx').on(t.supplierId, t.createdAt),
    index('reviews_buyer_idx').on(t.buyerId, t.supplierId, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** Every admin action: who did what to which record, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's email when acting, kept if the account goes. */
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<AuditValue>(),
    after: jsonb('after').$type<AuditValue>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_subject_idx').on(t.subjectId)],
);
