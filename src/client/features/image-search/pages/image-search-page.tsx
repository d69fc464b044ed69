import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ImageMatch } from '../../../../shared/image-search/schema';
import { routes } from '../../../../shared/routes';
import { useImageSearch } from '../../../components/media/image-search-api';
import { ImageSearchButton } from '../../../components/media/image-search-button';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber, formatPriceRange } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';

function MatchCard({ match }: { match: ImageMatch }) {
  const { t } = useTranslation(['media', 'catalog']);
  return (
    <article className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500">
      <img
        src={match.thumbUrl}
        alt=""
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-slate-100 object-cover"
      />
      <span className="absolute top-2 start-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-700 shadow">
        {t('media:imageSearch.match', { percent: match.similarity })}
      </span>
      <div className="space-y-0.5 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
          {t(`catalog:categories.${match.category}`, { defaultValue: match.category })}
        </p>
        <h2 className="font-semibold text-ink">
          <Link
            to={routes.catalogDetail(match.catalogId)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {match.title}
          </Link>
        </h2>
        {match.supplierName && <p className="text-xs text-slate-500">{match.supplierName}</p>}
        <p className="text-sm font-medium text-ink">{formatPriceRange(match.priceMin, match.priceMax)}</p>
        <p className="text-sm text-slate-600">
          {t('media:imageSearch.moq', { moq: formatNumber(match.moq) })}
        </p>
      </div>
    </article>
  );
}

/** Catalogs that look like the searched photo, closest first (/search/image?s=<signature>). */
export default function ImageSearchPage() {
  const { t } = useTranslation(['media', 'catalog']);
  usePageMeta('media:imageSearch.resultsTitle');
  const [params] = useSearchParams();
  const signature = params.get('s') ?? '';
  const search = useImageSearch(signature);

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('media:imageSearch.resultsTitle')}</h1>
          <p className="mt-1 text-slate-600">
            {signature ? t('media:imageSearch.resultsSubtitle') : t('media:imageSearch.start')}
          </p>
          {search.data?.term && (
            <p className="mt-2 font-medium text-brand-700">
              {t('media:imageSearch.identifiedHeading', { term: search.data.term })}
            </p>
          )}
        </div>
        <ImageSearchButton className="gap-2 border border-slate-300 px-4 text-sm font-medium">
          {signature ? t('media:imageSearch.searchAgain') : t('media:imageSearch.button')}
        </ImageSearchButton>
      </div>
      {!signature ? null : search.isPending ? (
        <Spinner />
      ) : search.error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {search.error.message}
        </p>
      ) : search.data.matches.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {search.data.matches.map((m) => (
            <li key={m.catalogId}>
              <MatchCard match={m} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-slate-600">
          <ImageOff aria-hidden className="size-8 text-slate-400" />
          <p>{t('media:imageSearch.empty')}</p>
        </div>
      )}
    </section>
  );
}
