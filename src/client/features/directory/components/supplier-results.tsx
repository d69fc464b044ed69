import { useTranslation } from 'react-i18next';
import { SupplierCard } from '../../../components/suppliers/supplier-card';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { type SupplierSearch, useSuppliers } from '../api';
import { LoadError } from './load-error';

export function SupplierResults({ search, onClear }: { search: SupplierSearch; onClear?: () => void }) {
  const { t } = useTranslation('directory');
  const format = useFormat();
  const suppliers = useSuppliers(search);
  if (suppliers.isPending) return <Spinner />;
  if (suppliers.isError)
    return <LoadError messageKey="directory:suppliers.loadError" onRetry={() => suppliers.refetch()} />;
  const list = suppliers.data;
  return (
    <div aria-busy={suppliers.isFetching}>
      <p aria-live="polite" className="mb-4 text-sm text-slate-600">
        {t('directory:suppliers.results', { count: list.length, value: format.number(list.length) })}
      </p>
      {list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">{t('directory:suppliers.empty')}</p>
          {onClear && (
            <button
              type="button"
              onClick={onClear}
              className="mt-3 text-sm font-medium text-brand-700 underline"
            >
              {t('directory:suppliers.filters.clear')}
            </button>
          )}
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((s) => (
            <li key={s.id}>
              <SupplierCard supplier={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
