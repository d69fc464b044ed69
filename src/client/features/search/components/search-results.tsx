import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { SearchResults as Results } from '../../../../shared/search/schema';
import { CatalogCard } from '../../../components/catalogs/catalog-card';
import { SupplierCard } from '../../../components/suppliers/supplier-card';
import { VerificationBadge } from '../../../components/suppliers/verification-badge';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation('search');
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('search:results.pagination')} className="mt-10 flex items-center justify-center gap-4">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonClass.secondary}
      >
        {t('search:results.previous')}
      </button>
      <span className="text-sm text-slate-600">
        {t('search:results.page', { page: format.number(page), pages: format.number(pages) })}
      </span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={buttonClass.secondary}
      >
        {t('search:results.next')}
      </button>
    </nav>
  );
}

/** Products first, then suppliers, each with its total; one page number pages through both. */
export function SearchResults({ results, onPage }: { results: Results; onPage: (n: number) => void }) {
  const { t } = useTranslation('search');
  const format = useFormat();
  const { catalogs, products, suppliers, page, pageSize } = results;
  const pages = Math.ceil(Math.max(catalogs.total, products.total, suppliers.total) / pageSize);
  // Catalogs and products are both products to a buyer: one list, each linking to its own page.
  const listings = [
    ...catalogs.items.map((hit) => ({ hit, to: routes.catalogDetail(hit.id) })),
    ...products.items.map((hit) => ({ hit, to: routes.product(hit.id) })),
  ];
  const listingTotal = catalogs.total + products.total;
  /** A total that stopped counting (searchLimits.ranked) reads "1,000+". */
  const shown = (n: number, capped: boolean) => `${format.number(n)}${capped ? '+' : ''}`;
  return (
    <>
      <section aria-labelledby="results-products">
        <h2 id="results-products" className="text-xl font-semibold text-ink">
          {t('search:results.products')}{' '}
          <span className="text-base font-normal text-slate-500">
            (
            {t('search:results.productsTotal', {
              count: listingTotal,
              value: shown(listingTotal, catalogs.capped || products.capped),
            })}
            )
          </span>
        </h2>
        {listings.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {listings.map(({ hit, to }) => (
              <li key={hit.id}>
                <CatalogCard
                  catalog={hit}
                  to={to}
                  summary={hit.snippet}
                  sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw"
                  footer={
                    hit.supplier && (
                      <>
                        <span>{t('directory:catalogCard.by', { name: hit.supplier.name })}</span>
                        <VerificationBadge level={hit.supplier.verificationLevel} />
                        <span>{hit.supplier.location}</span>
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{t('search:results.noProducts')}</p>
        )}
      </section>
      <section aria-labelledby="results-suppliers" className="mt-10">
        <h2 id="results-suppliers" className="text-xl font-semibold text-ink">
          {t('search:results.suppliers')}{' '}
          <span className="text-base font-normal text-slate-500">
            (
            {t('search:results.suppliersTotal', {
              count: suppliers.total,
              value: shown(suppliers.total, suppliers.capped),
            })}
            )
          </span>
        </h2>
        {suppliers.items.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {suppliers.items.map((s) => (
              <li key={s.id}>
                <SupplierCard supplier={s} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{t('search:results.noSuppliers')}</p>
        )}
        {suppliers.items.some((s) => s.isExample) && (
          <p className="mt-4 text-xs text-slate-500">{t('search:results.examplesNote')}</p>
        )}
      </section>
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
}
