import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderEventKinds, orderStatuses, paymentMethods, supplyKinds } from '../../shared/orders/constants';
import type { InvoiceParties } from '../../shared/orders/invoice';
import { createdAt } from './columns';
// Imported from the file that re-exports this one: fine at run time, as the references are lazy.
import { catalogs, conversations, products, quotes, suppliers, users } from './schema';

/** Money is kept in paise, as whole numbers (no floating point anywhere). */
const paise = (name: string) => bigint(name, { mode: 'number' });
const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One order between a buyer and a supplier: born of an accepted quote or a confirmed proforma. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: userRef('buyer_id'),
    supplierUserId: userRef('supplier_user_id'),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Where it came from: an accepted quote (one order each) or a conversation's proforma. */
    quoteId: uuid('quote_id')
      .unique()
      .references(() => quotes.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** The buyer's business name and GSTIN (optional) as they go on the invoice. */
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPincode: text('delivery_pincode'),
    /** GST state code of the delivery state (place of supply), or '96' for an export. */
    deliveryState: text('delivery_state').notNull(),
    /** Delivery and payment terms as agreed (free text). */
    terms: text('terms'),
    supply: text('supply', { enum: supplyKinds }).notNull(),
    /** Totals of the items and taxes (shared/orders/tax.ts), kept so lists need no recomputing. */
    taxablePaise: paise('taxable_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    /** Sum of the recorded payments. */
    paidPaise: paise('paid_paise').notNull().default(0),
    /** The tax invoice: number in the supplier's series for the financial year, and what it says. */
    invoiceNumber: text('invoice_number'),
    invoiceFy: text('invoice_fy'),
    invoiceSeq: integer('invoice_seq'),
    invoicedOn: date('invoiced_on', { mode: 'string' }),
    /** Both parties' details as printed on the invoice, frozen when it is issued. */
    invoiceParties: jsonb('invoice_parties').$type<InvoiceParties>(),
    transporter: text('transporter'),
    /** Lorry receipt or air waybill number. */
    consignmentNumber: text('consignment_number'),
    dispatchedOn: date('dispatched_on', { mode: 'string' }),
    ewayBill: text('eway_bill'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_supplier_idx').on(t.supplierId, t.createdAt, t.id),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_supplier_status_idx').on(t.supplierId, t.status),
    index('orders_buyer_status_idx').on(t.buyerId, t.status),
    uniqueIndex('orders_invoice_number_idx').on(t.supplierId, t.invoiceFy, t.invoiceSeq),
    check('orders_paid_within_total', sql`${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.totalPaise}`),
  ],
);

/** The goods of an order, in the proforma's order. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    /** Price of one unit before GST. */
    unitPricePaise: paise('unit_price_paise').notNull(),
    /** GST rate in basis points (1800 = 18 %). */
    gstRateBp: integer('gst_rate_bp').notNull(),
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Everything that happened to an order, oldest first: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who did it; null once their account is gone. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: orderEventKinds }).notNull(),
    /** The figures of the step (amount, numbers, reason), for its sentence. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A payment the supplier recorded as received. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: paise('amount_paise').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    /** UTR or cheque number: the bank's reference, once per order. */
    reference: text('reference').notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_payments_reference_idx').on(t.orderId, t.reference),
    check('order_payments_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The last invoice number a supplier used in a financial year. Taking the next one updates this row
 * in the transaction that writes the invoice, so numbers are never shared and, as a failed
 * transaction gives its number back, never skipped.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** '2026-27': April to March. */
    fy: text('fy').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.fy] })],
);
