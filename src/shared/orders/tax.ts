import { exportPlace, type SupplyKind } from './constants';

/**
 * GST on an invoice, in integer paise.
 *
 * Rules, and why:
 * - taxable value of a line = quantity × unit price, exact (both integers); past
 *   Number.MAX_SAFE_INTEGER it is a RangeError rather than a silently wrong figure.
 * - Tax is computed per line (each line carries its own rate; the e-invoice checks the tax of
 *   every item against its own assessable value), rounded half up to the paisa:
 *   intra-state: CGST = SGST = taxable × rate/2 each (the two are separate taxes, each rounded, so
 *   they are always equal; together they may differ by a paisa from the IGST of the same line);
 *   inter-state: IGST = taxable × rate;
 *   export under LUT: zero-rated, no tax (section 16 IGST Act), tax columns stay 0.
 * - Totals are the sums of the lines; the HSN summary groups the lines by (HSN, rate).
 * - The invoice value is rounded to the nearest rupee, 50 paise rounding up (section 170 CGST Act
 *   rounds sums payable to the nearest rupee), shown as a round-off line: roundOffPaise ∈ [−49, +50].
 * All arithmetic is integer: products go through BigInt, so nothing is a float.
 */

export interface TaxLineInput {
  description: string;
  hsn: string;
  /** A whole number of units. */
  quantity: number;
  unit: string;
  /** Price of one unit before GST. */
  unitPricePaise: number;
  /** 1800 = 18 %. */
  gstRateBp: number;
}

export interface TaxLine extends TaxLineInput {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface HsnSummaryRow {
  hsn: string;
  gstRateBp: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  supply: SupplyKind;
  lines: TaxLine[];
  hsnSummary: HsnSummaryRow[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  roundOffPaise: number;
  totalPaise: number;
}

/** '96' (outside India) → export; the supplier's own state → intra; another state → inter. */
export function supplyKind(sellerStateCode: string, placeOfSupply: string): SupplyKind {
  if (placeOfSupply === exportPlace) return 'export';
  return sellerStateCode === placeOfSupply ? 'intra' : 'inter';
}

function safe(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} is too large`);
  return Number(value);
}

/** amount × rateBp / divisor, rounded half up (amount, rate ≥ 0). */
function percentHalfUp(amount: bigint, rateBp: number, divisor: bigint): number {
  return safe((amount * BigInt(rateBp) * 2n + divisor) / (divisor * 2n), 'Tax');
}

function assertLine(line: TaxLineInput): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new RangeError(`Quantity must be a positive whole number: ${line.quantity}`);
  }
  if (!Number.isSafeInteger(line.unitPricePaise) || line.unitPricePaise < 0) {
    throw new RangeError(`Unit price must be whole paise, not negative: ${line.unitPricePaise}`);
  }
  if (!Number.isInteger(line.gstRateBp) || line.gstRateBp < 0 || line.gstRateBp > 10_000) {
    throw new RangeError(`GST rate must be 0–10000 basis points: ${line.gstRateBp}`);
  }
}

function taxLine(line: TaxLineInput, supply: SupplyKind): TaxLine {
  assertLine(line);
  const taxable = BigInt(line.quantity) * BigInt(line.unitPricePaise);
  const taxablePaise = safe(taxable, 'Taxable value');
  const half = supply === 'intra' ? percentHalfUp(taxable, line.gstRateBp, 20_000n) : 0;
  const igstPaise = supply === 'inter' ? percentHalfUp(taxable, line.gstRateBp, 10_000n) : 0;
  const totalPaise = safe(taxable + BigInt(2 * half + igstPaise), 'Line total');
  return { ...line, taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise, totalPaise };
}

const sum = (values: number[]) =>
  safe(
    values.reduce((a, v) => a + BigInt(v), 0n),
    'Invoice total',
  );

export function computeTax(lines: TaxLineInput[], supply: SupplyKind): TaxTotals {
  const taxLines = lines.map((line) => taxLine(line, supply));
  const groups = new Map<string, HsnSummaryRow>();
  for (const l of taxLines) {
    const key = `${l.hsn}|${l.gstRateBp}`;
    const row = groups.get(key) ?? {
      hsn: l.hsn,
      gstRateBp: l.gstRateBp,
      quantity: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.quantity = sum([row.quantity, l.quantity]);
    row.taxablePaise = sum([row.taxablePaise, l.taxablePaise]);
    row.cgstPaise += l.cgstPaise;
    row.sgstPaise += l.sgstPaise;
    row.igstPaise += l.igstPaise;
    groups.set(key, row);
  }
  const taxablePaise = sum(taxLines.map((l) => l.taxablePaise));
  const cgstPaise = sum(taxLines.map((l) => l.cgstPaise));
  const sgstPaise = sum(taxLines.map((l) => l.sgstPaise));
  const igstPaise = sum(taxLines.map((l) => l.igstPaise));
  const taxPaise = sum([cgstPaise, sgstPaise, igstPaise]);
  const exact = sum([taxablePaise, taxPaise]);
  const totalPaise = sum([Math.floor((exact % 100) / 50) * 100, exact - (exact % 100)]);
  return {
    supply,
    lines: taxLines,
    hsnSummary: [...groups.values()],
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise,
    roundOffPaise: totalPaise - exact,
    totalPaise,
  };
}
