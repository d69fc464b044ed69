import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { CatalogCard } from '../../../components/catalogs/catalog-card';
import { useImageSearch } from '../../../components/media/image-search-api';
import { ImageSearchButton } from '../../../components/media/image-search-button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useSearchParams } from '../../../lib/router';

/** Catalogs that look like the searched photo, closest first (/search/image?s=<signature>). */
export default function ImageSearchPage() {
  const { t } = useTranslation('media');
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
            <li key={m.id}>
              <CatalogCard
                catalog={{ ...m, imageUrl: m.thumbUrl, photo: m }}
                to={routes.listing(m.kind, m.id)}
                badge={t('media:imageSearch.match', { percent: m.similarity })}
                footer={m.supplierName && t('directory:catalogCard.by', { name: m.supplierName })}
              />
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
