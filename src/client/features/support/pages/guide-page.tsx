import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../../shared/i18n/languages';
import { routes } from '../../../../shared/routes';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { BackLink } from '../../directory/components/back-link';
import NotFoundPage from '../../shell/pages/not-found-page';
import { guideQuery } from '../api';

export const queries = ({ params, language }: PageLocation) => [guideQuery(params.slug ?? '', language)];

// The body is the server's HTML (Markdown with raw HTML escaped); these style its elements.
const bodyClass = [
  'space-y-4 leading-7 text-slate-800',
  '[&_h2]:scroll-mt-20 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:ps-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2',
].join(' ');

/** /help/<slug> — one guide, in the reader's language or in English, marked as such. */
export default function GuidePage() {
  const { t, i18n } = useTranslation('support');
  const { date } = useFormat();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(guideQuery(slug, i18n.resolvedLanguage));
  const guide = query.data;
  usePageMeta('support:meta.guideTitle', 'support:meta.helpDescription', { title: guide?.title ?? '' });
  if (query.isPending) return <Spinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (!guide)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Notice tone="error" title={t('support:guide.loadError')}>
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('support:retry')}
          </button>
        </Notice>
      </div>
    );
  // Links between our pages move within the app rather than loading it again.
  const followLink = (e: MouseEvent) => {
    const href = (e.target as Element).closest('a')?.getAttribute('href');
    if (
      !href?.startsWith('/') ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey
    )
      return;
    e.preventDefault();
    navigate(href);
  };
  const language = languages.find((l) => l.code === i18n.resolvedLanguage)?.name ?? '';
  // English shown in place of a translation reads left to right, also on an Arabic page.
  const english = guide.translated ? {} : ({ lang: 'en', dir: 'ltr' } as const);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to={routes.help()} label={t('support:guide.back')} />
      <header className="space-y-2" {...english}>
        <h1 className="text-3xl font-bold text-ink">{guide.title}</h1>
        <p className="text-lg text-slate-600">{guide.summary}</p>
        <p className="text-sm text-slate-500">{t('support:help.updated', { date: date(guide.updated) })}</p>
      </header>
      {!guide.translated && <Notice tone="info">{t('support:guide.englishOnly', { language })}</Notice>}
      {guide.headings.length > 1 && (
        <nav aria-labelledby="toc-heading" className="rounded-xl bg-slate-50 p-4">
          <h2 id="toc-heading" className="text-sm font-semibold text-ink">
            {t('support:guide.contents')}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm" {...english}>
            {guide.headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`} className="text-brand-700 hover:underline">
                  {h.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click only routes the links inside, which keep their own keys */}
      <div
        {...english}
        className={bodyClass}
        onClick={followLink}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Markdown rendering, raw HTML escaped
        dangerouslySetInnerHTML={{ __html: guide.html }}
      />
      <aside className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="font-semibold text-ink">{t('support:guide.stillStuck')}</h2>
        <Link
          to={`${routes.help()}#ask`}
          className="mt-1 inline-block font-medium text-brand-700 hover:underline"
        >
          {t('support:ask.title')}
        </Link>
      </aside>
    </div>
  );
}
