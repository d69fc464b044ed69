import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingSupplier } from '../../../shared/catalogs/schema';
import { routes } from '../../../shared/routes';
import { Link } from '../../lib/router';
import { SupplierLogo } from './supplier-logo';
import { TrustScoreChip } from './trust-score-chip';
import { VerificationBadge } from './verification-badge';

/**
 * Who sells a catalog or product, on the listing's page (strings in the 'catalog' namespace). The
 * trust score shows once the listing's API sends it.
 */
export function ListingSupplierCard({ supplier }: { supplier: ListingSupplier }) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  if (!supplier) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="mb-3 text-sm font-medium text-slate-500">
        {t('public.supplier')}
      </h3>
      <div className="flex items-center gap-3">
        <SupplierLogo name={supplier.name} logoUrl={supplier.logoUrl} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {supplier.name}
            <VerificationBadge level={supplier.verificationLevel} />
            {supplier.trustScore != null && <TrustScoreChip score={supplier.trustScore} />}
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
