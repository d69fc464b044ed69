/** A help request is open until the team answers, answered until the asker writes again, closed by either. */
export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];
