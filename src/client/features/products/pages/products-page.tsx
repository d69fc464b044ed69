import { Plus, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogSort, catalogSorts } from '../../../../shared/catalogs/constants';
import { routes } from '../../../../shared/routes';
import { PdfLink, pdfPaths } from '../../../components/catalogs/pdf-link';
import { buttonClass, inputClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useSearchParams } from '../../../lib/router';
import { useTypedSearch } from '../../../lib/use-search-input';
import { useBusiness } from '../../account/api';
import { useAuth } from '../../auth/use-auth';
import { type ListQuery, useMyCatalogs, useMyProducts } from '../api';
import { InventoryCard, type InventoryItem } from '../components/inventory-card';

/** /products and /upload: the supplier's catalogs and products, searchable and sortable. */
export default function ProductsPage() {
  const { t } = useTranslation(['products', 'catalog']);
  usePageMeta('common:pages.products', 'common:pageDescriptions.products');
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as CatalogSort | null;
  const query: ListQuery = {
    q: params.get('q') ?? '',
    sort: sortParam && catalogSorts.includes(sortParam) ? sortParam : 'newest',
  };
  const setParam = (name: string, value: string) =>
    setParams((p) => withParam(p, name, value), { replace: true });
  // Search as the user types, once they pause.
  const search = useTypedSearch(query.q, (q) => setParam('q', q));

  const catalogs = useMyCatalogs(query);
  const products = useMyProducts(query);

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('list.title')}</h1>
          <p className="text-slate-600">{t('list.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OwnCatalogPdf />
          <Link to={routes.addProduct()} className={buttonClass.secondary}>
            <Plus aria-hidden className="size-4" />
            {t('list.addProduct')}
          </Link>
          <Link to={routes.catalog()} className={buttonClass.primary}>
            <Plus aria-hidden className="size-4" />
            {t('list.createCatalog')}
          </Link>
        </div>
      </header>
      <div className="flex flex-wrap gap-3">
        <label className="relative min-w-64 flex-1">
          <span className="sr-only">{t('list.searchLabel')}</span>
          <Search aria-hidden className="absolute top-2.5 start-3 size-4 text-slate-400" />
          <input
            ref={search.input}
            type="search"
            defaultValue={query.q}
            onChange={search.onChange}
            placeholder={t('list.searchPlaceholder')}
            className={`${inputClass} ps-9`}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('list.sortLabel')}
          <select
            value={query.sort}
            onChange={(e) => setParam('sort', e.target.value === 'newest' ? '' : e.target.value)}
            className={`${inputClass} w-auto`}
          >
            {catalogSorts.map((s) => (
              <option key={s} value={s}>
                {t(`list.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Section
        title={t('list.catalogs')}
        kind="catalog"
        items={catalogs.data}
        state={catalogs}
        searching={!!query.q}
      />
      <Section
        title={t('list.products')}
        kind="product"
        items={products.data}
        state={products}
        searching={!!query.q}
      />
    </div>
  );
}

/** The supplier's own catalog PDF, once their page is in the directory (a complete profile and a listing). */
function OwnCatalogPdf() {
  const { user } = useAuth();
  const business = useBusiness(user?.id).data?.business;
  const listed = business && business.productsCount > 0 && business.description && business.city;
  return listed ? <PdfLink href={pdfPaths.catalog(business.id)} document="catalog" /> : null;
}

function withParam(params: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

function Section({
  title,
  kind,
  items,
  state,
  searching,
}: {
  title: string;
  kind: 'catalog' | 'product';
  items: InventoryItem[] | undefined;
  state: { isPending: boolean; isError: boolean };
  searching: boolean;
}) {
  const { t } = useTranslation('products');
  const headingId = `${kind}-list`;
  let body: ReactNode;
  if (state.isPending) body = <Spinner />;
  else if (state.isError) body = <Notice tone="error">{t('list.loadError')}</Notice>;
  else if (!items?.length)
    body = (
      <p className="text-slate-600">
        {searching ? t('list.noMatches') : t(kind === 'catalog' ? 'list.noCatalogs' : 'list.noProducts')}
      </p>
    );
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <InventoryCard item={item} kind={kind} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title} {items && <span className="text-sm font-normal text-slate-500">({items.length})</span>}
      </h2>
      {body}
    </section>
  );
}
