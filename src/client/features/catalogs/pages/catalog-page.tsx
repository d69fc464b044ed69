import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { ogImagePath } from '../../../../shared/share/links';
import { PdfLink, pdfPaths } from '../../../components/catalogs/pdf-link';
import { ShareButtons } from '../../../components/share/share-buttons';
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
import { siteQuery } from '../../pages/api';
import { ReportListing } from '../../trust/components/report-listing';
import { catalogQuery, useCatalog } from '../api';
import { CatalogView } from '../components/catalog-view';

export const queries = ({ params }: PageLocation) => [catalogQuery(params.id ?? ''), siteQuery()];

/** /catalogs/:id — a published catalog in the preview layout, with its supplier. */
export default function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useCatalog(id);
  const found = query.data;
  usePageMeta(
    found ? 'share:pageTitle' : 'catalog:public.pageTitle',
    found ? 'share:catalogDescription' : 'common:pageDescriptions.catalog',
    found && { title: found.title, supplier: found.supplier?.name ?? '' },
    found && ogImagePath('catalog', found.id, found.title, found.images[0]?.url),
  );

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
            <ShareButtons title={catalog.title} path={routes.catalogDetail(catalog.id)} />
            <PdfLink href={pdfPaths.sheet('catalog', catalog.id)} document="sheet" />
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
