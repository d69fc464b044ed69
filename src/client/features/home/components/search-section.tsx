import { useTranslation } from 'react-i18next';
import { quickSearches } from '../../../../shared/search/constants';
import { searchPath } from '../../../../shared/search/url';
import { SearchBox, useAnnounceSearch } from '../../../components/search/search-box';
import { Link } from '../../../lib/router';

export function SearchSection() {
  const { t } = useTranslation(['home', 'search']);
  const announce = useAnnounceSearch();
  return (
    <section aria-labelledby="search-title" className="px-4 pb-16">
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-md sm:p-8 sm:short:p-5">
        <h2 id="search-title" className="text-center text-2xl font-bold text-ink">
          {t('home:search.title')}
        </h2>
        <p className="mt-2 text-center text-slate-600">{t('home:search.subtitle')}</p>
        <div className="mt-6 short:mt-4">
          <SearchBox large />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm text-slate-500">{t('search:quick.label')}</span>
          {/* Links, so they work from the first paint. */}
          {quickSearches.map(({ id, query }) => (
            <Link
              key={id}
              to={searchPath({ q: query })}
              onClick={() => announce(query)}
              className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
            >
              {t(`search:quick.${id}`)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
