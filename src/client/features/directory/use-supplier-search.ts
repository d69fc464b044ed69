import { type SupplierTab, supplierTabs } from '../../../shared/suppliers/constants';
import { useSearchParams } from '../../lib/router';
import type { SupplierSearch } from './api';

export const filterKeys = ['state', 'category', 'minResponseRate'] as const;
export type SupplierFilters = Partial<Record<(typeof filterKeys)[number], string>>;

const isTab = (v: string | null): v is SupplierTab => (supplierTabs as readonly string[]).includes(v ?? '');

/** The finder's state as its URL holds it (?q=&tab=&state=&category=&minResponseRate=). */
export function readSupplierSearch(params: URLSearchParams) {
  const tabParam = params.get('tab');
  const tab: SupplierTab = isTab(tabParam) ? tabParam : 'all';
  const rate = params.get('minResponseRate') ?? '';
  const filters: SupplierFilters = {
    state: params.get('state') ?? undefined,
    category: params.get('category') ?? undefined,
    // A hand-edited URL with a bad rate is ignored rather than sent on to fail.
    minResponseRate: /^\d{1,3}$/.test(rate) && Number(rate) <= 100 ? rate : undefined,
  };
  const search: SupplierSearch = { q: params.get('q')?.trim() || undefined, tab, ...filters };
  return { search, tab, filters, activeFilters: filterKeys.filter((k) => filters[k]).length };
}

/** The query string with `patch` applied ('all' is the tab's default, so it is left out). */
export function withSearch(params: URLSearchParams, patch: SupplierSearch): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value && !(key === 'tab' && value === 'all')) next.set(key, value);
    else next.delete(key);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

export function useSupplierSearch() {
  const [params, setParams] = useSearchParams();
  const update = (patch: SupplierSearch, replace = false) =>
    setParams((prev) => new URLSearchParams(withSearch(prev, patch)), { replace });
  return { ...readSupplierSearch(params), params, update };
}
