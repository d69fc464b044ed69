import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog, CatalogForm } from '../../../shared/catalogs/schema';
import type { UploadedPhoto } from '../../components/media/upload-area';
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
      const photos: UploadedPhoto[] = await Promise.all(
        catalog.images.map(async (image, i) => {
          const res = await fetch(image.sourceUrl, { credentials: 'same-origin' });
          if (!res.ok) throw new Error(res.statusText);
          const blob = await res.blob();
          return {
            id: `saved-${catalog.id}-${i}`,
            name: `photo-${i + 1}.jpg`,
            blob,
            url: URL.createObjectURL(blob),
          };
        }),
      );
      return { catalog, photos };
    },
  });
}
