import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchResults } from '../../../shared/search/schema';
import { api } from '../../lib/api';

/** Results for the page's URL parameters, passed to the API as they are (it validates them). */
export function useSearchResults(params: URLSearchParams) {
  const { i18n } = useTranslation();
  const key = params.toString();
  return useQuery({
    queryKey: ['search', key, i18n.resolvedLanguage],
    queryFn: ({ signal }) => api<SearchResults>(`/search?${key}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
