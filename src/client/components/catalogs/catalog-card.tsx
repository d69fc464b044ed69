import { ImageOff } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type PhotoVariants, photoSrcSet } from '../../../shared/media/responsive';
import { routes } from '../../../shared/routes';
import { useFormat } from '../../lib/format';
import { CardLink } from '../ui/card-link';

export interface CatalogCardData {
  id: string;
  title: string;
  category: string;
  priceMin: number;
  priceMax: number;
  moq: number;
  imageUrl: string | null;
  /** The first photo's variants: the card picks the one its width needs. */
  photo?: PhotoVariants | null;
}

/**
 * A catalog or product in a grid (supplier and council pages, search and image-search results): photo,
 * category, title linking to the catalog, price range and MOQ. `badge` sits on the photo,
 * `summary` under the title, `footer` at the bottom (the supplier line).
 */
interface CatalogCardProps {
  catalog: CatalogCardData;
  badge?: ReactNode;
  summary?: ReactNode;
  footer?: ReactNode;
  sizes?: string;
  /** Where the title links; a catalog's page unless given (a product's page, say). */
  to?: string;
}

/** Its own Suspense boundary: React hydrates (and commits) each card in a short task of its own. */
export function CatalogCard(props: CatalogCardProps) {
  return (
    <Suspense>
      <CatalogCardContent {...props} />
    </Suspense>
  );
}

function CatalogCardContent({
  catalog,
  badge,
  summary,
  footer,
  // One, two or four columns with 1rem gaps in the 72rem page less its 1rem padding each side.
  sizes = '(min-width: 1152px) 268px, (min-width: 1024px) calc(25vw - 20px), (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)',
  to = routes.catalogDetail(catalog.id),
}: CatalogCardProps) {
  const { t } = useTranslation('directory');
  const format = useFormat();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500">
      {catalog.imageUrl ? (
        <img
          src={catalog.photo?.displayUrl ?? catalog.imageUrl}
          srcSet={catalog.photo ? photoSrcSet(catalog.photo) : undefined}
          alt=""
          width={catalog.photo?.width ?? 320}
          height={catalog.photo?.height ?? 320}
          loading="lazy"
          decoding="async"
          sizes={sizes}
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff aria-hidden className="size-8" />
          <span className="sr-only">{t('directory:catalogCard.noImage')}</span>
        </div>
      )}
      {badge && (
        <span className="absolute top-2 start-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-700 shadow">
          {badge}
        </span>
      )}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
          {t(`directory:categories.names.${catalog.category}`, { defaultValue: catalog.category })}
        </p>
        <h3 className="mt-1 font-semibold text-ink">
          <CardLink to={to}>{catalog.title}</CardLink>
        </h3>
        {summary && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{summary}</p>}
        <p className="mt-1 text-sm font-medium text-ink">
          {format.priceRange(catalog.priceMin, catalog.priceMax)}
        </p>
        <p className="text-sm text-slate-600">
          {t('directory:catalogCard.moq', { count: catalog.moq, value: format.number(catalog.moq) })}
        </p>
        {footer && (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-3 text-xs text-slate-500">
            {footer}
          </div>
        )}
      </div>
    </article>
  );
}
