import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '../../../../shared/routes';
import type { CatalogHit } from '../../../../shared/search/schema';
import { VerificationBadge } from '../../../components/suppliers/verification-badge';
import { formatNumber, formatPriceRange } from '../../../lib/format';

export function CatalogHitCard({ hit }: { hit: CatalogHit }) {
  const { t } = useTranslation(['search', 'directory']);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500">
      {hit.imageUrl ? (
        <img
          src={hit.imageUrl}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 100vw"
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff aria-hidden className="size-8" />
          <span className="sr-only">{t('directory:catalogCard.noImage')}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
          {t(`directory:categories.names.${hit.category}`, { defaultValue: hit.category })}
        </p>
        <h3 className="mt-1 font-semibold text-ink">
          <Link
            to={routes.catalogDetail(hit.id)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {hit.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{hit.snippet}</p>
        <p className="mt-2 text-sm font-medium text-ink">{formatPriceRange(hit.priceMin, hit.priceMax)}</p>
        <p className="text-sm text-slate-600">
          {t('directory:catalogCard.moq', { count: hit.moq, value: formatNumber(hit.moq) })}
        </p>
        {hit.supplier && (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-3 text-xs text-slate-500">
            <span>{t('directory:catalogCard.by', { name: hit.supplier.name })}</span>
            <VerificationBadge level={hit.supplier.verificationLevel} />
            <span>{hit.supplier.location}</span>
          </div>
        )}
      </div>
    </article>
  );
}
