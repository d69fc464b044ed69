import { routes } from '../../../../shared/routes';
import { useSearchParams } from '../../../lib/router';

export const adminTabs = [
  'queue',
  // Second: people waiting for an answer, and its count in sight on a phone.
  'support',
  'users',
  'reports',
  'inboxes',
  'audit',
] as const satisfies readonly NonNullable<Parameters<typeof routes.admin>[0]>[];
export type AdminTab = (typeof adminTabs)[number];

const oneOf = <T extends string>(options: readonly [T, ...T[]], value: string | null): T =>
  options.find((option) => option === value) ?? options[0];

/**
 * The console's state lives in its address (?tab=, status=, q=, inbox=, offset=, request=): a reload or a
 * shared link opens the same list, and every tab, filter and page is a link that works at once.
 */
export function useAdminUrl() {
  const [params] = useSearchParams();
  const offset = Number.parseInt(params.get('offset') ?? '', 10);
  return {
    tab: oneOf(adminTabs, params.get('tab')),
    q: params.get('q') ?? '',
    offset: offset > 0 ? offset : 0,
    /** The parameter `name` if it is one of `options`, else the first option. */
    choice: <T extends string>(name: string, options: readonly [T, ...T[]]) =>
      oneOf(options, params.get(name)),
    /** This address with `changes` made (null or '' removes one); a change other than paging goes back to the first page. */
    hrefWith(changes: Record<string, string | number | null>) {
      const next = new URLSearchParams(params);
      if (!('offset' in changes)) next.delete('offset');
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '' || value === 0) next.delete(name);
        else next.set(name, String(value));
      }
      return next.size ? `${routes.admin()}?${next}` : routes.admin();
    },
  };
}
