/** A listing's tax between the API's fields and the catalog and product columns (the same names on both). */

interface TaxInput {
  hsnCode: string;
  gstRate: number;
  priceIncludesGst: boolean;
}

interface TaxColumns {
  hsnCode: string | null;
  gstRateBp: number | null;
  priceIncludesGst: boolean;
}

export const listingTaxColumns = (d: TaxInput): TaxColumns => ({
  hsnCode: d.hsnCode,
  gstRateBp: d.gstRate,
  priceIncludesGst: d.priceIncludesGst,
});

export const listingTax = (row: TaxColumns) => ({
  hsnCode: row.hsnCode,
  gstRate: row.gstRateBp,
  priceIncludesGst: row.priceIncludesGst,
});
