import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { supplierProfileLimits } from '../../../../shared/suppliers/constants';
import { useTypedSearch } from '../../../lib/use-search-input';

/**
 * Filters as the user types (after a short pause) and at once on Enter. The input is uncontrolled
 * and the form a React action, so a search sent before the page is hydrated is not lost.
 */
export function SupplierSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string, replace: boolean) => void;
}) {
  const { t } = useTranslation('directory');
  const { input, send, onChange } = useTypedSearch(value, onSearch);

  return (
    <search className="flex flex-1">
      <form action={(data) => send(String(data.get('q') ?? '').trim())} className="flex flex-1 gap-2">
        <label className="relative flex-1">
          <span className="sr-only">{t('directory:suppliers.searchLabel')}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={input}
            type="search"
            name="q"
            defaultValue={value}
            maxLength={supplierProfileLimits.search}
            placeholder={t('directory:suppliers.searchPlaceholder')}
            onChange={onChange}
            className="w-full rounded-md border border-slate-300 py-2 ps-9 pe-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('directory:suppliers.search')}
        </button>
      </form>
    </search>
  );
}
