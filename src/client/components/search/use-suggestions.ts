import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchLimits } from '../../../shared/search/constants';
import type { Suggestion } from '../../../shared/search/schema';
import { api } from '../../lib/api';

/** Waits for a pause in typing before asking the server. */
const typingPauseMs = 200;

export function useSuggestions(text: string) {
  const { i18n } = useTranslation();
  const [term, setTerm] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = term.length >= searchLimits.suggestMin && term.length <= searchLimits.query;
  const query = useQuery<Suggestion[]>({
    queryKey: ['search', 'suggest', term, i18n.resolvedLanguage],
    queryFn: ({ signal }) =>
      api<{ suggestions: Suggestion[] }>(`/search/suggest?q=${encodeURIComponent(term)}`, { signal }).then(
        (r) => r.suggestions,
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return enabled ? (query.data ?? []) : [];
}
