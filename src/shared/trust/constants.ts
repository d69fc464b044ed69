/** Trust: business verification, moderation, reviews and the trust score. */

export const claimKinds = ['gst', 'rcmc'] as const;
export type ClaimKind = (typeof claimKinds)[number];
export const claimStatuses = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** Certificates: a PDF or a photo, sniffed on the server, at most 10 MB, stored privately. */
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const maxDocumentBytes = 10 * 1024 * 1024;

export const reportStatuses = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
/** What an admin does when upholding a report. */
export const reportActions = ['hide', 'warn', 'suspend'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportSubjects = [
  'conversation',
  'requirement',
  'catalog',
  'product',
  'review',
  'order',
] as const;
export type ReportSubject = (typeof reportSubjects)[number];

export const trustLimits = {
  reasonMin: 5,
  reasonMax: 500,
  reviewMin: 10,
  reviewMax: 2000,
  replyMin: 2,
  replyMax: 2000,
  search: 100,
  /** Rows per admin list page. */
  page: 50,
} as const;

/** A buyer reviews a supplier at most once in this many days. */
export const reviewRepeatDays = 90;

/** Premium: verified, on TradeSetu this long, answering this share of inquiries, no upheld report. */
export const premiumRules = { minDays: 90, minResponseRate: 80 } as const;

/**
 * The trust score's parts and their maximum points (they add up to 100); upheld reports take
 * points away. docs/decisions/0018-trust.md explains each rule.
 */
export const trustParts = [
  'verification',
  'response',
  'reviews',
  'age',
  'catalog',
  'orders',
  'reports',
] as const;
export type TrustPartName = (typeof trustParts)[number];
/** Delivered orders took 10 points when they came: 5 from reviews and 5 from age (trade done beats time passed). */
export const trustMaxPoints = {
  verification: 30,
  response: 20,
  reviews: 20,
  age: 5,
  catalog: 15,
  orders: 10,
  reports: 0,
} as const satisfies Record<TrustPartName, number>;
/** Points lost per upheld report, up to `maxPenalty`. */
export const reportPenalty = { perReport: 10, maxPenalty: 30 } as const;
/** Reviews' Bayesian average: `weight` imaginary reviews of `mean` stars before the real ones. */
export const reviewPrior = { mean: 3, weight: 5 } as const;
/**
 * How each part earns its points (within trustMaxPoints). Steps are [threshold, points], best
 * first: response times at most, listing counts at least the threshold.
 */
export const trustRules = {
  verification: { gst: 20, council: 10 },
  response: {
    /** Points for a 100% response rate, in proportion below it. */
    rate: 14,
    /** Median minutes to a first answer. */
    time: [
      [240, 6],
      [1440, 4],
      [2880, 2],
    ],
  },
  /** Full points after a year on TradeSetu, in proportion before. */
  age: { fullDays: 365 },
  catalog: {
    logo: 3,
    description: 3,
    descriptionChars: 150,
    /** Points per product category named, up to two. */
    category: 1,
    categories: 2,
    deliveryTime: 2,
    listings: [
      [10, 5],
      [5, 3],
      [1, 2],
    ],
  },
  /** Orders delivered on TradeSetu, less those with an upheld delivery problem. */
  orders: [
    [20, 10],
    [10, 7],
    [3, 4],
    [1, 2],
  ],
} as const;

/** What the audit log records. */
export const auditActions = [
  'claim.approve',
  'claim.reject',
  'user.suspend',
  'user.restore',
  'user.role',
  'report.uphold',
  'report.dismiss',
  'review.hide',
  'review.show',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Inboxes an admin reads and exports as CSV. */
export const adminInboxes = ['waitlist', 'contact'] as const;
export type AdminInbox = (typeof adminInboxes)[number];
