import { useTranslation } from 'react-i18next';
import { supplierTabs } from '../../../../shared/suppliers/constants';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { suppliersQuery } from '../api';
import { SupplierFilters } from '../components/supplier-filters';
import { SupplierResults } from '../components/supplier-results';
import { SupplierSearchBox } from '../components/supplier-search-box';
import { filterKeys, readSupplierSearch, useSupplierSearch, withSearch } from '../use-supplier-search';

export const queries = ({ search }: PageLocation) => [suppliersQuery(readSupplierSearch(search).search)];

export default function SuppliersPage() {
  const { t } = useTranslation(['directory', 'common']);
  usePageMeta('common:pages.suppliers', 'common:pageDescriptions.suppliers');
  const { search, tab, filters, activeFilters, params, update } = useSupplierSearch();
  const narrowed = Boolean(search.q) || activeFilters > 0;
  const clear = () => update({ q: undefined, ...Object.fromEntries(filterKeys.map((k) => [k, undefined])) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('common:pages.suppliers')}</h1>
      <p className="mt-2 text-slate-600">{t('directory:suppliers.subtitle')}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <SupplierSearchBox value={search.q ?? ''} onSearch={(q, replace) => update({ q }, replace)} />
        <SupplierFilters filters={filters} activeCount={activeFilters} onApply={(f) => update(f)} />
      </div>
      {/* The tabs filter the list through the URL: links, so they work from the first paint. */}
      <nav aria-label={t('common:pages.suppliers')} className="mt-6">
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {supplierTabs.map((id) => (
            <li key={id}>
              <Link
                to={{ search: withSearch(params, { tab: id }) }}
                aria-current={id === tab ? 'page' : undefined}
                className="-mb-px block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700 sm:px-4"
              >
                {t(`directory:suppliers.tabs.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t(`directory:suppliers.tabs.${tab}`)} className="pt-6">
        <SupplierResults search={search} onClear={narrowed ? clear : undefined} />
      </section>
      <p className="mt-8 text-xs text-slate-500">{t('directory:exampleNote')}</p>
    </div>
  );
}
