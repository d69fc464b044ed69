import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { Link } from '../../../lib/router';

/** Nothing matched: say so, say why it may be, and offer the ways out. */
export function SearchEmpty({ q, onClearFilters }: { q: string; onClearFilters?: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div role="status" className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <SearchX aria-hidden className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-ink">{t('search:empty.title')}</h2>
      <p className="mt-2 text-slate-600">
        {q ? t('search:empty.body', { q }) : t('search:empty.bodyNoQuery')}
      </p>
      <p className="mt-1 text-sm text-slate-500">{t('search:empty.tips')}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {onClearFilters && (
          <button type="button" onClick={onClearFilters} className={buttonClass.primary}>
            {t('search:empty.clearFilters')}
          </button>
        )}
        <Link to={routes.suppliers()} className={buttonClass.secondary}>
          {t('search:empty.browseSuppliers')}
        </Link>
      </div>
    </div>
  );
}
