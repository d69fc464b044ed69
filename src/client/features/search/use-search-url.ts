import { searchFilterKeys } from '../../../shared/search/constants';
import { type SearchUrlParams, searchPath } from '../../../shared/search/url';
import { useSearchParams } from '../../lib/router';

export type FilterValues = Partial<Record<(typeof searchFilterKeys)[number], string>>;

/** The query, filters and page of /search live in the URL; changing one starts again at page 1. */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const filters: FilterValues = {};
  for (const key of searchFilterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const activeFilters = Object.keys(filters).length;
  const go = (next: SearchUrlParams) =>
    setParams(new URL(searchPath(next), window.location.origin).searchParams);
  return {
    params,
    q,
    page,
    filters,
    activeFilters,
    setFilters: (f: FilterValues) => go({ q, ...f }),
    clearFilters: () => go({ q }),
    setPage: (n: number) => go({ q, ...filters, page: n > 1 ? n : undefined }),
  };
}
