import { useTranslation } from 'react-i18next';
import { searchPath } from '../../../../shared/search/url';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useCategoryCounts } from '../api';
import { CategoryIcon } from './category-icon';
import { LoadError } from './load-error';

/** The catalog categories with how many catalogs each holds now; each opens its search results. */
export function CategoryGrid() {
  const { t } = useTranslation('directory');
  const format = useFormat();
  const categories = useCategoryCounts();
  if (categories.isPending) return <Spinner />;
  if (categories.isError)
    return <LoadError messageKey="directory:categories.loadError" onRetry={() => categories.refetch()} />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {categories.data.map((c) => (
        <li key={c.id}>
          <Link
            to={searchPath({ category: c.id })}
            className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-500 hover:bg-brand-50"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700">
              <CategoryIcon category={c.id} className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-medium text-ink">{t(`directory:categories.names.${c.id}`)}</span>
              <span className="block text-xs text-slate-500">
                {t('directory:categories.catalogs', {
                  count: c.catalogCount,
                  value: format.number(c.catalogCount),
                })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
