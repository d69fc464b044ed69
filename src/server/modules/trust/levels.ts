import type { VerificationLevel } from '../../../shared/suppliers/constants';
import { premiumRules } from '../../../shared/trust/constants';

export interface LevelInputs {
  gstApproved: boolean;
  /** Approved council memberships that have not expired. */
  validCouncils: number;
  accountAgeDays: number;
  responseRate: number | null;
  /** Upheld reports against the supplier's account. */
  upheldReports: number;
}

/**
 * A registered supplier's level: everything starts from an approved GSTIN (an RCMC alone leaves
 * the supplier 'new', though its council still shows). Gold is the examples' sample level only.
 */
export function levelFor(i: LevelInputs): VerificationLevel {
  if (!i.gstApproved) return 'new';
  const premium =
    i.accountAgeDays >= premiumRules.minDays &&
    (i.responseRate ?? 0) >= premiumRules.minResponseRate &&
    i.upheldReports === 0;
  if (premium) return 'premium';
  return i.validCouncils > 0 ? 'epc' : 'verified';
}
