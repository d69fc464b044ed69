import { MapPin } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes';
import { supplierCardCategories } from '../../../shared/suppliers/constants';
import type { Supplier } from '../../../shared/suppliers/schema';
import { CardLink } from '../ui/card-link';
import { SupplierLogo } from './supplier-logo';
import { TrustScoreChip } from './trust-score-chip';
import { useSupplierStats } from './use-supplier-stats';
import { ExampleLabel, VerificationBadge } from './verification-badge';

/** A supplier in a grid: used by the supplier finder, council pages and the home page. */
/** Its own Suspense boundary: React hydrates (and commits) each card in a short task of its own. */
export function SupplierCard(props: { supplier: Supplier }) {
  return (
    <Suspense>
      <SupplierCardContent {...props} />
    </Suspense>
  );
}

function SupplierCardContent({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation('directory');
  const shown = supplier.productCategories.slice(0, supplierCardCategories);
  const more = supplier.productCategories.length - shown.length;
  const stats = useSupplierStats(supplier);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md">
      <div className="flex items-start gap-3">
        <SupplierLogo name={supplier.name} logoUrl={supplier.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold text-ink">
            <CardLink to={routes.supplier(supplier.id)}>{supplier.name}</CardLink>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {supplier.location}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <VerificationBadge level={supplier.verificationLevel} />
        <TrustScoreChip score={supplier.trustScore} />
        {supplier.isExample && <ExampleLabel />}
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">{supplier.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('directory:supplier.categories')}>
        {shown.map((c) => (
          <li key={c} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {c}
          </li>
        ))}
        {more > 0 && (
          <li className="rounded-md px-1 py-0.5 text-xs font-medium text-brand-700">
            {t('directory:card.moreCategories', { count: more })}
          </li>
        )}
      </ul>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center">
        {stats.map(({ icon: Icon, label, value, note }) => (
          <div key={label}>
            <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
              <Icon aria-hidden className="size-3.5" />
              {label}
            </dt>
            <dd className="mt-0.5 text-sm font-semibold text-ink">{value}</dd>
            {note && <dd className="text-xs text-slate-500">{note}</dd>}
          </div>
        ))}
      </dl>
    </article>
  );
}
