/** A phone number counts its digits only: '+91 98765 43210' has 12. */
export const phoneMinDigits = 10;
export const phoneMaxDigits = 15;
export const emailMaxLength = 254;

/** Days from the first server start to launch when LAUNCH_DATE is not configured. */
export const defaultLaunchDays = 30;

/** Sign-ups per window: per IP address high enough for an office behind one address, per email low. */
export const waitlistRateLimit = { perAddress: 30, perSender: 5, windowSeconds: 15 * 60 } as const;
