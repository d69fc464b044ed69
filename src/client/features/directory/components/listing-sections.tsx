import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { CatalogSummary, Supplier } from '../../../../shared/suppliers/schema';
import { CatalogCard } from '../../../components/catalogs/catalog-card';
import { SupplierCard } from '../../../components/suppliers/supplier-card';

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-semibold text-ink">
        {title}
      </h2>
      {empty ? <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{empty}</p> : children}
    </section>
  );
}

export function SupplierSection({
  title,
  suppliers,
  emptyText,
}: {
  title: string;
  suppliers: Supplier[];
  emptyText: string;
}) {
  return (
    <Section id="suppliers-heading" title={title} empty={suppliers.length ? null : emptyText}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {suppliers.map((s) => (
          <li key={s.id}>
            <SupplierCard supplier={s} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CatalogSection({
  title,
  catalogs,
  emptyText,
  showSupplier,
  kind = 'catalogs',
}: {
  title: string;
  catalogs: CatalogSummary[];
  emptyText: string;
  showSupplier?: boolean;
  /** Products link to their own page. */
  kind?: 'catalogs' | 'products';
}) {
  const { t } = useTranslation('directory');
  return (
    <Section id={`${kind}-heading`} title={title} empty={catalogs.length ? null : emptyText}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {catalogs.map((c) => (
          <li key={c.id}>
            <CatalogCard
              catalog={c}
              to={kind === 'products' ? routes.product(c.id) : undefined}
              footer={showSupplier && t('directory:catalogCard.by', { name: c.supplierName })}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * A supplier's or council's catalogs, then its products: a kind shows only when it has some, and
 * `emptyText` only when there are neither, so the page never says 'none' beside a count above zero.
 */
export function ListingSections({
  catalogs,
  products,
  emptyText,
  showSupplier,
}: {
  catalogs: CatalogSummary[];
  products: CatalogSummary[];
  emptyText: string;
  showSupplier?: boolean;
}) {
  const { t } = useTranslation(['directory', 'products']);
  if (catalogs.length + products.length === 0)
    return <Section id="listings-heading" title={t('directory:card.listings')} empty={emptyText} />;
  return (
    <>
      {catalogs.length > 0 && (
        <CatalogSection
          title={t('directory:supplier.catalogs')}
          catalogs={catalogs}
          emptyText=""
          showSupplier={showSupplier}
        />
      )}
      {products.length > 0 && (
        <CatalogSection
          kind="products"
          title={t('products:onSupplier.title')}
          catalogs={products}
          emptyText=""
          showSupplier={showSupplier}
        />
      )}
    </>
  );
}
