import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cancellableStatuses,
  ewayBillThresholdPaise,
  type OrderEventKind,
  type OrderStatus,
} from '../../../shared/orders/constants';
import { todayInIndia } from '../../../shared/orders/fy';
import { formatIndianRupees, rupeesToPaise } from '../../../shared/orders/money';
import type { ConfirmForm, DispatchForm, PaymentForm } from '../../../shared/orders/schema';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orderPayments, orders, reports } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Reader } from '../trade/access';
import { fieldError, moveOrder, orderFor, orderNotFound, orderOf, statusChanged } from './access';

/** Statuses in which the supplier records payments: once the invoice says what is owed. */
export const payableStatuses: readonly OrderStatus[] = ['invoiced', 'dispatched', 'delivered'];

export const addEvent = (
  tx: Tx,
  orderId: string,
  actorId: string,
  kind: OrderEventKind,
  details: Record<string, string | number> = {},
) => tx.insert(orderEvents).values({ orderId, actorId, kind, details });

/** The buyer confirms a supplier's proforma (adding their GSTIN if they have one). */
export async function confirmOrder(db: Db, reader: Reader, id: string, form: ConfirmForm) {
  await orderOf(db, reader, id, 'buyer');
  return db.transaction(async (tx) => {
    const row = await moveOrder(tx, id, ['proposed'], {
      status: 'confirmed',
      ...(form.buyerGstin ? { buyerGstin: form.buyerGstin } : {}),
    });
    await addEvent(tx, id, reader.id, 'confirmed');
    return row;
  });
}

/**
 * The supplier records a payment received. The amount is added in one guarded statement that
 * holds only while the sum stays within the total, so payments sent at once can never overpay.
 */
export async function recordPayment(db: Db, reader: Reader, id: string, form: PaymentForm) {
  const order = await orderOf(db, reader, id, 'supplier');
  if (!payableStatuses.includes(order.status)) throw statusChanged();
  if (form.receivedOn < todayInIndia(order.createdAt)) throw fieldError('receivedOn', 'receivedBeforeOrder');
  const amountPaise = rupeesToPaise(form.amount);
  const overDue = (due: number) => fieldError('amount', 'amountOverDue', { due: formatIndianRupees(due) });
  if (amountPaise > order.totalPaise - order.paidPaise) throw overDue(order.totalPaise - order.paidPaise);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: id,
        amountPaise,
        receivedOn: form.receivedOn,
        method: form.method,
        reference: form.reference,
        recordedBy: reader.id,
      })
      .onConflictDoNothing()
      .returning({ id: orderPayments.id });
    if (!payment) throw fieldError('reference', 'duplicateReference');
    const [row] = await tx
      .update(orders)
      .set({ paidPaise: sql`${orders.paidPaise} + ${amountPaise}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, [...payableStatuses]),
          sql`${orders.paidPaise} + ${amountPaise} <= ${orders.totalPaise}`,
        ),
      )
      .returning();
    if (!row) {
      const [now] = await tx.select().from(orders).where(eq(orders.id, id));
      if (!now || !payableStatuses.includes(now.status)) throw statusChanged();
      throw overDue(now.totalPaise - now.paidPaise);
    }
    await addEvent(tx, id, reader.id, 'payment', {
      amountPaise,
      method: form.method,
      reference: form.reference,
    });
    return { row, amountPaise };
  });
}

/** The supplier dispatches an invoiced order; above ₹50,000 the e-way bill number is required. */
export async function dispatchOrder(db: Db, reader: Reader, id: string, form: DispatchForm) {
  const order = await orderOf(db, reader, id, 'supplier');
  if (order.status !== 'invoiced') throw statusChanged();
  if (order.invoicedOn && form.dispatchedOn < order.invoicedOn)
    throw fieldError('dispatchedOn', 'dispatchBeforeInvoice');
  if (order.totalPaise > ewayBillThresholdPaise && !form.ewayBill)
    throw fieldError('ewayBill', 'ewayBillRequired');
  return db.transaction(async (tx) => {
    const row = await moveOrder(tx, id, ['invoiced'], { status: 'dispatched', ...form });
    await addEvent(tx, id, reader.id, 'dispatched', {
      transporter: form.transporter,
      consignmentNumber: form.consignmentNumber,
      ...(form.ewayBill ? { ewayBill: form.ewayBill } : {}),
    });
    return row;
  });
}

/** The buyer confirms receipt. */
export async function receiveOrder(db: Db, reader: Reader, id: string) {
  await orderOf(db, reader, id, 'buyer');
  return db.transaction(async (tx) => {
    const row = await moveOrder(tx, id, ['dispatched'], { status: 'delivered', deliveredAt: new Date() });
    await addEvent(tx, id, reader.id, 'delivered');
    return row;
  });
}

/** The buyer reports a problem with a dispatched order: a report the admins see, once per order. */
export async function reportProblem(db: Db, reader: Reader, id: string, reason: string) {
  const order = await orderOf(db, reader, id, 'buyer');
  if (order.status !== 'dispatched' && order.status !== 'delivered') throw statusChanged();
  await db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reports)
      .values({ reporterId: reader.id, reportedUserId: order.supplierUserId, orderId: id, reason })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (!report) throw new AppError('conflict', 'trade:errors.alreadyReported');
    await addEvent(tx, id, reader.id, 'problem', { reason });
  });
  return order;
}

/** Either side cancels, with a reason, until the goods are dispatched. */
export async function cancelOrder(db: Db, reader: Reader, id: string, reason: string) {
  const { side } = await orderFor(db, reader, id);
  if (side === 'admin') throw orderNotFound();
  return db.transaction(async (tx) => {
    const row = await moveOrder(tx, id, cancellableStatuses, {
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: reason,
    });
    await addEvent(tx, id, reader.id, 'cancelled', { reason });
    return { row, side };
  });
}
