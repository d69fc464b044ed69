export const contactLimits = { name: 120, company: 160, message: 5000 } as const;

/**
 * Messages per window: per IP address high enough for an office behind one address, per sender's
 * email low, so one person cannot flood the inbox from many addresses.
 */
export const contactRateLimit = { perAddress: 30, perSender: 5, windowSeconds: 15 * 60 } as const;
