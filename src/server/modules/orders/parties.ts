import { and, desc, eq, sql } from 'drizzle-orm';
import type { InvoiceParty, InvoiceSeller } from '../../../shared/orders/invoice';
import { gstStateCode } from '../../../shared/trust/ids';
import type { Db, Tx } from '../../db/client';
import { suppliers, verificationClaims } from '../../db/schema';
import type { OrderRow } from './access';

/**
 * The seller as an invoice names them today: the business details, and the GSTIN of their approved
 * GST claim, else of the latest one claimed. `stateCode` is '' when the state names no GST state.
 */
export async function liveSeller(db: Db | Tx, supplierId: string): Promise<InvoiceSeller> {
  const [[s], [claim]] = await Promise.all([
    db.select().from(suppliers).where(eq(suppliers.id, supplierId)),
    db
      .select({ number: verificationClaims.number })
      .from(verificationClaims)
      .where(and(eq(verificationClaims.supplierId, supplierId), eq(verificationClaims.kind, 'gst')))
      .orderBy(sql`${verificationClaims.status} = 'approved' desc`, desc(verificationClaims.submittedAt))
      .limit(1),
  ]);
  if (!s) throw new Error(`supplier ${supplierId} is gone`);
  const bank =
    s.bankAccountName && s.bankAccountNumber && s.bankIfsc
      ? { accountName: s.bankAccountName, accountNumber: s.bankAccountNumber, ifsc: s.bankIfsc }
      : null;
  return {
    name: s.name,
    gstin: claim?.number ?? null,
    address: s.address ?? '',
    city: s.city,
    stateCode: gstStateCode(s.state) ?? '',
    pincode: s.pincode,
    upiVpa: s.upiVpa,
    bank,
    lutArn: s.lutArn,
  };
}

/** The buyer as the order names them. */
export const buyerParty = (o: OrderRow): InvoiceParty => ({
  name: o.buyerName,
  gstin: o.buyerGstin,
  address: o.deliveryAddress,
  city: '',
  stateCode: o.deliveryState,
  pincode: o.deliveryPincode,
});
