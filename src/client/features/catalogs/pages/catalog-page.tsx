import { MapPin, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Catalog } from '../../../../shared/catalogs/schema';
import { routes } from '../../../../shared/routes';
import { SupplierLogo } from '../../../components/suppliers/supplier-logo';
import { VerificationBadge } from '../../../components/suppliers/verification-badge';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { useAuth } from '../../auth/use-auth';
import { catalogQuery, useCatalog } from '../api';
import { CatalogView } from '../components/catalog-view';

export const queries = ({ params }: PageLocation) => [catalogQuery(params.id ?? '')];

/** /catalogs/:id — a published catalog in the preview layout, with its supplier. */
export default function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useCatalog(id);
  usePageMeta('catalog:public.pageTitle', 'common:pageDescriptions.catalog');
  const title = query.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} — ${t('common:app.name')}`;
  }, [title, t]);

  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Notice tone="error">{t('public.notFound')}</Notice>
        <Link to={routes.suppliers()} className="mt-4 inline-block font-medium text-brand-700 underline">
          {t('public.browse')}
        </Link>
      </div>
    );
  const catalog = query.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <CatalogView
        catalog={catalog}
        images={catalog.images.map((i) => i.displayUrl)}
        sourceLanguage={catalog.language}
        aside={
          <>
            <SupplierCard supplier={catalog.supplier} />
            {user?.id === catalog.ownerId && (
              <Link to={routes.catalogEdit(catalog.id)} className={buttonClass.secondary}>
                <Pencil aria-hidden className="size-4" />
                {t('public.edit')}
              </Link>
            )}
          </>
        }
      />
    </div>
  );
}

function SupplierCard({ supplier }: { supplier: Catalog['supplier'] }) {
  const { t } = useTranslation('catalog');
  if (!supplier) return null;
  return (
    <section aria-labelledby="catalog-supplier" className="rounded-xl border border-slate-200 p-4">
      <h3 id="catalog-supplier" className="mb-3 text-sm font-medium text-slate-500">
        {t('public.supplier')}
      </h3>
      <div className="flex items-center gap-3">
        <SupplierLogo name={supplier.name} logoUrl={supplier.logoUrl} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {supplier.name}
            <VerificationBadge level={supplier.verificationLevel} />
          </p>
          {supplier.location && (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4" />
              {supplier.location}
            </p>
          )}
        </div>
      </div>
      {supplier.id && (
        <Link
          to={routes.supplier(supplier.id)}
          className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
        >
          {t('public.viewSupplier')}
        </Link>
      )}
    </section>
  );
}
