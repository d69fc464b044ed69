import { Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { ListingSupplierCard } from '../../../components/suppliers/listing-supplier-card';
import { SendInquiryLink } from '../../../components/trade/send-inquiry-link';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { CatalogSection } from '../../directory/components/listing-sections';
import { ReportListing } from '../../trust/components/report-listing';
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
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <CatalogView
        catalog={catalog}
        images={catalog.images}
        sourceLanguage={catalog.language}
        aside={
          <>
            <ListingSupplierCard supplier={catalog.supplier} />
            {user?.id === catalog.ownerId ? (
              <Link to={routes.catalogEdit(catalog.id)} className={buttonClass.secondary}>
                <Pencil aria-hidden className="size-4" />
                {t('public.edit')}
              </Link>
            ) : (
              <SendInquiryLink kind="catalog" id={catalog.id} />
            )}
            <ReportListing subject="catalog" id={catalog.id} ownerId={catalog.ownerId} />
          </>
        }
      />
      {catalog.products.length > 0 && (
        <CatalogSection
          kind="products"
          title={t('public.products')}
          catalogs={catalog.products}
          emptyText=""
          showSupplier={false}
        />
      )}
    </div>
  );
}
