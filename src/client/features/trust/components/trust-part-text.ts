import type { TFunction } from 'i18next';
import { reportPenalty, reviewPrior, trustMaxPoints, trustRules } from '../../../../shared/trust/constants';
import type { TrustPart } from '../../../../shared/trust/schema';
import { repliesIn } from '../../../components/suppliers/use-supplier-stats';

const num = (v: string | number | undefined) => (v === undefined ? undefined : Number(v));
const bestResponseHours = trustRules.response.time[0][0] / 60;
const fullListings = trustRules.catalog.listings[0][0];

/** Each part's rule (trust:parts.<part>.rule) with its figures from the shared rules. */
export function partRule(t: TFunction, part: TrustPart['part']) {
  const values = {
    verification: { gst: trustRules.verification.gst, council: trustRules.verification.council },
    response: {
      rate: trustRules.response.rate,
      time: trustRules.response.time[0][1],
      hours: bestResponseHours,
    },
    reviews: { weight: reviewPrior.weight, mean: reviewPrior.mean, max: trustMaxPoints.reviews },
    age: { days: trustRules.age.fullDays },
    catalog: { chars: trustRules.catalog.descriptionChars, listings: fullListings },
    orders: { max: trustMaxPoints.orders, orders: trustRules.orders[0][0] },
    reports: { per: reportPenalty.perReport, max: reportPenalty.maxPenalty },
  }[part];
  return t(`trust:parts.${part}.rule`, values);
}

/** What this supplier has for a part, from its `values` (a figure the server has no data for is absent). */
export function partFacts(t: TFunction, { part, values: v }: TrustPart, isExample = false): string[] {
  const k = (key: string, values?: Record<string, unknown>) => t(`trust:parts.${part}.${key}`, values);
  switch (part) {
    case 'verification': {
      const councils = num(v.councils) ?? 0;
      return [
        k(num(v.gst) ? 'gstYes' : 'gstNo'),
        councils > 0 ? k('councils', { count: councils }) : k('noCouncils'),
      ];
    }
    case 'response': {
      const facts = [];
      if (v.rate !== undefined) facts.push(k('rate', { rate: v.rate }));
      // Breakdowns stored before `minutes` carry `hours`; both read as the card words them.
      const minutes = num(v.minutes) ?? (v.hours === undefined ? undefined : Number(v.hours) * 60);
      if (minutes !== undefined) facts.push(repliesIn(t, minutes) as string);
      return facts.length ? facts : [k('none')];
    }
    case 'reviews': {
      const count = num(v.count) ?? 0;
      return [count > 0 ? k('average', { count, average: v.average }) : k('none')];
    }
    case 'age':
      return [k('days', { count: num(v.days) ?? 0 })];
    case 'catalog':
      return [
        k(num(v.logo) ? 'logoYes' : 'logoNo'),
        (num(v.description) ?? 0) >= trustRules.catalog.descriptionChars
          ? k('descriptionYes')
          : k('descriptionNo', { chars: trustRules.catalog.descriptionChars }),
        k('categories', { count: num(v.categories) ?? 0 }),
        k(num(v.deliveryTime) ? 'deliveryYes' : 'deliveryNo'),
        // An example's count is a sample figure, not listings it published.
        isExample
          ? k('exampleListings', { value: num(v.listings) ?? 0 })
          : k('listings', { count: num(v.listings) ?? 0 }),
      ];
    case 'orders': {
      const delivered = num(v.delivered) ?? 0;
      const problems = num(v.problems) ?? 0;
      return [
        delivered > 0 ? k('delivered', { count: delivered }) : k('none'),
        ...(problems > 0 ? [k('problems', { count: problems })] : []),
      ];
    }
    case 'reports': {
      const upheld = num(v.upheld) ?? 0;
      return [upheld > 0 ? k('upheld', { count: upheld }) : k('none')];
    }
  }
}
