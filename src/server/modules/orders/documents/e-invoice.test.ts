import { describe, expect, it } from 'vitest';
import type { TaxLineInput } from '../../../../shared/orders/tax';
import { eInvoiceApplies, eInvoiceJson } from './e-invoice';
import { sampleInvoice } from './invoice-sample';

const lines: TaxLineInput[] = [
  {
    description: 'Cotton yarn 40s',
    hsn: '5205',
    quantity: 10,
    unit: 'kg',
    unitPricePaise: 234_50,
    gstRateBp: 500,
  },
  {
    description: 'Steel bolts M8',
    hsn: '7318',
    quantity: 3,
    unit: 'boxes',
    unitPricePaise: 999_99,
    gstRateBp: 1800,
  },
];

// What schema 1.1 requires at each level (the IRP refuses a document without them).
const required: Record<string, string[]> = {
  '': ['Version', 'TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ItemList', 'ValDtls'],
  TranDtls: ['TaxSch', 'SupTyp'],
  DocDtls: ['Typ', 'No', 'Dt'],
  SellerDtls: ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
  BuyerDtls: ['Gstin', 'LglNm', 'Pos', 'Addr1', 'Loc', 'Pin', 'Stcd'],
  ValDtls: ['AssVal', 'TotInvVal'],
};
const itemRequired = ['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'];

function expectRequired(json: Record<string, unknown>) {
  for (const [at, fields] of Object.entries(required)) {
    const part = (at ? json[at] : json) as Record<string, unknown>;
    for (const field of fields) expect(part[field], `${at}.${field}`).not.toBeUndefined();
  }
  for (const item of json.ItemList as Record<string, unknown>[])
    for (const field of itemRequired) expect(item[field], `ItemList.${field}`).not.toBeUndefined();
}

describe('eInvoiceJson', () => {
  it('writes an inter-state B2B invoice with the figures worked by hand', () => {
    const json = eInvoiceJson(sampleInvoice(lines, 'inter')) as Record<string, unknown>;
    expectRequired(json);
    expect(json).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: 'RT/2026-27/0042', Dt: '27/11/2026' },
      SellerDtls: {
        Gstin: '27AAPFU0939F1ZV',
        LglNm: 'Rajesh Textiles',
        Loc: 'Mumbai',
        Pin: 400002,
        Stcd: '27',
      },
      BuyerDtls: { Gstin: '29AABCS1429B1ZB', Pos: '29', Pin: 560053, Stcd: '29' },
    });
    // 2345.00 × 5 % = 117.25; 2999.97 × 18 % = 539.9946 → 539.99; 6002.21 rounds to 6002.00
    expect(json.ItemList).toEqual([
      expect.objectContaining({
        SlNo: '1',
        HsnCd: '5205',
        Qty: 10,
        Unit: 'KGS',
        UnitPrice: 234.5,
        TotAmt: 2345,
        AssAmt: 2345,
        GstRt: 5,
        IgstAmt: 117.25,
        CgstAmt: 0,
        SgstAmt: 0,
        TotItemVal: 2462.25,
      }),
      expect.objectContaining({
        SlNo: '2',
        HsnCd: '7318',
        Qty: 3,
        Unit: 'BOX',
        UnitPrice: 999.99,
        TotAmt: 2999.97,
        GstRt: 18,
        IgstAmt: 539.99,
        TotItemVal: 3539.96,
      }),
    ]);
    expect(json.ValDtls).toEqual({
      AssVal: 5344.97,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 657.24,
      RndOffAmt: -0.21,
      TotInvVal: 6002,
    });
    expect(json.ExpDtls).toBeUndefined();
    // Amounts survive JSON with their paise exact.
    expect(JSON.stringify(json.ValDtls)).toContain('"AssVal":5344.97');
  });

  it('splits CGST and SGST within a state', () => {
    const json = eInvoiceJson(sampleInvoice(lines, 'intra')) as { ValDtls: object };
    // 58.625 → 58.63 and 269.9973 → 270.00 each; 5344.97 + 657.26 = 6002.23 → 6002.00
    expect(json.ValDtls).toEqual({
      AssVal: 5344.97,
      CgstVal: 328.63,
      SgstVal: 328.63,
      IgstVal: 0,
      RndOffAmt: -0.23,
      TotInvVal: 6002,
    });
  });

  it('writes an export under LUT as EXPWOP to an unregistered foreign buyer', () => {
    const doc = sampleInvoice(lines, 'export');
    const json = eInvoiceJson(doc) as Record<string, unknown>;
    expectRequired(json);
    expect(json).toMatchObject({
      TranDtls: { SupTyp: 'EXPWOP' },
      BuyerDtls: { Gstin: 'URP', Pos: '96', Stcd: '96', Pin: 999999 },
      ValDtls: { AssVal: 5344.97, IgstVal: 0, RndOffAmt: 0.03, TotInvVal: 5345 },
      ExpDtls: { ForCur: 'INR' },
    });
    expect(eInvoiceApplies(doc)).toBe(true);
  });

  it('applies to a registered supplier selling to registered buyers or abroad only', () => {
    const doc = sampleInvoice(lines, 'inter');
    expect(eInvoiceApplies(doc)).toBe(true);
    const unregistered = { ...doc.parties.seller, gstin: null };
    expect(eInvoiceApplies({ ...doc, parties: { ...doc.parties, seller: unregistered } })).toBe(false);
    expect(
      eInvoiceApplies({ ...doc, parties: { ...doc.parties, buyer: { ...doc.parties.buyer, gstin: null } } }),
    ).toBe(false);
  });
});
