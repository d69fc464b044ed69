import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogSort } from '../../../shared/catalogs/constants';
import type { CatalogSummary } from '../../../shared/catalogs/schema';
import type { ProductForm, ProductSummary } from '../../../shared/products/schema';
import { api } from '../../lib/api';

export interface ListQuery {
  q: string;
  sort: CatalogSort;
}

const search = ({ q, sort }: ListQuery) => new URLSearchParams(q ? { q, sort } : { sort }).toString();

export function useMyCatalogs(query: ListQuery) {
  return useQuery({
    queryKey: ['my-catalogs', query],
    queryFn: () =>
      api<{ catalogs: CatalogSummary[] }>(`/catalogs/mine?${search(query)}`).then((r) => r.catalogs),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyProducts(query: ListQuery) {
  return useQuery({
    queryKey: ['my-products', query],
    queryFn: () =>
      api<{ products: ProductSummary[] }>(`/products/mine?${search(query)}`).then((r) => r.products),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Deletes a catalog or a product (rows and photos) and refreshes the lists. */
export function useDeleteItem(kind: 'catalog' | 'product') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/${kind === 'catalog' ? 'catalogs' : 'products'}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [kind === 'catalog' ? 'my-catalogs' : 'my-products'] }),
  });
}

/** The product and its edited photos in one request. */
export function addProduct(form: ProductForm, images: Blob[]) {
  const body = new FormData();
  body.append('details', JSON.stringify(form));
  images.forEach((blob, i) => {
    body.append('images', blob, `photo-${i + 1}.jpg`);
  });
  return api<{ id: string }>('/products', { method: 'POST', body });
}
