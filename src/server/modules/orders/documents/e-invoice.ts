import { exportPlace } from '../../../../shared/orders/constants';
import { paiseToRupeesText } from '../../../../shared/orders/money';
import type { TradeUnit } from '../../../../shared/trade/constants';
import type { InvoiceDocument } from './invoice-pdf';

/**
 * GST's Unique Quantity Codes (UQC) of our units, as e-invoices and returns require them. The
 * list has no litres (only MLT/KLR) and no shipping containers: those go as OTH (others).
 */
const uqc: Record<TradeUnit, string> = {
  pieces: 'PCS',
  kg: 'KGS',
  tonnes: 'TON',
  metres: 'MTR',
  litres: 'OTH',
  boxes: 'BOX',
  sets: 'SET',
  pairs: 'PRS',
  dozens: 'DOZ',
  rolls: 'ROL',
  bags: 'BAG',
  containers: 'OTH',
};
export const uqcCode = (unit: string): string => uqc[unit as TradeUnit] ?? 'OTH';

/** Rupees as a JSON number with (at most) 2 decimals, read from the exact decimal text of the paise. */
const rupees = (paise: number) => Number(paiseToRupeesText(paise));
/** 1800 bp → 18, 25 bp → 0.25. */
const percent = (bp: number) => bp / 100;
/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
const day = (iso: string) => iso.split('-').reverse().join('/');
/** Export consignee without a PIN code: the schema's placeholder. */
const foreignPin = 999999;

/**
 * An e-invoice is issued by a registered supplier to a registered buyer (B2B) or for an export; a
 * sale to an unregistered buyer in India has none.
 */
export const eInvoiceApplies = (doc: InvoiceDocument) =>
  doc.parties.seller.gstin !== null &&
  (doc.placeOfSupply === exportPlace || doc.parties.buyer.gstin !== null);

/**
 * The invoice in the NIC e-invoice schema, version 1.1: the JSON a supplier uploads to the
 * Invoice Registration Portal to get its IRN. Amounts in rupees, computed from the paise.
 */
export function eInvoiceJson(doc: InvoiceDocument): object {
  const { seller, buyer } = doc.parties;
  const exported = doc.placeOfSupply === exportPlace;
  const address = (a: string) => ({
    Addr1: a.slice(0, 100),
    ...(a.length > 100 ? { Addr2: a.slice(100, 200) } : {}),
  });
  const pin = (p: string | null) => (p ? Number(p) : exported ? foreignPin : undefined);
  const t = doc.totals;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: exported ? 'EXPWOP' : 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: 'INV', No: doc.number, Dt: day(doc.date) },
    SellerDtls: {
      Gstin: seller.gstin,
      LglNm: seller.name,
      ...address(seller.address),
      Loc: seller.city,
      Pin: pin(seller.pincode),
      Stcd: seller.stateCode,
    },
    BuyerDtls: {
      Gstin: exported ? 'URP' : (buyer.gstin ?? 'URP'),
      LglNm: buyer.name,
      Pos: doc.placeOfSupply,
      ...address(buyer.address),
      Loc: buyer.city,
      Pin: exported ? foreignPin : pin(buyer.pincode),
      Stcd: exported ? exportPlace : buyer.stateCode,
    },
    ItemList: t.lines.map((l, i) => ({
      SlNo: String(i + 1),
      PrdDesc: l.description,
      IsServc: 'N',
      HsnCd: l.hsn,
      Qty: l.quantity,
      Unit: uqcCode(l.unit),
      UnitPrice: rupees(l.unitPricePaise),
      TotAmt: rupees(l.taxablePaise),
      Discount: 0,
      AssAmt: rupees(l.taxablePaise),
      GstRt: percent(l.gstRateBp),
      IgstAmt: rupees(l.igstPaise),
      CgstAmt: rupees(l.cgstPaise),
      SgstAmt: rupees(l.sgstPaise),
      TotItemVal: rupees(l.totalPaise),
    })),
    ValDtls: {
      AssVal: rupees(t.taxablePaise),
      CgstVal: rupees(t.cgstPaise),
      SgstVal: rupees(t.sgstPaise),
      IgstVal: rupees(t.igstPaise),
      RndOffAmt: rupees(t.roundOffPaise),
      TotInvVal: rupees(t.totalPaise),
    },
    ...(exported ? { ExpDtls: { ForCur: 'INR' } } : {}),
  };
}
