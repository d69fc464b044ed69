/** A help request is open until the team answers, answered until the asker writes again, closed by either. */
export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportLimits = {
  subject: 120,
  message: 4000,
  /** New requests per person a day: the team answers each by hand. */
  requestsPerDay: 10,
  /** Replies per person a day, across their requests. */
  repliesPerDay: 50,
  /** Letters a search query may have, and the words of it that count. */
  query: 100,
  queryWords: 8,
} as const;
