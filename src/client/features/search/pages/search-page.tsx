import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search/search-box';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { searchResultsQuery, useSearchResults } from '../api';
import { SearchEmpty } from '../components/search-empty';
import { SearchFilters } from '../components/search-filters';
import { SearchResults } from '../components/search-results';
import { useSearchUrl } from '../use-search-url';

export const queries = ({ search, language }: PageLocation) => [searchResultsQuery(search, language)];

export default function SearchPage() {
  const { t } = useTranslation(['search', 'directory', 'media', 'common']);
  usePageMeta('search:meta.title', 'search:meta.description');
  const { params, q, filters, activeFilters, setFilters, clearFilters, setPage } = useSearchUrl();
  const { data, error, isPending, isPlaceholderData, refetch } = useSearchResults(params);
  const clear = activeFilters > 0 ? clearFilters : undefined;
  const badInput = error instanceof ApiError && error.status === 400;
  const nothing =
    data && data.catalogs.total === 0 && data.products.total === 0 && data.suppliers.total === 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        {q ? t('search:results.heading', { q }) : t('search:results.headingAll')}
      </h1>
      <div className="mt-4 max-w-3xl">
        <SearchBox initialQuery={q} keep={filters} />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside>
          <SearchFilters
            key={params.toString()}
            values={filters}
            activeCount={activeFilters}
            locations={data?.locations ?? []}
            onApply={setFilters}
            onClear={clearFilters}
          />
        </aside>
        <div
          aria-busy={isPending || isPlaceholderData}
          className={isPlaceholderData ? 'opacity-60' : undefined}
        >
          {error ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
              <p>{badInput ? error.message : t('search:results.loadError')}</p>
              {error instanceof ApiError && error.fields && (
                <ul className="mt-2 list-disc ps-5 text-sm">
                  {Object.entries(error.fields).map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                onClick={badInput ? clearFilters : () => refetch()}
                className="mt-4 font-medium underline"
              >
                {badInput ? t('search:empty.clearFilters') : t('search:results.retry')}
              </button>
            </div>
          ) : !data ? (
            <Spinner />
          ) : nothing ? (
            <SearchEmpty q={q} onClearFilters={clear} />
          ) : (
            <SearchResults results={data} onPage={setPage} />
          )}
        </div>
      </div>
    </div>
  );
}
