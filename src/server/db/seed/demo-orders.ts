import { and, eq } from 'drizzle-orm';
import { todayInIndia } from '../../../shared/orders/fy';
import type { AppDeps } from '../../http/deps';
import { insertOrder } from '../../modules/orders/create';
import { issueInvoice } from '../../modules/orders/invoice';
import { dispatchOrder, recordPayment } from '../../modules/orders/steps';
import { conversations, suppliers } from '../schema';
import { type DemoEmails, demoUserIds } from './demo-trade';

/**
 * The demo buyer's order from the demo supplier, through the same services the app uses: 2,000 m of
 * poplin at ₹78 (the price of their conversation), Gujarat to Maharashtra (IGST 5 %), invoiced with
 * the supplier's first number, part-paid by UPI and dispatched; the buyer can confirm receipt.
 */
export async function seedDemoOrders(deps: AppDeps, emails: DemoEmails) {
  const { db } = deps.database;
  const { buyerId, supplierId: supplierUserId } = await demoUserIds(db, emails);
  if (!buyerId || !supplierUserId) return;
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.userId, supplierUserId));
  if (!supplier) return;
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.buyerId, buyerId), eq(conversations.supplierUserId, supplierUserId)));
  const order = await db.transaction((tx) =>
    insertOrder(
      tx,
      {
        buyerId,
        supplierUserId,
        supplierId: supplier.id,
        status: 'confirmed',
        conversationId: conversation?.id,
        form: {
          buyerName: 'Asha Retail',
          buyerGstin: null,
          deliveryAddress: 'Shop 4, Mangaldas Market, Kalbadevi, Mumbai',
          deliveryState: '27',
          deliveryPincode: '400002',
          terms: 'Half in advance, the rest within 30 days of delivery.',
        },
        lines: [
          {
            description: 'Cotton poplin fabric, 120 GSM',
            hsn: '5208',
            quantity: 2000,
            unit: 'metres',
            unitPricePaise: 78_00,
            gstRateBp: 500,
          },
        ],
      },
      buyerId,
    ),
  );
  const seller = { id: supplierUserId, role: 'supplier' as const };
  const today = todayInIndia();
  await issueInvoice(db, seller, order.id, { invoiceDate: today });
  await recordPayment(db, seller, order.id, {
    amount: '80000.00',
    receivedOn: today,
    method: 'upi',
    reference: 'DEMO412345678901',
  });
  await dispatchOrder(db, seller, order.id, {
    transporter: 'VRL Logistics',
    consignmentNumber: 'LR-58213',
    dispatchedOn: today,
    ewayBill: '181234567890',
  });
}
