import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Filters as the user types (after a short pause) and at once on Enter. */
export function SupplierSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string, replace: boolean) => void;
}) {
  const { t } = useTranslation('directory');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward changes the URL: show its term.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <search className="flex flex-1">
      <form
        className="flex flex-1 gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(timer.current);
          onSearch(text.trim(), false);
        }}
      >
        <label className="relative flex-1">
          <span className="sr-only">{t('directory:suppliers.searchLabel')}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('directory:suppliers.searchPlaceholder')}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setText(next);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => onSearch(next.trim(), true), 300);
            }}
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
