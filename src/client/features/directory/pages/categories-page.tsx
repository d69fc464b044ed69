import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta';
import { categoryCountsQuery, councilsQuery } from '../api';
import { CategoryGrid } from '../components/category-grid';
import { CouncilGrid } from '../components/council-grid';

export const queries = () => [categoryCountsQuery(), councilsQuery()];

export default function CategoriesPage() {
  const { t } = useTranslation(['directory', 'common']);
  usePageMeta('common:pages.categories', 'common:pageDescriptions.categories');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t('common:pages.categories')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('directory:categories.subtitle')}</p>
      <section aria-labelledby="categories-heading" className="mt-8">
        <h2 id="categories-heading" className="mb-4 text-xl font-semibold text-ink">
          {t('directory:categories.heading')}
        </h2>
        <CategoryGrid />
      </section>
      <section aria-labelledby="councils-heading" className="mt-12">
        <h2 id="councils-heading" className="text-xl font-semibold text-ink">
          {t('directory:councils.heading')}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">{t('directory:councils.subtitle')}</p>
        <CouncilGrid />
      </section>
    </div>
  );
}
