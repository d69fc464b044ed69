import { eq } from 'drizzle-orm';
import { formatIndianRupees } from '../../../shared/orders/money';
import { routes } from '../../../shared/routes';
import { orderItems, profiles, suppliers } from '../../db/schema';
import { type NotifyDeps, notifyUser } from '../notifications/notify';
import type { OrderRow } from './access';

export type OrderNoticeKind =
  | 'proposed'
  | 'confirmed'
  | 'invoiced'
  | 'payment'
  | 'dispatched'
  | 'delivered'
  | 'problem'
  | 'cancelled';

/**
 * Tells the other side of an order about a step (a push, else an email), in their language, with a
 * link to the order.
 * `actor` is who took the step: the supplier's business or the buyer's business name is named.
 */
export async function notifyOrderStep(
  deps: NotifyDeps,
  o: OrderRow,
  kind: OrderNoticeKind,
  actor: 'buyer' | 'supplier',
  extra: Record<string, string | number> = {},
) {
  const [[first], [supplier], [buyer]] = await Promise.all([
    deps.db
      .select({ d: orderItems.description })
      .from(orderItems)
      .where(eq(orderItems.orderId, o.id))
      .orderBy(orderItems.position)
      .limit(1),
    deps.db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, o.supplierId)),
    deps.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, o.buyerId)),
  ]);
  const name = actor === 'supplier' ? (supplier?.name ?? '') : o.buyerName || (buyer?.name ?? '');
  const to = actor === 'supplier' ? o.buyerId : o.supplierUserId;
  const p = {
    name,
    item: first?.d ?? '',
    total: formatIndianRupees(o.totalPaise),
    number: o.invoiceNumber ?? '',
    due: formatIndianRupees(o.totalPaise - o.paidPaise),
    transporter: o.transporter ?? '',
    consignment: o.consignmentNumber ?? '',
    reason: o.cancelReason ?? '',
    ...extra,
  };
  return notifyUser(deps, to, 'orders', routes.order(o.id), (t) => ({
    subject: t(`orders:mail.${kind}Subject`, p),
    body: t(`orders:mail.${kind}Text`, p),
  }));
}
