import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryCount } from '../../../shared/categories/schema';
import type { Council, CouncilDetail } from '../../../shared/councils/schema';
import type { Supplier, SupplierDetail, SupplierFacets } from '../../../shared/suppliers/schema';
import { api } from '../../lib/api';

/** The supplier finder's URL parameters, passed to the API as they are. */
export type SupplierSearch = Partial<Record<'q' | 'tab' | 'state' | 'category' | 'minResponseRate', string>>;

export function useSuppliers(search: SupplierSearch) {
  const params = new URLSearchParams(Object.entries(search).filter(([, v]) => v) as [string, string][]);
  return useQuery({
    queryKey: ['suppliers', params.toString()],
    queryFn: () => api<{ suppliers: Supplier[] }>(`/suppliers?${params}`).then((r) => r.suppliers),
    placeholderData: keepPreviousData,
  });
}

export function useSupplierFacets() {
  return useQuery({
    queryKey: ['suppliers', 'facets'],
    queryFn: () => api<SupplierFacets>('/suppliers/facets'),
  });
}

export function useSupplier(id: string) {
  return useQuery({
    queryKey: ['supplier', id],
    queryFn: () => api<SupplierDetail>(`/suppliers/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export function useCouncils() {
  return useQuery({
    queryKey: ['councils'],
    queryFn: () => api<{ councils: Council[] }>('/councils').then((r) => r.councils),
  });
}

export function useCouncil(id: string) {
  return useQuery({
    queryKey: ['council', id],
    queryFn: () => api<CouncilDetail>(`/councils/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export function useCategoryCounts() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => api<{ categories: CategoryCount[] }>('/categories').then((r) => r.categories),
  });
}
