import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogSort } from '../../../shared/catalogs/constants';
import type { CatalogSummary } from '../../../shared/catalogs/schema';
import type { Product, ProductForm, ProductSummary } from '../../../shared/products/schema';
import { downloadSavedPhotos } from '../../components/media/read-photos';
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
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: [kind, id] });
      return client.invalidateQueries({ queryKey: [kind === 'catalog' ? 'my-catalogs' : 'my-products'] });
    },
  });
}

const getProduct = (id: string) =>
  api<{ product: Product }>(`/products/${encodeURIComponent(id)}`).then((r) => r.product);

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: () => getProduct(id),
    retry: false,
    retryOnMount: false, // a page drawn as 'not found' stays so
  });

export const useProduct = (id: string) => useQuery(productQuery(id));

/** A saved product with its photos downloaded, to re-open it in the add-product steps. */
export function useProductForEditing(id: string | undefined) {
  return useQuery({
    queryKey: ['product', id, 'editing'],
    enabled: Boolean(id),
    retry: false,
    gcTime: 0,
    queryFn: async () => {
      const product = await getProduct(id ?? '');
      const photos = await downloadSavedPhotos(
        product.id,
        product.images.map((i) => i.sourceUrl),
      );
      return { product, photos };
    },
  });
}

/** The product and its edited photos in one request; `id` replaces a saved product. */
export function saveProduct(form: ProductForm, images: Blob[], id?: string) {
  const body = new FormData();
  body.append('details', JSON.stringify(form));
  images.forEach((blob, i) => {
    body.append('images', blob, `photo-${i + 1}.jpg`);
  });
  return api<{ id: string }>(id ? `/products/${encodeURIComponent(id)}` : '/products', {
    method: id ? 'PUT' : 'POST',
    body,
  });
}
