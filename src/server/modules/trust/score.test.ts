import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportPenalty, trustMaxPoints, trustParts, trustRules } from '../../../shared/trust/constants';
import {
  agePart,
  bayesianRating,
  catalogPart,
  ordersPart,
  reportsPart,
  responsePart,
  reviewsPart,
  type TrustInputs,
  trustScore,
  verificationPart,
} from './score';

const empty: TrustInputs = {
  gstApproved: false,
  validCouncils: 0,
  responseRate: null,
  medianResponseMinutes: null,
  reviewCount: 0,
  reviewSum: 0,
  accountAgeDays: 0,
  hasLogo: false,
  descriptionLength: 0,
  categories: 0,
  hasDeliveryTime: false,
  listings: 0,
  deliveredOrders: 0,
  upheldOrderProblems: 0,
  upheldReports: 0,
};

const best: TrustInputs = {
  gstApproved: true,
  validCouncils: 2,
  responseRate: 100,
  medianResponseMinutes: 30,
  reviewCount: 1000,
  reviewSum: 5000,
  accountAgeDays: 2000,
  hasLogo: true,
  descriptionLength: 1500,
  categories: 8,
  hasDeliveryTime: true,
  listings: 40,
  deliveredOrders: 60,
  upheldOrderProblems: 1,
  upheldReports: 0,
};

describe('the trust score parts', () => {
  it('have maximum points that add up to 100', () => {
    expect(trustParts.reduce((sum, p) => sum + trustMaxPoints[p], 0)).toBe(100);
  });

  it('verification: the approved GSTIN and a valid council membership', () => {
    expect(verificationPart(empty)).toMatchObject({ points: 0, max: 30, values: { gst: 0, councils: 0 } });
    expect(verificationPart({ gstApproved: true, validCouncils: 0 }).points).toBe(
      trustRules.verification.gst,
    );
    expect(verificationPart({ gstApproved: false, validCouncils: 1 }).points).toBe(
      trustRules.verification.council,
    );
    expect(verificationPart({ gstApproved: true, validCouncils: 3 })).toMatchObject({
      points: 30,
      values: { gst: 1, councils: 3 },
    });
  });

  it('response: the rate in proportion, and steps for the median time', () => {
    expect(responsePart(empty)).toMatchObject({ points: 0, max: 20, values: {} });
    expect(responsePart({ responseRate: 50, medianResponseMinutes: null })).toMatchObject({
      points: 7,
      values: { rate: 50 },
    });
    expect(responsePart({ responseRate: 100, medianResponseMinutes: 240 })).toMatchObject({
      points: 20,
      values: { rate: 100, minutes: 240 },
    });
    expect(responsePart({ responseRate: 100, medianResponseMinutes: 241 }).points).toBe(18);
    expect(responsePart({ responseRate: 100, medianResponseMinutes: 2880 }).points).toBe(16);
    expect(responsePart({ responseRate: 100, medianResponseMinutes: 2881 }).points).toBe(14);
  });

  it('reviews: a Bayesian average, so one 5-star review is far from full marks', () => {
    expect(bayesianRating(0, 0)).toBe(3);
    expect(reviewsPart(empty)).toMatchObject({ points: 10, max: 20, values: { count: 0 } });
    const one = reviewsPart({ reviewCount: 1, reviewSum: 5 });
    expect(one).toMatchObject({ points: 12, values: { count: 1, average: 5 } });
    expect(reviewsPart({ reviewCount: 1, reviewSum: 1 }).points).toBe(8);
    expect(reviewsPart({ reviewCount: 50, reviewSum: 250 }).points).toBe(19);
    expect(reviewsPart({ reviewCount: 100_000, reviewSum: 500_000 }).points).toBe(20);
    expect(reviewsPart({ reviewCount: 100_000, reviewSum: 100_000 }).points).toBe(0);
  });

  it('age: in proportion up to a year', () => {
    expect(agePart({ accountAgeDays: 0 })).toMatchObject({ points: 0, max: 5, values: { days: 0 } });
    expect(agePart({ accountAgeDays: 183 }).points).toBe(3);
    expect(agePart({ accountAgeDays: 365 }).points).toBe(5);
    expect(agePart({ accountAgeDays: 4000 })).toMatchObject({ points: 5, values: { days: 4000 } });
  });

  it('catalog: logo, description, categories, delivery time and listings', () => {
    expect(catalogPart(empty)).toMatchObject({ points: 0, max: 15 });
    const c = trustRules.catalog;
    expect(catalogPart({ ...empty, hasLogo: true }).points).toBe(c.logo);
    expect(catalogPart({ ...empty, descriptionLength: c.descriptionChars - 1 }).points).toBe(0);
    expect(catalogPart({ ...empty, descriptionLength: c.descriptionChars }).points).toBe(c.description);
    expect(catalogPart({ ...empty, categories: 1 }).points).toBe(1);
    expect(catalogPart({ ...empty, categories: 12 }).points).toBe(2);
    expect(catalogPart({ ...empty, hasDeliveryTime: true }).points).toBe(c.deliveryTime);
    expect([0, 1, 4, 5, 9, 10, 200].map((listings) => catalogPart({ ...empty, listings }).points)).toEqual([
      0, 2, 2, 3, 3, 5, 5,
    ]);
    expect(catalogPart(best)).toMatchObject({
      points: 15,
      values: { logo: 1, description: 1500, categories: 8, deliveryTime: 1, listings: 40 },
    });
  });

  it('orders: steps by deliveries, each upheld delivery problem taking one back', () => {
    expect(ordersPart(empty)).toMatchObject({ points: 0, max: 10, values: { delivered: 0, problems: 0 } });
    expect(
      [1, 2, 3, 9, 10, 19, 20, 500].map(
        (n) => ordersPart({ deliveredOrders: n, upheldOrderProblems: 0 }).points,
      ),
    ).toEqual([2, 2, 4, 4, 7, 7, 10, 10]);
    expect(ordersPart({ deliveredOrders: 3, upheldOrderProblems: 1 }).points).toBe(2);
    expect(ordersPart({ deliveredOrders: 2, upheldOrderProblems: 5 }).points).toBe(0);
  });

  it('reports: points off per upheld report, down to the maximum penalty', () => {
    expect(reportsPart({ upheldReports: 0 })).toMatchObject({ points: 0, max: 0, values: { upheld: 0 } });
    expect(reportsPart({ upheldReports: 1 }).points).toBe(-reportPenalty.perReport);
    expect(reportsPart({ upheldReports: 50 }).points).toBe(-reportPenalty.maxPenalty);
  });
});

describe('the trust score', () => {
  it('sums the parts, in the documented order', () => {
    const trust = trustScore(best);
    expect(trust.parts.map((p) => p.part)).toEqual([...trustParts]);
    expect(trust.score).toBe(100);
    expect(trustScore(empty).score).toBe(10);
  });

  it('upheld reports take points off the total, which never goes below 0', () => {
    expect(trustScore({ ...best, upheldReports: 2 }).score).toBe(80);
    expect(trustScore({ ...empty, upheldReports: 3 }).score).toBe(0);
  });

  it('stays within 0..100 and each part within its maximum, whatever the inputs', () => {
    const count = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          gstApproved: fc.boolean(),
          validCouncils: count,
          responseRate: fc.option(fc.integer({ min: 0, max: 100 })),
          medianResponseMinutes: fc.option(count),
          reviewCount: count,
          ratingPerReview: fc.double({ min: 1, max: 5, noNaN: true }),
          accountAgeDays: count,
          hasLogo: fc.boolean(),
          descriptionLength: count,
          categories: count,
          hasDeliveryTime: fc.boolean(),
          listings: count,
          deliveredOrders: count,
          upheldOrderProblems: count,
          upheldReports: count,
        }),
        ({ ratingPerReview, ...i }) => {
          const trust = trustScore({ ...i, reviewSum: Math.round(i.reviewCount * ratingPerReview) });
          expect(Number.isInteger(trust.score)).toBe(true);
          expect(trust.score).toBeGreaterThanOrEqual(0);
          expect(trust.score).toBeLessThanOrEqual(100);
          for (const p of trust.parts) expect(p.points).toBeLessThanOrEqual(p.max);
        },
      ),
    );
  });
});
