import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { ogImagePath } from '../../../../shared/share/links';
import { PdfLink, pdfPaths } from '../../../components/catalogs/pdf-link';
import { ShareButtons } from '../../../components/share/share-buttons';
import { SupplierLogo } from '../../../components/suppliers/supplier-logo';
import { TrustScoreChip } from '../../../components/suppliers/trust-score-chip';
import { useSupplierStats } from '../../../components/suppliers/use-supplier-stats';
import { ExampleLabel, VerificationBadge } from '../../../components/suppliers/verification-badge';
import { SendInquiryLink } from '../../../components/trade/send-inquiry-link';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useParams } from '../../../lib/router';
import { siteQuery } from '../../pages/api';
import NotFoundPage from '../../shell/pages/not-found-page';
import { ReviewsSection } from '../../trust/components/reviews-section';
import { TrustBreakdown } from '../../trust/components/trust-breakdown';
import { supplierQuery, useSupplier } from '../api';
import { BackLink } from '../components/back-link';
import { ListingSections } from '../components/listing-sections';
import { LoadError } from '../components/load-error';
import { WhatsAppChatLink } from '../components/whatsapp-chat-link';

export const queries = ({ params }: PageLocation) => [supplierQuery(params.id ?? ''), siteQuery()];

export default function SupplierPage() {
  const { t } = useTranslation(['directory', 'trust']);
  const format = useFormat();
  const { id = '' } = useParams();
  const query = useSupplier(id);
  const found = query.data;
  // The page's picture: its first listing's photo, as the preview image route takes it (og/routes.ts).
  const first = found && (found.catalogs[0] ?? found.products[0]);
  usePageMeta(
    found ? 'share:pageTitle' : 'common:pages.supplier',
    found ? 'share:supplierDescription' : 'common:pageDescriptions.supplier',
    found && { title: found.supplier.name, location: found.supplier.location },
    found && ogImagePath('supplier', found.supplier.id, found.supplier.name, first?.imageUrl),
  );
  const stats = useSupplierStats(query.data?.supplier);
  if (query.isPending) return <Spinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <LoadError messageKey="directory:suppliers.loadError" onRetry={() => query.refetch()} />
      </div>
    );
  const { supplier, councils, trust, catalogs, products } = query.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to={routes.suppliers()} label={t('directory:backToSuppliers')} />
      <header className="mt-4 flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row">
        <SupplierLogo name={supplier.name} logoUrl={supplier.logoUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{supplier.name}</h1>
            <VerificationBadge level={supplier.verificationLevel} councils={councils.map((c) => c.name)} />
            <TrustScoreChip score={trust.score} />
            {supplier.isExample && <ExampleLabel />}
          </div>
          <p className="mt-1 flex items-center gap-1 text-slate-600">
            <MapPin aria-hidden className="size-4" />
            <span className="sr-only">{t('directory:supplier.location')}: </span>
            {supplier.location}
          </p>
          <dl className="mt-4 grid max-w-lg grid-cols-3 gap-3">
            {stats.map(({ icon: Icon, label, value, note }) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3">
                <dt className="flex items-center gap-1 text-xs text-slate-500">
                  <Icon aria-hidden className="size-3.5" />
                  {label}
                </dt>
                <dd className="mt-1 font-semibold text-ink">{value}</dd>
                {note && <dd className="text-xs text-slate-500">{note}</dd>}
              </div>
            ))}
          </dl>
          <SendInquiryLink kind="supplier" id={supplier.id} isExample={supplier.isExample} className="mt-4" />
          <WhatsAppChatLink supplierId={supplier.id} className="mt-3" />
          <ShareButtons title={supplier.name} path={routes.supplier(supplier.id)} className="mt-3" />
          {catalogs.length + products.length > 0 && (
            <PdfLink href={pdfPaths.catalog(supplier.id)} document="catalog" className="mt-3" />
          )}
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="about-heading" className="lg:col-span-2">
          <h2 id="about-heading" className="text-xl font-semibold text-ink">
            {t('directory:supplier.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{supplier.description}</p>
          <h2 className="mt-6 text-lg font-semibold text-ink">{t('directory:supplier.categories')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {supplier.productCategories.map((c) => (
              <li key={c} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
                {c}
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-8">
          <TrustBreakdown trust={trust} isExample={supplier.isExample} />
          <section aria-labelledby="councils-heading">
            <h2 id="councils-heading" className="text-xl font-semibold text-ink">
              {t('directory:supplier.councils')}
            </h2>
            {councils.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('directory:supplier.noCouncils')}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {councils.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={routes.council(c.id)}
                      className="block rounded-lg border border-slate-200 p-3 hover:border-brand-500"
                    >
                      <span className="font-semibold text-ink">{c.name}</span>
                      <span className="block text-sm text-slate-600">{c.fullName}</span>
                      {c.expiresOn && (
                        <span className="mt-1 block text-xs text-emerald-700">
                          {t('trust:councils.validUntil', {
                            date: format.date(c.expiresOn, { dateStyle: 'medium', timeZone: 'UTC' }),
                          })}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>

      <ListingSections
        catalogs={catalogs}
        products={products}
        emptyText={t(
          supplier.isExample ? 'directory:supplier.exampleListings' : 'directory:supplier.noListings',
        )}
      />
      <ReviewsSection supplierId={supplier.id} supplierName={supplier.name} />
    </div>
  );
}
