import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screenQuery } from '../../../shared/screens';
import type { SearchResults } from '../../../shared/search/schema';
import { api } from '../../lib/api';

/**
 * Results for the page's URL parameters, passed to the API as the server draws the page from them
 * (shared/screens.ts: sorted, without others), so the browser finds the answers the page was drawn with.
 */
export function searchResultsQuery(params: URLSearchParams, language: string | undefined) {
  const key = screenQuery('search', params);
  return queryOptions({
    queryKey: ['search', key, language],
    queryFn: ({ signal }) => api<SearchResults>(`/search?${key}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSearchResults(params: URLSearchParams) {
  const { i18n } = useTranslation();
  return useQuery(searchResultsQuery(params, i18n.resolvedLanguage));
}
