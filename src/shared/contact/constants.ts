export const contactLimits = { name: 120, company: 160, message: 5000 } as const;

/** Messages per IP address and window. */
export const contactRateLimit = { max: 5, timeWindow: '15 minutes' } as const;
