import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../shared/home/schema';
import type { Supplier } from '../../../shared/suppliers/schema';
import { api } from '../../lib/api';

/** The map's regions and the carousel's use cases, in the UI language. */
export function useHomeData() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['home', i18n.resolvedLanguage],
    queryFn: () => api<HomeData>('/home'),
    staleTime: 10 * 60_000,
  });
}

/** How many supplier cards the home page shows. */
const sampleCount = 3;

export function useSampleSuppliers() {
  return useQuery({
    queryKey: ['suppliers', 'home-samples'],
    queryFn: () =>
      api<{ suppliers: Supplier[] }>('/suppliers').then((r) =>
        r.suppliers.filter((s) => s.isExample).slice(0, sampleCount),
      ),
  });
}
