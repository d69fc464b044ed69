export const verificationLevels = ['new', 'verified', 'premium', 'gold'] as const;
export type VerificationLevel = (typeof verificationLevels)[number];

export const supplierTabs = ['all', 'verified', 'premium', 'epc'] as const;
export type SupplierTab = (typeof supplierTabs)[number];

/** Categories a supplier card shows before '+N more'. */
export const supplierCardCategories = 3;
