import { rupeesToPaise } from '../../../../shared/orders/money';
import { computeTax, supplyKind, type TaxLineInput, type TaxTotals } from '../../../../shared/orders/tax';
import { gstStates } from '../../../../shared/trust/ids';

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The GST state code a state's name (or a text naming one: 'Mumbai, Maharashtra') points to. */
export function stateCodeIn(text: string | null | undefined): string {
  const haystack = ` ${words(text ?? '')} `;
  const found = Object.entries(gstStates).find(([, names]) =>
    names.some((name) => haystack.includes(` ${words(name)} `)),
  );
  return found?.[0] ?? '';
}

/** A 6-digit PIN code in a text, or ''. */
export const pincodeIn = (text: string) => /\b[1-9]\d{5}\b/.exec(text)?.[0] ?? '';

/** The lines typed so far that read as numbers; half-typed ones are left out of the live totals. */
function typedLines(data: FormData, rows: number): TaxLineInput[] {
  const lines: TaxLineInput[] = [];
  for (let i = 0; i < rows; i++) {
    const get = (name: string) => String(data.get(`items.${i}.${name}`) ?? '').trim();
    const quantity = Number(get('quantity'));
    const gstRateBp = Number(get('gstRate'));
    let unitPricePaise: number;
    try {
      unitPricePaise = rupeesToPaise(get('unitPrice').replaceAll(',', ''));
    } catch {
      continue;
    }
    if (!Number.isSafeInteger(quantity) || quantity <= 0 || get('gstRate') === '' || unitPricePaise < 0)
      continue;
    lines.push({ description: '', hsn: '', quantity, unit: '', unitPricePaise, gstRateBp });
  }
  return lines;
}

/** What the proforma comes to as typed: CGST + SGST within the seller's state, IGST across, 0 % export. */
export function liveTotals(data: FormData, rows: number, sellerState: string): TaxTotals | null {
  const place = String(data.get('deliveryState') ?? '');
  if (!place) return null;
  try {
    return computeTax(typedLines(data, rows), supplyKind(sellerState, place));
  } catch {
    return null;
  }
}
