import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { SupplierFilters as Filters } from '../use-supplier-search';

// The dialog's code and the filter options are fetched when it is first opened, not with the page.
const SupplierFilterDialog = lazy(() => import('./supplier-filter-dialog'));

interface Props {
  filters: Filters;
  activeCount: number;
  onApply: (filters: Filters) => void;
}

/** The Filter button, showing how many filters are on, and the dialog it opens. */
export function SupplierFilters({ filters, activeCount, onApply }: Props) {
  const { t } = useTranslation('directory');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('directory:suppliers.filter')}
        {activeCount > 0 && (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
            {format.number(activeCount)}
            <span className="sr-only">
              {' '}
              {t('directory:suppliers.filters.active', { count: activeCount })}
            </span>
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SupplierFilterDialog
            filters={filters}
            onApply={onApply}
            onClose={() => setOpen(false)}
            opener={button}
          />
        </Suspense>
      )}
    </>
  );
}
