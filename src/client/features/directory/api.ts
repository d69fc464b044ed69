import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryCount } from '../../../shared/categories/schema';
import type { Council, CouncilDetail } from '../../../shared/councils/schema';
import type { Supplier, SupplierDetail, SupplierFacets } from '../../../shared/suppliers/schema';
import { api } from '../../lib/api';

/** The supplier finder's URL parameters, passed to the API as they are. */
export type SupplierSearch = Partial<Record<'q' | 'tab' | 'state' | 'category' | 'minResponseRate', string>>;

export function suppliersQuery(search: SupplierSearch) {
  const params = new URLSearchParams(Object.entries(search).filter(([, v]) => v) as [string, string][]);
  return queryOptions({
    queryKey: ['suppliers', params.toString()],
    queryFn: () => api<{ suppliers: Supplier[] }>(`/suppliers?${params}`).then((r) => r.suppliers),
    placeholderData: keepPreviousData,
  });
}

export const supplierFacetsQuery = () =>
  queryOptions({
    queryKey: ['suppliers', 'facets'],
    queryFn: () => api<SupplierFacets>('/suppliers/facets'),
  });

export const supplierQuery = (id: string) =>
  queryOptions({
    queryKey: ['supplier', id],
    queryFn: () => api<SupplierDetail>(`/suppliers/${encodeURIComponent(id)}`),
    retry: false,
    retryOnMount: false, // a page drawn as 'not found' stays so
  });

export const councilsQuery = () =>
  queryOptions({
    queryKey: ['councils'],
    queryFn: () => api<{ councils: Council[] }>('/councils').then((r) => r.councils),
  });

export const councilQuery = (id: string) =>
  queryOptions({
    queryKey: ['council', id],
    queryFn: () => api<CouncilDetail>(`/councils/${encodeURIComponent(id)}`),
    retry: false,
    retryOnMount: false, // a page drawn as 'not found' stays so
  });

export const categoryCountsQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => api<{ categories: CategoryCount[] }>('/categories').then((r) => r.categories),
  });

export const useSuppliers = (search: SupplierSearch) => useQuery(suppliersQuery(search));
export const useSupplierFacets = () => useQuery(supplierFacetsQuery());
export const useSupplier = (id: string) => useQuery(supplierQuery(id));
export const useCouncils = () => useQuery(councilsQuery());
export const useCouncil = (id: string) => useQuery(councilQuery(id));
export const useCategoryCounts = () => useQuery(categoryCountsQuery());
