import { useSearchParams } from 'react-router';
import { type SupplierTab, supplierTabs } from '../../../shared/suppliers/constants';
import type { SupplierSearch } from './api';

export const filterKeys = ['state', 'category', 'minResponseRate'] as const;
export type SupplierFilters = Partial<Record<(typeof filterKeys)[number], string>>;

const isTab = (v: string | null): v is SupplierTab => (supplierTabs as readonly string[]).includes(v ?? '');

/** The finder's state lives in the URL (?q=&tab=&state=&category=&minResponseRate=). */
export function useSupplierSearch() {
  const [params, setParams] = useSearchParams();
  const tab: SupplierTab = isTab(params.get('tab')) ? (params.get('tab') as SupplierTab) : 'all';
  const rate = params.get('minResponseRate') ?? '';
  const filters: SupplierFilters = {
    state: params.get('state') ?? undefined,
    category: params.get('category') ?? undefined,
    // A hand-edited URL with a bad rate is ignored rather than sent on to fail.
    minResponseRate: /^\d{1,3}$/.test(rate) && Number(rate) <= 100 ? rate : undefined,
  };
  const search: SupplierSearch = { q: params.get('q')?.trim() || undefined, tab, ...filters };

  function update(patch: SupplierSearch, replace = false) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value && !(key === 'tab' && value === 'all')) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  }

  const activeFilters = filterKeys.filter((k) => filters[k]).length;
  return { search, tab, filters, activeFilters, update };
}
