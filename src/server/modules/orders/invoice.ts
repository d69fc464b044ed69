import { asc, eq, sql } from 'drizzle-orm';
import {
  defaultInvoicePrefix,
  financialYear,
  fitsInvoiceNumber,
  invoiceNumber,
  todayInIndia,
} from '../../../shared/orders/fy';
import type { InvoiceForm } from '../../../shared/orders/schema';
import { computeTax, supplyKind } from '../../../shared/orders/tax';
import type { Db, Tx } from '../../db/client';
import { invoiceSeries, orderItems, suppliers } from '../../db/schema';
import type { Reader } from '../trade/access';
import { fieldError, moveOrder, orderOf, statusChanged } from './access';
import { buyerParty, liveSeller } from './parties';
import { addEvent } from './steps';

export const itemsOf = (db: Db | Tx, orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));

/**
 * The next number of the supplier's series for a financial year. The upsert locks the series row
 * until the transaction ends: invoices issued at once take numbers one after another, and a
 * transaction that fails gives its number back, so the series has no duplicates and no gaps.
 */
async function nextNumber(tx: Tx, supplierId: string, fy: string) {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ supplierId, fy, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.supplierId, invoiceSeries.fy],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ n: invoiceSeries.lastNumber });
  return row?.n as number;
}

/**
 * The supplier issues the tax invoice of a confirmed order: the next number of their series, both
 * parties frozen as printed, taxes computed again for the seller's state as it is now.
 */
export async function issueInvoice(db: Db, reader: Reader, id: string, form: InvoiceForm) {
  const order = await orderOf(db, reader, id, 'supplier');
  if (order.status !== 'confirmed') throw statusChanged();
  const seller = await liveSeller(db, order.supplierId);
  if (!seller.address || !seller.stateCode) throw fieldError('invoiceDate', 'sellerAddressMissing');
  if (form.invoiceDate < todayInIndia(order.createdAt)) throw fieldError('invoiceDate', 'invoiceBeforeOrder');
  const [supplier] = await db
    .select({ name: suppliers.name, prefix: suppliers.invoicePrefix })
    .from(suppliers)
    .where(eq(suppliers.id, order.supplierId));
  const prefix = supplier?.prefix || defaultInvoicePrefix(supplier?.name ?? '');
  const totals = computeTax(await itemsOf(db, id), supplyKind(seller.stateCode, order.deliveryState));
  const fy = financialYear(form.invoiceDate);
  return db.transaction(async (tx) => {
    // Claimed first: a second request for the same order stops here, before taking a number.
    await moveOrder(tx, id, ['confirmed'], { status: 'invoiced' });
    const seq = await nextNumber(tx, order.supplierId, fy);
    // GST allows 16 characters: past them the transaction ends and gives the number back.
    if (!fitsInvoiceNumber(prefix, fy, seq)) throw fieldError('invoiceDate', 'invoiceNumberTooLong');
    const number = invoiceNumber(prefix, fy, seq);
    const row = await moveOrder(tx, id, ['invoiced'], {
      invoiceNumber: number,
      invoiceFy: fy,
      invoiceSeq: seq,
      invoicedOn: form.invoiceDate,
      invoiceParties: { seller, buyer: buyerParty(order) },
      supply: totals.supply,
      taxablePaise: totals.taxablePaise,
      taxPaise: totals.taxPaise,
      totalPaise: totals.totalPaise,
    });
    await addEvent(tx, id, reader.id, 'invoiced', { number, totalPaise: totals.totalPaise });
    return row;
  });
}
