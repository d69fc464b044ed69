import { useQuery } from '@tanstack/react-query';
import type { ImageSearchResult, ImageSearchUploadResult } from '../../../shared/image-search/schema';
import { api } from '../../lib/api';

export const imageSearchKey = (signature: string) => ['image-search', signature] as const;

export function searchByImage(photo: File): Promise<ImageSearchUploadResult> {
  const body = new FormData();
  body.append('photo', photo);
  return api<ImageSearchUploadResult>('/search/image', { method: 'POST', body });
}

/** The results of a search, by the photo's signature (already cached right after the upload). */
export function useImageSearch(signature: string) {
  return useQuery({
    queryKey: imageSearchKey(signature),
    queryFn: () => api<ImageSearchResult>(`/search/image?signature=${encodeURIComponent(signature)}`),
    enabled: signature.length > 0,
    retry: false,
  });
}
