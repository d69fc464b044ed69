import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/products/schema';
import { routes } from '../../../../shared/routes';
import { ogImagePath } from '../../../../shared/share/links';
import { ListingPrice } from '../../../components/catalogs/listing-price';
import { PdfLink, pdfPaths } from '../../../components/catalogs/pdf-link';
import { PhotoGallery } from '../../../components/media/photo-gallery';
import { ShareButtons } from '../../../components/share/share-buttons';
import { ListingSupplierCard } from '../../../components/suppliers/listing-supplier-card';
import { SendInquiryLink } from '../../../components/trade/send-inquiry-link';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { TranslateButton, useTranslatable } from '../../../components/ui/translate-button';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { siteQuery } from '../../pages/api';
import NotFoundPage from '../../shell/pages/not-found-page';
import { ReportListing } from '../../trust/components/report-listing';
import { productQuery, useProduct } from '../api';

export const queries = ({ params }: PageLocation) => [productQuery(params.id ?? ''), siteQuery()];

/** /products/:id — a product as buyers see it: photos, details, price range, MOQ and its supplier. */
export default function ProductPage() {
  const { t } = useTranslation(['products', 'catalog']);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const format = useFormat();
  const query = useProduct(id);
  const product = query.data;
  usePageMeta(
    product ? 'products:page.metaTitle' : 'products:page.pageTitle',
    product ? 'products:page.metaDescription' : 'common:app.defaultDescription',
    product && {
      title: product.title,
      supplier: product.supplier?.name ?? '',
      price: format.priceRange(product.price.min, product.price.max),
    },
    product && ogImagePath('product', product.id, product.title, product.images[0]?.url),
  );

  if (query.isPending) return <Spinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (!product)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Notice tone="error">{t('page.loadError')}</Notice>
      </div>
    );
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      {/* The photos lead: full width on a phone, the wide column beside the title and price on a laptop. */}
      <PhotoGallery
        photos={product.images}
        alt={(n) => t('page.photoAlt', { title: product.title, n })}
        testId="product-images"
      />
      <div className="space-y-4">
        <header>
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
            {t(`catalog:categories.${product.category}`)}
          </p>
        </header>
        <ProductText product={product} />
        {product.catalog && (
          <p className="text-sm text-slate-600">
            {t('page.inCatalog')}{' '}
            <Link
              to={routes.catalogDetail(product.catalog.id)}
              className="font-medium text-brand-700 underline"
            >
              {product.catalog.title}
            </Link>
          </p>
        )}
        <ListingPrice price={product.price} moq={product.moq} tax={product} />
        <ListingSupplierCard supplier={product.supplier} />
        {user?.id === product.ownerId ? (
          <Link to={routes.productEdit(product.id)} className={buttonClass.secondary}>
            <Pencil aria-hidden className="size-4" />
            {t('page.edit')}
          </Link>
        ) : (
          <SendInquiryLink kind="product" id={product.id} />
        )}
        <ShareButtons title={product.title} path={routes.product(product.id)} />
        <PdfLink href={pdfPaths.sheet('product', product.id)} document="sheet" />
        <ReportListing subject="product" id={product.id} ownerId={product.ownerId} />
      </div>
    </article>
  );
}

/** Title and description, with 'Translate' for a reader of another language than the author's. */
function ProductText({ product }: { product: Product }) {
  const translatable = useTranslatable([product.title, product.description], product.language);
  const [title = product.title, description = product.description] = translatable.texts;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <p className="whitespace-pre-line text-slate-700">{description}</p>
      <TranslateButton {...translatable} />
    </>
  );
}
