import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/orders/constants';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUuid, type Reader, sideOf } from '../trade/access';

export const orderNotFound = () => new AppError('not_found', 'orders:errors.orderNotFound');
export const statusChanged = () => new AppError('conflict', 'orders:errors.statusChanged');
/** A form error on one field (the message is an orders:errors key). */
export const fieldError = (field: string, key: string, params?: Record<string, string | number>) =>
  new AppError('validation', 'common:errors.validation', { [field]: `orders:errors.${key}` }, params);

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order as its reader may see it: its buyer, its supplier, or an admin (who reads only).
 * Anyone else learns nothing, not even that it exists (404).
 */
export async function orderFor(db: Db | Tx, reader: Reader, id: string) {
  if (!isUuid(id)) throw orderNotFound();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const side = row ? sideOf(row, reader) : null;
  if (!row || !side) throw orderNotFound();
  return { row, side };
}

/** The order, for a step only `side` may take (404 for anyone else, as if it did not exist). */
export async function orderOf(db: Db | Tx, reader: Reader, id: string, side: 'buyer' | 'supplier') {
  const found = await orderFor(db, reader, id);
  if (found.side !== side) throw orderNotFound();
  return found.row;
}

/**
 * Moves an order from one of `from` to a new state in one guarded statement: of two requests at
 * once only one finds the order still in `from`; the other gets 409 and changes nothing.
 */
export async function moveOrder(
  tx: Tx,
  id: string,
  from: readonly OrderStatus[],
  set: Partial<typeof orders.$inferInsert>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  if (!row) throw statusChanged();
  return row;
}
