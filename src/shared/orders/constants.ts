/** Orders: from an accepted quote or a supplier's proforma to a GST invoice, payment and delivery. */

/**
 * An order's life. `proposed`: a supplier's proforma waiting for the buyer; `confirmed`: both agree
 * (an accepted quote starts here); `invoiced`: the tax invoice is issued (numbered); `dispatched`:
 * goods are on their way; `delivered`: the buyer confirmed receipt. `cancelled`: before dispatch only.
 */
export const orderStatuses = [
  'proposed',
  'confirmed',
  'invoiced',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Statuses from which either side may still cancel (with a reason). */
export const cancellableStatuses: readonly OrderStatus[] = ['proposed', 'confirmed', 'invoiced'];

/** What lands in an order's history; each has a sentence (orders:events.<kind>). */
export const orderEventKinds = [
  'proposed',
  'confirmed',
  'invoiced',
  'payment',
  'dispatched',
  'delivered',
  'problem',
  'cancelled',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** How a payment reached the supplier. A gateway would add its own method (decision 0023). */
export const paymentMethods = ['upi', 'bank', 'cash', 'cheque'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How tax applies: within one state (CGST + SGST), across states (IGST), or export under LUT (0 %). */
export const supplyKinds = ['intra', 'inter', 'export'] as const;
export type SupplyKind = (typeof supplyKinds)[number];

/** Delivery outside India: the place of supply of an export (no state code). */
export const exportPlace = '96';

/** An e-way bill is needed when the consignment's value is above this (₹50,000, in paise). */
export const ewayBillThresholdPaise = 50_000_00;

export const orderLimits = {
  /** Lines on one proforma. */
  items: 50,
  descriptionMax: 200,
  termsMax: 1000,
  addressMax: 300,
  reasonMin: 5,
  reasonMax: 500,
  transporterMax: 100,
  /** Orders per list page. */
  pageSize: 20,
  /** Quantity × unit price of one line, at most ₹10,000 crore: every sum stays an exact integer. */
  lineValueMaxPaise: 10_000_00_00_000_00,
} as const;
