import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  cancellableStatuses,
  ewayBillThresholdPaise,
  type OrderStatus,
  orderLimits,
  orderStatuses,
} from '../../../shared/orders/constants';
import type { InvoiceSeller } from '../../../shared/orders/invoice';
import type {
  Order,
  OrderAction,
  OrderFigures,
  OrderList,
  OrderListQuery,
  OrderSide,
} from '../../../shared/orders/schema';
import { computeTax } from '../../../shared/orders/tax';
import { upiPayLink } from '../../../shared/orders/upi';
import { amountInWords } from '../../../shared/orders/words';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orderPayments, orders, profiles, suppliers } from '../../db/schema';
import type { Reader, Side } from '../trade/access';
import { type OrderRow, orderFor } from './access';
import { itemsOf } from './invoice';
import { buyerParty, liveSeller } from './parties';
import { payableStatuses } from './steps';

/** What the reader may do now, by their side and the order's state. */
function actionsFor(side: Side, o: OrderRow): OrderAction[] {
  const due = o.totalPaise - o.paidPaise;
  const can: [OrderAction, boolean][] =
    side === 'buyer'
      ? [
          ['confirm', o.status === 'proposed'],
          ['receive', o.status === 'dispatched'],
          ['problem', o.status === 'dispatched' || o.status === 'delivered'],
          ['cancel', cancellableStatuses.includes(o.status)],
        ]
      : side === 'supplier'
        ? [
            ['invoice', o.status === 'confirmed'],
            ['payment', payableStatuses.includes(o.status) && due > 0],
            ['dispatch', o.status === 'invoiced'],
            ['cancel', cancellableStatuses.includes(o.status)],
          ]
        : [];
  return can.filter(([, ok]) => ok).map(([action]) => action);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The UPI request for what is still due on an invoice, when the seller has a UPI ID. */
export function upiLink(o: OrderRow, seller: InvoiceSeller): string | null {
  const due = o.totalPaise - o.paidPaise;
  if (!o.invoiceNumber || due <= 0 || o.status === 'cancelled' || !seller.upiVpa) return null;
  return upiPayLink({
    vpa: seller.upiVpa,
    payeeName: seller.name,
    amountPaise: due,
    note: `Invoice ${o.invoiceNumber}`,
    reference: o.invoiceNumber,
  });
}

/** One order as its page shows it. */
export async function getOrder(db: Db, reader: Reader, id: string): Promise<Order> {
  const { row: o, side } = await orderFor(db, reader, id);
  const [items, payments, events, live] = await Promise.all([
    itemsOf(db, id),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id))
      .orderBy(asc(orderPayments.createdAt)),
    db
      .select({ e: orderEvents, actorName: profiles.fullName })
      .from(orderEvents)
      .leftJoin(profiles, eq(profiles.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    o.invoiceParties ? null : liveSeller(db, o.supplierId),
  ]);
  const parties = o.invoiceParties ?? {
    seller: live ?? (await liveSeller(db, o.supplierId)),
    buyer: buyerParty(o),
  };
  const due = o.totalPaise - o.paidPaise;
  const payable = Boolean(o.invoiceNumber) && due > 0 && o.status !== 'cancelled';
  const { upiVpa, bank } = parties.seller;
  const link = upiLink(o, parties.seller);
  return {
    id: o.id,
    side,
    status: o.status,
    supplierId: o.supplierId,
    conversationId: o.conversationId,
    quoteId: o.quoteId,
    parties,
    totals: computeTax(items, o.supply),
    amountInWords: amountInWords(o.totalPaise),
    paidPaise: o.paidPaise,
    duePaise: due,
    terms: o.terms,
    invoice:
      o.invoiceNumber && o.invoicedOn && o.invoiceFy
        ? { number: o.invoiceNumber, date: o.invoicedOn, fy: o.invoiceFy }
        : null,
    payments: payments.map((p) => ({
      id: p.id,
      amountPaise: p.amountPaise,
      receivedOn: p.receivedOn,
      method: p.method,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
    })),
    dispatch:
      o.transporter && o.consignmentNumber && o.dispatchedOn
        ? {
            transporter: o.transporter,
            consignmentNumber: o.consignmentNumber,
            dispatchedOn: o.dispatchedOn,
            ewayBill: o.ewayBill,
          }
        : null,
    deliveredAt: iso(o.deliveredAt),
    cancelledAt: iso(o.cancelledAt),
    cancelReason: o.cancelReason,
    events: events.map(({ e, actorName }) => ({
      id: e.id,
      kind: e.kind,
      actorName,
      details: e.details,
      createdAt: e.createdAt.toISOString(),
    })),
    upi: link && upiVpa ? { vpa: upiVpa, link } : null,
    bank: payable ? bank : null,
    ewayBillRequired: o.totalPaise > ewayBillThresholdPaise,
    actions: actionsFor(side, o),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Whose orders a side lists: the supplier's (by their business) or the buyer's. */
async function sideFilter(db: Db, userId: string, asked?: OrderSide) {
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.userId, userId));
  const side: OrderSide = asked ?? (supplier ? 'supplier' : 'buyer');
  const where: SQL =
    side === 'supplier' ? eq(orders.supplierId, supplier?.id ?? '') : eq(orders.buyerId, userId);
  return { side, where };
}

/** A page of the reader's orders on one side, newest first, with the counts per status. */
export async function listOrders(db: Db, userId: string, query: OrderListQuery): Promise<OrderList> {
  const { side, where } = await sideFilter(db, userId, query.side);
  const filtered = query.status ? and(where, eq(orders.status, query.status)) : where;
  const [rows, groups] = await Promise.all([
    db
      .select({
        o: orders,
        supplierName: suppliers.name,
        firstItem: sql<string>`(select ${orderItems.description} from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.position} = 0)`,
        itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .where(filtered)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(orderLimits.pageSize)
      .offset((query.page - 1) * orderLimits.pageSize),
    db.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status),
  ]);
  const counts = Object.fromEntries([...orderStatuses, 'all'].map((s) => [s, 0])) as OrderList['counts'];
  for (const g of groups) {
    counts[g.status] = g.n;
    counts.all += g.n;
  }
  const listed = query.status ? counts[query.status] : counts.all;
  return {
    side,
    orders: rows.map(({ o, supplierName, firstItem, itemCount }) => ({
      id: o.id,
      status: o.status,
      otherName: side === 'supplier' ? o.buyerName : supplierName,
      firstItem: firstItem ?? '',
      itemCount: Number(itemCount),
      totalPaise: o.totalPaise,
      duePaise: o.invoiceNumber && o.status !== 'cancelled' ? o.totalPaise - o.paidPaise : 0,
      invoiceNumber: o.invoiceNumber,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
    })),
    counts,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(listed / orderLimits.pageSize)),
  };
}

const openStatuses: OrderStatus[] = ['confirmed', 'invoiced', 'dispatched'];

/** The dashboard's figures of one side: open and delivered orders, and what is still to be paid. */
export async function orderFigures(db: Db, where: SQL): Promise<OrderFigures> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${inArray(orders.status, openStatuses)})::int`,
      delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
      due: sql<string>`coalesce(sum(${orders.totalPaise} - ${orders.paidPaise}) filter (where ${orders.invoiceNumber} is not null and ${orders.status} <> 'cancelled'), 0)`,
    })
    .from(orders)
    .where(where);
  return {
    open: Number(row?.open ?? 0),
    delivered: Number(row?.delivered ?? 0),
    duePaise: Number(row?.due ?? 0),
  };
}

/** Both sides' figures for the account dashboard (the supplier's only for a supplier). */
export async function dashboardOrders(db: Db, userId: string, supplierId: string | null) {
  const [buyer, supplier] = await Promise.all([
    orderFigures(db, eq(orders.buyerId, userId)),
    supplierId ? orderFigures(db, eq(orders.supplierId, supplierId)) : null,
  ]);
  return { buyer, supplier };
}
