import { eq } from 'drizzle-orm';
import { todayInIndia } from '../../shared/orders/fy';
import type { AcceptQuoteInput } from '../../shared/orders/schema';
import { orders, suppliers } from '../db/schema';
import { insertOrder } from '../modules/orders/create';
import { buyerParty, liveSeller } from '../modules/orders/parties';
import type { TestContext } from './test-app';

/** Delivery details of an order the buyer accepts, within Gujarat ('24'). */
export function acceptForm(over: Partial<AcceptQuoteInput> = {}): AcceptQuoteInput {
  return {
    buyerName: 'Asha Fabrics',
    buyerGstin: '',
    deliveryAddress: '12 Relief Road, Ahmedabad',
    deliveryState: '24',
    deliveryPincode: '380001',
    ...over,
  };
}

/** What a supplier needs to invoice and be paid: address, UPI ID and bank account. */
export async function givePaymentDetails(ctx: TestContext, supplierId: string) {
  await ctx.deps.database.db
    .update(suppliers)
    .set({
      address: '45 Ring Road, Surat',
      pincode: '395002',
      upiVpa: 'mill@okaxis',
      bankAccountName: 'Mill Pvt Ltd',
      bankAccountNumber: '50200012345678',
      bankIfsc: 'HDFC0001234',
    })
    .where(eq(suppliers.id, supplierId));
}

/** A confirmed order of `quantity` metres at `pricePaise` each, 5 % GST, written directly. */
export async function confirmedOrder(
  ctx: TestContext,
  p: { buyerId: string; supplierUserId: string; supplierId: string; quantity?: number; pricePaise?: number },
) {
  const { db } = ctx.deps.database;
  const line = {
    description: 'Cotton poplin fabric',
    hsn: '5208',
    quantity: p.quantity ?? 100,
    unit: 'metres',
    unitPricePaise: p.pricePaise ?? 80_00,
    gstRateBp: 500,
  };
  const form = { ...acceptForm(), buyerGstin: null } as Parameters<typeof insertOrder>[1]['form'];
  return db.transaction((tx) =>
    insertOrder(
      tx,
      {
        buyerId: p.buyerId,
        supplierUserId: p.supplierUserId,
        supplierId: p.supplierId,
        status: 'confirmed',
        form,
        lines: [line],
      },
      p.buyerId,
    ),
  );
}

/** An order in `status`, with what that state carries (a test invoice number, a consignment). */
export async function orderIn(
  ctx: TestContext,
  p: { buyerId: string; supplierUserId: string; supplierId: string },
  status: 'proposed' | 'confirmed' | 'invoiced' | 'dispatched',
) {
  const order = await confirmedOrder(ctx, p);
  const { id } = order;
  const invoiced = {
    invoiceNumber: `T/${id.slice(0, 8)}`,
    invoiceFy: '2026-27',
    invoicedOn: todayInIndia(),
    invoiceParties: {
      seller: await liveSeller(ctx.deps.database.db, p.supplierId),
      buyer: buyerParty(order),
    },
  };
  const dispatched = {
    transporter: 'VRL Logistics',
    consignmentNumber: 'LR-1',
    dispatchedOn: todayInIndia(),
  };
  const set = {
    proposed: {},
    confirmed: {},
    invoiced,
    dispatched: { ...invoiced, ...dispatched },
  }[status];
  await ctx.deps.database.db
    .update(orders)
    .set({ status, ...set })
    .where(eq(orders.id, id));
  return id;
}
