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

/** Abuse limits; the window (15 minutes) is AUTH_RATE_WINDOW_SECONDS on the server. */
export const authLimits = {
  failedSignInsPerAccount: 5,
  failedSignInsPerIp: 5,
  signUpsPerIp: 20,
  resetRequestsPerIp: 5,
  resetRequestsPerEmail: 3,
  verificationMailsPerIp: 5,
} as const;

/** How often the client re-reads the session (spec section 9: every 30 seconds). */
export const sessionRecheckMs = 30_000;

/** Confirmation and reset links stay valid this long. */
export const emailTokenTtlSeconds = 24 * 60 * 60;
export const resetTokenTtlSeconds = 60 * 60;

/** Avatars: square, this many pixels a side, at most the shared 5 MB upload cap. */
export const avatarSize = 512;
