/**
 * Lowest to highest: the directory's default order ranks suppliers by this position. Registered
 * suppliers earn new → verified → epc → premium (trust/levels.ts); gold is the examples' sample level.
 */
export const verificationLevels = ['new', 'verified', 'epc', 'premium', 'gold'] as const;
export type VerificationLevel = (typeof verificationLevels)[number];

/** The levels someone checked: the finder's Verified tab shows them all. */
export const verifiedLevels = [
  'verified',
  'epc',
  'premium',
  'gold',
] as const satisfies readonly VerificationLevel[];

export const supplierTabs = ['all', 'verified', 'premium', 'epc'] as const;
export type SupplierTab = (typeof supplierTabs)[number];

/** Categories a supplier card shows before '+N more'. */
export const supplierCardCategories = 3;

/** Lengths of what suppliers type about their business, and of the directory search. */
export const supplierProfileLimits = {
  nameMin: 2,
  name: 120,
  descriptionMin: 10,
  description: 2000,
  city: 80,
  state: 80,
  category: 40,
  categories: 12,
  deliveryTime: 40,
  search: 100,
  /** Invoice and payment details. */
  address: 300,
  bankAccountName: 100,
} as const;

/** Minimum response rates the supplier filter offers. */
export const responseRateSteps = [90, 95, 98] as const;
