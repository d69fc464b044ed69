import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '../../../../shared/routes';
import type { CatalogSummary } from '../../../../shared/suppliers/schema';
import { formatNumber, formatPriceRange } from '../../../lib/format';

export function CatalogSummaryCard({
  catalog,
  showSupplier = true,
}: {
  catalog: CatalogSummary;
  showSupplier?: boolean;
}) {
  const { t } = useTranslation('directory');
  return (
    <article className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500">
      {catalog.imageUrl ? (
        <img
          src={catalog.imageUrl}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff aria-hidden className="size-8" />
          <span className="sr-only">{t('directory:catalogCard.noImage')}</span>
        </div>
      )}
      <div className="p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
          {t(`directory:categories.names.${catalog.category}`, { defaultValue: catalog.category })}
        </p>
        <h3 className="mt-1 font-semibold text-ink">
          <Link
            to={routes.catalogDetail(catalog.id)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {catalog.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm font-medium text-ink">
          {formatPriceRange(catalog.priceMin, catalog.priceMax)}
        </p>
        <p className="text-sm text-slate-600">
          {t('directory:catalogCard.moq', { count: catalog.moq, value: formatNumber(catalog.moq) })}
        </p>
        {showSupplier && (
          <p className="mt-1 text-xs text-slate-500">
            {t('directory:catalogCard.by', { name: catalog.supplierName })}
          </p>
        )}
      </div>
    </article>
  );
}
