import { routes } from '../routes';
import { searchFilterKeys } from './constants';

export type SearchUrlParams = Partial<
  Record<'q' | (typeof searchFilterKeys)[number] | 'page', string | number>
>;

/** /search with the query and filters in the URL, in a stable order; empty values are left out. */
export function searchPath(params: SearchUrlParams): string {
  const query = new URLSearchParams();
  for (const key of ['q', ...searchFilterKeys, 'page'] as const) {
    const value = params[key];
    if (value !== undefined && String(value).trim() !== '') query.set(key, String(value).trim());
  }
  const text = query.toString();
  return text ? `${routes.search()}?${text}` : routes.search();
}
