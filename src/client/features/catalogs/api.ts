import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog, CatalogForm } from '../../../shared/catalogs/schema';
import { downloadSavedPhotos } from '../../components/media/read-photos';
import { api } from '../../lib/api';

export const catalogQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalog', id],
    queryFn: () => api<{ catalog: Catalog }>(`/catalogs/${encodeURIComponent(id)}`).then((r) => r.catalog),
    retry: false,
    retryOnMount: false, // a page drawn as 'not found' stays so
  });

export const useCatalog = (id: string) => useQuery(catalogQuery(id));

/**
 * Saves the whole catalog in one request: the form values (the server validates them with the
 * same schema) and the edited JPEGs in order. `id` replaces a saved catalog.
 */
export function saveCatalog(form: CatalogForm, images: Blob[], id?: string) {
  const body = new FormData();
  body.append('details', JSON.stringify(form));
  images.forEach((blob, i) => {
    body.append('images', blob, `photo-${i + 1}.jpg`);
  });
  return api<{ id: string }>(id ? `/catalogs/${encodeURIComponent(id)}` : '/catalogs', {
    method: id ? 'PUT' : 'POST',
    body,
  });
}

/** A saved catalog with its photos downloaded, to re-open it in the wizard. */
export function useCatalogForEditing(id: string | null) {
  return useQuery({
    queryKey: ['catalog', id, 'editing'],
    enabled: Boolean(id),
    retry: false,
    gcTime: 0,
    queryFn: async () => {
      const { catalog } = await api<{ catalog: Catalog }>(`/catalogs/${encodeURIComponent(id ?? '')}`);
      const photos = await downloadSavedPhotos(
        catalog.id,
        catalog.images.map((i) => i.sourceUrl),
      );
      return { catalog, photos };
    },
  });
}
