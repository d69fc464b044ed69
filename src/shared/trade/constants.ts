import { privatePrefix } from '../media/constants';

/** Trade: inquiries, conversations, buy requirements (RFQ) and quotes. */

/** Units a buyer can ask for; each has a translated name (trade:units.<unit>). */
export const tradeUnits = [
  'pieces',
  'kg',
  'tonnes',
  'metres',
  'litres',
  'boxes',
  'sets',
  'pairs',
  'dozens',
  'rolls',
  'bags',
  'containers',
] as const;
export type TradeUnit = (typeof tradeUnits)[number];

export const tradeLimits = {
  messageMin: 1,
  inquiryMessageMin: 10,
  messageMax: 2000,
  locationMin: 2,
  locationMax: 100,
  productMin: 3,
  productMax: 120,
  detailsMax: 2000,
  reportReasonMin: 5,
  reportReasonMax: 500,
  /** Photos per message or requirement. */
  photos: 5,
  /** Days from now a requirement's needed-by date may be. */
  neededByMaxDays: 365,
  leadTimeMaxDays: 365,
  quoteValidityMaxDays: 180,
} as const;

/** Per-user daily limits (a rolling day, counted in the shared limit counters). */
export const dailyLimits = { inquiries: 20, requirements: 5, messages: 200 } as const;

/** At most this many suppliers receive one requirement. */
export const maxMatches = 10;
/** One email per conversation and recipient in this many minutes. */
export const emailThrottleMinutes = 10;
/** Response figures cover the inquiries of the last 90 days... */
export const responseWindowDays = 90;
/** ...and an inquiry counts as answered when the supplier replies within 48 hours. */
export const replyDeadlineHours = 48;
/** A requirement without a needed-by date closes after 30 days. */
export const requirementOpenDays = 30;

export const listingKinds = ['catalog', 'product', 'supplier'] as const;
export type InquiryTarget = (typeof listingKinds)[number];

export const requirementStatuses = ['open', 'closed', 'expired'] as const;
export type RequirementStatus = (typeof requirementStatuses)[number];

export const quoteStatuses = ['sent', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Why a supplier was matched to a requirement; each has a translated sentence part. */
export const matchReasonCodes = ['sells', 'category', 'state', 'level', 'replies'] as const;
export type MatchReasonCode = (typeof matchReasonCodes)[number];

/** Storage prefix of photos in conversations and requirements: private, served after a check. */
export const tradeImagePrefix = `${privatePrefix}trade_images/`;
