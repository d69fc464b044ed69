import * as Tabs from '@radix-ui/react-tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supplierTabs } from '../../../../shared/suppliers/constants';
import { HydrateInTurn } from '../../../components/ui/hydrate-in-turn';
import { usePageMeta } from '../../../lib/page-meta';
import { SupplierFilters } from '../components/supplier-filters';
import { SupplierResults } from '../components/supplier-results';
import { SupplierSearchBox } from '../components/supplier-search-box';
import { filterKeys, useSupplierSearch } from '../use-supplier-search';

export default function SuppliersPage() {
  const { t } = useTranslation(['directory', 'common']);
  usePageMeta('common:pages.suppliers', 'common:pageDescriptions.suppliers');
  const { search, tab, filters, activeFilters, update } = useSupplierSearch();
  const narrowed = Boolean(search.q) || activeFilters > 0;
  const panelId = useId();
  const clear = () => update({ q: undefined, ...Object.fromEntries(filterKeys.map((k) => [k, undefined])) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('common:pages.suppliers')}</h1>
      <p className="mt-2 text-slate-600">{t('directory:suppliers.subtitle')}</p>
      <HydrateInTurn>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <SupplierSearchBox value={search.q ?? ''} onSearch={(q, replace) => update({ q }, replace)} />
          <SupplierFilters filters={filters} activeCount={activeFilters} onApply={(f) => update(f)} />
        </div>
      </HydrateInTurn>
      <HydrateInTurn>
        <Tabs.Root value={tab} onValueChange={(value) => update({ tab: value })} className="mt-6">
          <Tabs.List
            className="flex gap-1 overflow-x-auto border-b border-slate-200"
            aria-label={t('common:pages.suppliers')}
          >
            {supplierTabs.map((id) => (
              <Tabs.Trigger
                key={id}
                value={id}
                aria-controls={panelId}
                className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-medium text-slate-600 hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                {t(`directory:suppliers.tabs.${id}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* One panel whatever the tab (the tab is a filter): Tabs.Content would mount a Presence per
            tab, each forcing a style recalculation of the whole page as it mounts. */}
          <div
            role="tabpanel"
            id={panelId}
            aria-label={t(`directory:suppliers.tabs.${tab}`)}
            className="pt-6"
          >
            <HydrateInTurn>
              <SupplierResults search={search} onClear={narrowed ? clear : undefined} />
            </HydrateInTurn>
          </div>
        </Tabs.Root>
      </HydrateInTurn>
      <p className="mt-8 text-xs text-slate-500">{t('directory:exampleNote')}</p>
    </div>
  );
}
