import { and, eq, inArray } from 'drizzle-orm';
import { type OrderStatus, orderLimits } from '../../../shared/orders/constants';
import { rupeesToPaise } from '../../../shared/orders/money';
import type { AcceptQuoteForm, ProformaForm } from '../../../shared/orders/schema';
import { computeTax, supplyKind, type TaxLineInput } from '../../../shared/orders/tax';
import type { Db, Tx } from '../../db/client';
import { catalogs, orderItems, orders, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { conversationFor, type Reader } from '../trade/access';
import { fieldError } from './access';
import { liveSeller } from './parties';
import { addEvent } from './steps';

type Line = TaxLineInput & { catalogId?: string | null; productId?: string | null };

interface NewOrder {
  buyerId: string;
  supplierUserId: string;
  supplierId: string;
  status: Extract<OrderStatus, 'proposed' | 'confirmed'>;
  quoteId?: string;
  conversationId?: string;
  form: Omit<AcceptQuoteForm, 'buyerGstin'> & { buyerGstin?: string | null; terms?: string | null };
  lines: Line[];
}

/** Writes an order, its items and its first history entry; the totals come from tax.ts. */
export async function insertOrder(tx: Tx, o: NewOrder, actorId: string) {
  const tooLarge = o.lines.findIndex((l) => l.quantity * l.unitPricePaise > orderLimits.lineValueMaxPaise);
  if (tooLarge >= 0)
    throw new AppError('validation', 'orders:errors.lineTooLarge', {
      [`items.${tooLarge}.unitPrice`]: 'orders:errors.lineTooLarge',
    });
  const seller = await liveSeller(tx, o.supplierId);
  const totals = computeTax(o.lines, supplyKind(seller.stateCode, o.form.deliveryState));
  const [row] = await tx
    .insert(orders)
    .values({
      buyerId: o.buyerId,
      supplierUserId: o.supplierUserId,
      supplierId: o.supplierId,
      quoteId: o.quoteId,
      conversationId: o.conversationId,
      status: o.status,
      buyerName: o.form.buyerName,
      buyerGstin: o.form.buyerGstin ?? null,
      deliveryAddress: o.form.deliveryAddress,
      deliveryState: o.form.deliveryState,
      deliveryPincode: o.form.deliveryPincode,
      terms: o.form.terms ?? null,
      supply: totals.supply,
      taxablePaise: totals.taxablePaise,
      taxPaise: totals.taxPaise,
      totalPaise: totals.totalPaise,
    })
    .returning();
  if (!row) throw new Error('order not written');
  await tx.insert(orderItems).values(
    o.lines.map((l, position) => ({
      orderId: row.id,
      position,
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      unit: l.unit,
      unitPricePaise: l.unitPricePaise,
      gstRateBp: l.gstRateBp,
      catalogId: l.catalogId ?? null,
      productId: l.productId ?? null,
    })),
  );
  await addEvent(tx, row.id, actorId, o.status);
  return row;
}

/** Listings named by a proforma's items must be the supplier's own. */
async function assertOwnListings(db: Db, userId: string, form: ProformaForm) {
  for (const [kind, table] of [
    ['catalogId', catalogs],
    ['productId', products],
  ] as const) {
    const ids = form.items.map((i) => i[kind]).filter((id): id is string => Boolean(id));
    if (!ids.length) continue;
    const own = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.userId, userId)));
    const index = form.items.findIndex((i) => i[kind] && !own.some((r) => r.id === i[kind]));
    if (index >= 0) throw fieldError(`items.${index}.${kind}`, 'listingNotFound');
  }
}

/** A supplier's proforma from one of their conversations; the buyer confirms it. */
export async function createProforma(db: Db, reader: Reader, form: ProformaForm) {
  const notFound = () => fieldError('conversationId', 'conversationNotFound');
  const { row: c, side } = await conversationFor(db, reader, form.conversationId).catch(() => {
    throw notFound();
  });
  if (side !== 'supplier') throw notFound();
  await assertOwnListings(db, reader.id, form);
  const lines = form.items.map((i) => ({
    description: i.description,
    hsn: i.hsn,
    quantity: i.quantity,
    unit: i.unit,
    unitPricePaise: rupeesToPaise(i.unitPrice),
    gstRateBp: i.gstRate,
    catalogId: i.catalogId,
    productId: i.productId,
  }));
  const order = await db.transaction((tx) =>
    insertOrder(
      tx,
      {
        buyerId: c.buyerId,
        supplierUserId: c.supplierUserId,
        supplierId: c.supplierId,
        status: 'proposed',
        conversationId: c.id,
        form,
        lines,
      },
      reader.id,
    ),
  );
  return order;
}
