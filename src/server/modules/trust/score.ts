import {
  trustMaxPoints as max,
  reportPenalty,
  reviewPrior,
  trustRules as rules,
  type TrustPartName,
} from '../../../shared/trust/constants';
import type { Trust, TrustPart } from '../../../shared/trust/schema';

/** What the score is computed from (registered suppliers: live data; examples: their sample data). */
export interface TrustInputs {
  gstApproved: boolean;
  validCouncils: number;
  responseRate: number | null;
  medianResponseMinutes: number | null;
  reviewCount: number;
  reviewSum: number;
  accountAgeDays: number;
  hasLogo: boolean;
  descriptionLength: number;
  categories: number;
  hasDeliveryTime: boolean;
  listings: number;
  deliveredOrders: number;
  /** Delivery problems buyers raised that moderators upheld. */
  upheldOrderProblems: number;
  upheldReports: number;
}

type Values = TrustPart['values'];
const flag = (b: boolean) => (b ? 1 : 0);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Points of the first step the value reaches, 0 below all of them. */
const step = (steps: readonly (readonly [number, number])[], reached: (threshold: number) => boolean) =>
  steps.find(([threshold]) => reached(threshold))?.[1] ?? 0;

function part(name: TrustPartName, points: number, values: Values): TrustPart {
  // `|| 0`: no -0 from a penalty of nothing.
  return { part: name, points: Math.min(Math.round(points), max[name]) || 0, max: max[name], values };
}

// Each part's `values` feed its rule text (trust:parts.<part>.detail); a figure without data is left out.

export function verificationPart(i: Pick<TrustInputs, 'gstApproved' | 'validCouncils'>): TrustPart {
  const points =
    (i.gstApproved ? rules.verification.gst : 0) + (i.validCouncils > 0 ? rules.verification.council : 0);
  return part('verification', points, { gst: flag(i.gstApproved), councils: i.validCouncils });
}

export function responsePart(i: Pick<TrustInputs, 'responseRate' | 'medianResponseMinutes'>): TrustPart {
  const values: Values = {};
  let points = 0;
  if (i.responseRate !== null) {
    values.rate = i.responseRate;
    points += (rules.response.rate * clamp(i.responseRate, 0, 100)) / 100;
  }
  const minutes = i.medianResponseMinutes;
  if (minutes !== null) {
    values.minutes = minutes;
    points += step(rules.response.time, (most) => minutes <= most);
  }
  return part('response', points, values);
}

/** The Bayesian average: `reviewPrior.weight` reviews of `reviewPrior.mean` stars come first. */
export function bayesianRating(count: number, sum: number): number {
  return (reviewPrior.mean * reviewPrior.weight + sum) / (reviewPrior.weight + count);
}

/** 1 star earns nothing, 5 stars all; without reviews the prior gives the middle. */
export function reviewsPart(i: Pick<TrustInputs, 'reviewCount' | 'reviewSum'>): TrustPart {
  const rating = bayesianRating(i.reviewCount, i.reviewSum);
  const values: Values = { count: i.reviewCount };
  if (i.reviewCount > 0) values.average = Math.round((i.reviewSum / i.reviewCount) * 10) / 10;
  return part('reviews', (max.reviews * (rating - 1)) / 4, values);
}

export function agePart(i: Pick<TrustInputs, 'accountAgeDays'>): TrustPart {
  const days = Math.max(0, Math.floor(i.accountAgeDays));
  return part('age', (max.age * Math.min(days, rules.age.fullDays)) / rules.age.fullDays, { days });
}

export function catalogPart(
  i: Pick<TrustInputs, 'hasLogo' | 'descriptionLength' | 'categories' | 'hasDeliveryTime' | 'listings'>,
): TrustPart {
  const c = rules.catalog;
  const points =
    (i.hasLogo ? c.logo : 0) +
    (i.descriptionLength >= c.descriptionChars ? c.description : 0) +
    Math.min(i.categories, c.categories) * c.category +
    (i.hasDeliveryTime ? c.deliveryTime : 0) +
    step(c.listings, (least) => i.listings >= least);
  return part('catalog', points, {
    logo: flag(i.hasLogo),
    description: i.descriptionLength,
    categories: i.categories,
    deliveryTime: flag(i.hasDeliveryTime),
    listings: i.listings,
  });
}

/** A delivery with an upheld problem does not count as one done well. */
export function ordersPart(i: Pick<TrustInputs, 'deliveredOrders' | 'upheldOrderProblems'>): TrustPart {
  const good = i.deliveredOrders - i.upheldOrderProblems;
  return part(
    'orders',
    step(rules.orders, (least) => good >= least),
    {
      delivered: i.deliveredOrders,
      problems: i.upheldOrderProblems,
    },
  );
}

export function reportsPart(i: Pick<TrustInputs, 'upheldReports'>): TrustPart {
  const penalty = Math.min(reportPenalty.maxPenalty, reportPenalty.perReport * Math.max(0, i.upheldReports));
  return part('reports', -penalty, { upheld: i.upheldReports });
}

/** The score 0–100 and its parts (docs/decisions/0018-trust.md). */
export function trustScore(i: TrustInputs): Trust {
  const parts = [
    verificationPart(i),
    responsePart(i),
    reviewsPart(i),
    agePart(i),
    catalogPart(i),
    ordersPart(i),
    reportsPart(i),
  ];
  const total = parts.reduce((sum, p) => sum + p.points, 0);
  return { score: clamp(Math.round(total), 0, 100), parts };
}
