import type { Inquiry } from '../../../shared/trade/schema';

/** What a visitor typed into an inquiry form, as the form's fields take it. */
export type InquiryDraft = Record<
  'quantity' | 'unit' | 'targetPrice' | 'deliveryLocation' | 'message',
  string
>;

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The tab's sessionStorage (a visitor sent to sign in finds the draft on their way back), read
 * when used: a browser that blocks storage throws on `sessionStorage` itself, inside the guards.
 */
export const tabStorage: DraftStore = {
  getItem: (key) => sessionStorage.getItem(key),
  setItem: (key, value) => sessionStorage.setItem(key, value),
  removeItem: (key) => sessionStorage.removeItem(key),
};

const keyOf = (path: string) => `tradesetu:inquiry-draft:${path}`;
const fields = ['quantity', 'unit', 'targetPrice', 'deliveryLocation', 'message'] as const;

/** The fields of a checked inquiry, to fill the form with them again. */
export function draftOf(inquiry: Inquiry): InquiryDraft {
  return {
    quantity: String(inquiry.quantity),
    unit: inquiry.unit,
    targetPrice: inquiry.targetPrice === null ? '' : String(inquiry.targetPrice),
    deliveryLocation: inquiry.deliveryLocation,
    message: inquiry.message,
  };
}

export function saveDraft(store: DraftStore, path: string, draft: InquiryDraft) {
  try {
    store.setItem(keyOf(path), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the visitor types it again after signing in.
  }
}

/** The draft saved for this page, if any; anything else stored there is ignored. */
export function readDraft(store: DraftStore, path: string): InquiryDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(keyOf(path)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const saved = parsed as Record<string, unknown>;
  if (!fields.every((f) => typeof saved[f] === 'string')) return null;
  return Object.fromEntries(fields.map((f) => [f, saved[f]])) as InquiryDraft;
}

export function clearDraft(store: DraftStore, path: string) {
  try {
    store.removeItem(keyOf(path));
  } catch {
    // Nothing to clear when storage is off.
  }
}
