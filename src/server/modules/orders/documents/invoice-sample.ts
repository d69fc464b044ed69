import type { SupplyKind } from '../../../../shared/orders/constants';
import type { InvoiceParties } from '../../../../shared/orders/invoice';
import { computeTax, type TaxLineInput } from '../../../../shared/orders/tax';
import { upiPayLink } from '../../../../shared/orders/upi';
import type { InvoiceDocument } from './invoice-pdf';

/** An invoice to test and measure the documents with: a Mumbai supplier and a Hindi-named buyer. */
export const sampleParties: InvoiceParties = {
  seller: {
    name: 'Rajesh Textiles',
    gstin: '27AAPFU0939F1ZV',
    address: '12, Kalbadevi Road, Near Mangaldas Market',
    city: 'Mumbai',
    stateCode: '27',
    pincode: '400002',
    upiVpa: 'rajesh.textiles@okicici',
    bank: { accountName: 'Rajesh Textiles', accountNumber: '50200012345678', ifsc: 'HDFC0000123' },
    lutArn: 'AD2709240123457',
  },
  buyer: {
    name: 'शर्मा ट्रेडर्स',
    gstin: '29AABCS1429B1ZB',
    address: '45, 2nd Cross, Chickpet',
    city: 'Bengaluru',
    stateCode: '29',
    pincode: '560053',
  },
};

export function sampleInvoice(
  lines: TaxLineInput[],
  supply: SupplyKind,
  overrides: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  const placeOfSupply = supply === 'export' ? '96' : supply === 'intra' ? '27' : '29';
  const totals = computeTax(lines, supply);
  const paidPaise = Math.floor(totals.totalPaise / 4);
  const duePaise = totals.totalPaise - paidPaise;
  const number = 'RT/2026-27/0042';
  return {
    orderId: '00000000-0000-4000-8000-000000000042',
    number,
    date: '2026-11-27',
    parties: sampleParties,
    placeOfSupply,
    totals,
    paidPaise,
    duePaise,
    upiLink: upiPayLink({
      vpa: 'rajesh.textiles@okicici',
      payeeName: sampleParties.seller.name,
      amountPaise: duePaise,
      note: `Invoice ${number}`,
      reference: number,
    }),
    ewayBill: '331009876543',
    terms: 'Payment within 30 days of delivery.',
    consignment: { transporter: 'VRL Logistics', number: 'LR-778812', date: '2026-11-28' },
    ...overrides,
  };
}
