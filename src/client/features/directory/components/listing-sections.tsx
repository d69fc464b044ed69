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
  children: ReactNode;
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
