/** Roles a person can pick when registering; admin is granted by the team, never chosen. */
export const registrationRoles = ['buyer', 'supplier'] as const;
export const userRoles = ['buyer', 'supplier', 'admin'] as const;
export type RegistrationRole = (typeof registrationRoles)[number];
export type UserRole = (typeof userRoles)[number];

/** Supplier or admin gives the supplier flag (spec section 6). */
export function isSupplierRole(role: string | null | undefined): boolean {
  return role === 'supplier' || role === 'admin';
}

export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const fullNameMaxLength = 100;
export const companyNameMaxLength = 120;
export const emailMaxLength = 254;
export const phoneMinDigits = 10;
export const phoneMaxDigits = 15;

/**
 * Abuse limits; the window (15 minutes) is AUTH_RATE_WINDOW_SECONDS on the server. Failed sign-ins
 * refuse an address, never an account: from everywhere together they only slow the account down,
 * so nobody can keep its owner out by guessing wrong.
 */
export const authLimits = {
  /** Failed sign-ins on one account from one address; then that address is refused for that account. */
  failedSignInsPerAccountAndIp: 5,
  /** Failed sign-ins from one address on any accounts; then that address is refused. */
  failedSignInsPerIp: 30,
  /**
   * After this many failed sign-ins on an account from anywhere, each further attempt from an
   * address that is not a known device waits base × 2^(failures − 5) before its answer, at most
   * base × 2^slowdownMaxDoublings: with the 250 ms base (AUTH_SLOWDOWN_BASE_MS) 0.25, 0.5, 1, 2, 4,
   * then 8 s.
   */
  slowdownAfterFailures: 5,
  slowdownBaseMs: 250,
  slowdownMaxDoublings: 5,
  /** An address that signed in to an account within this many days is never slowed down for it. */
  knownDeviceDays: 30,
  /** The owner is emailed (once a window) at this many failures, or fewer from several addresses. */
  attackWarningFailures: 20,
  attackWarningFailuresFromManyAddresses: 10,
  attackWarningManyAddresses: 2,
  signUpsPerIp: 20,
  /** Registrations with one address (a registered one mails its owner each time). */
  signUpsPerEmail: 3,
  resetRequestsPerIp: 5,
  resetRequestsPerEmail: 3,
  verificationMailsPerIp: 5,
  verificationMailsPerEmail: 5,
  /** Wrong current passwords given by a signed-in account (changing it, deleting the account). */
  passwordChecksPerAccount: 5,
} as const;

/** How often the client re-reads the session (spec section 9: every 30 seconds). */
export const sessionRecheckMs = 30_000;

/** Confirmation and reset links stay valid this long. */
export const emailTokenTtlSeconds = 24 * 60 * 60;
export const resetTokenTtlSeconds = 60 * 60;

/** Avatars: square, this many pixels a side, at most the shared 5 MB upload cap. */
export const avatarSize = 512;
