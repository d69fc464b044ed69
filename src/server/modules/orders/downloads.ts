import { computeTax } from '../../../shared/orders/tax';
import type { Db } from '../../db/client';
import type { Reader } from '../trade/access';
import { orderFor, orderNotFound } from './access';
import type { InvoiceDocument } from './documents/invoice-pdf';
import { itemsOf } from './invoice';
import { upiLink } from './read';

/** The issued invoice of an order, for its two parties only (its PDF and e-invoice JSON). */
export async function invoiceDocument(db: Db, reader: Reader, id: string): Promise<InvoiceDocument> {
  const { row: o, side } = await orderFor(db, reader, id);
  if (side === 'admin' || !o.invoiceNumber || !o.invoicedOn || !o.invoiceParties) throw orderNotFound();
  const items = await itemsOf(db, id);
  return {
    orderId: o.id,
    number: o.invoiceNumber,
    date: o.invoicedOn,
    parties: o.invoiceParties,
    placeOfSupply: o.deliveryState,
    totals: computeTax(items, o.supply),
    paidPaise: o.paidPaise,
    duePaise: o.totalPaise - o.paidPaise,
    upiLink: upiLink(o, o.invoiceParties.seller),
    ewayBill: o.ewayBill,
    terms: o.terms,
    consignment:
      o.transporter && o.consignmentNumber && o.dispatchedOn
        ? { transporter: o.transporter, number: o.consignmentNumber, date: o.dispatchedOn }
        : null,
  };
}
