import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BookOpen, LifeBuoy, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { supportLimits } from '../../../../shared/support/constants';
import { inputClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { guidesQuery } from '../api';
import { AskForm } from '../components/ask-form';
import { MarkedText } from '../components/marked-text';

const queryOf = (search: URLSearchParams) => search.get('q')?.trim() ?? '';

export const queries = ({ search, language }: PageLocation) => [guidesQuery(queryOf(search), language)];

/** /help — Support & Resources: the exporter guides, searched in the reader's language, and "Ask the team". */
export default function HelpPage() {
  const { t, i18n } = useTranslation('support');
  usePageMeta('support:meta.helpTitle', 'support:meta.helpDescription');
  const [params] = useSearchParams();
  const q = queryOf(params);
  const navigate = useNavigate();
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(routes.help(String(new FormData(e.currentTarget).get('q') ?? '').trim()));
  };
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <header className="space-y-3">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-ink">
          <LifeBuoy aria-hidden className="size-8 text-brand-600" />
          {t('support:help.title')}
        </h1>
        <p className="max-w-3xl text-slate-600">{t('support:help.intro')}</p>
        {/* A plain GET form: before the page runs, the browser submits it to the server-drawn page. */}
        <form action={routes.help()} method="get" onSubmit={search} className="flex max-w-2xl gap-2">
          <label htmlFor="help-q" className="sr-only">
            {t('support:help.searchLabel')}
          </label>
          <input
            key={q}
            id="help-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={supportLimits.query}
            placeholder={t('support:help.searchPlaceholder')}
            className={inputClass}
          />
          <button
            type="submit"
            className="inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            <Search aria-hidden className="size-4" />
            {t('support:help.search')}
          </button>
        </form>
      </header>
      <GuideList q={q} language={i18n.resolvedLanguage} />
      <section
        id="ask"
        aria-labelledby="ask-heading"
        className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="ask-heading" className="text-xl font-semibold text-ink">
          {t('support:ask.title')}
        </h2>
        <p className="mt-1 mb-4 text-slate-600">{t('support:ask.intro')}</p>
        <AskArea />
      </section>
    </div>
  );
}

function GuideList({ q, language }: { q: string; language: string | undefined }) {
  const { t } = useTranslation('support');
  const { date, number } = useFormat();
  const guides = useQuery({ ...guidesQuery(q, language), placeholderData: keepPreviousData });
  if (guides.isPending) return <Spinner />;
  if (guides.isError)
    return (
      <Notice tone="error" title={t('support:help.loadError')}>
        <button type="button" className="font-medium underline" onClick={() => void guides.refetch()}>
          {t('support:retry')}
        </button>
      </Notice>
    );
  return (
    <section aria-labelledby="guides-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="guides-heading" className="text-xl font-semibold text-ink">
          {q ? t('support:help.results', { q, n: number(guides.data.length) }) : t('support:help.guides')}
        </h2>
        {q && (
          <Link to={routes.help()} className="text-sm font-medium text-brand-700 hover:underline">
            {t('support:help.clear')}
          </Link>
        )}
      </div>
      {guides.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t('support:help.noResults', { q })}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {guides.data.map((guide) => {
            // English shown in place of a translation reads left to right, also on an Arabic page.
            const english = guide.translated ? {} : ({ lang: 'en', dir: 'ltr' } as const);
            return (
              <li
                key={guide.slug}
                className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-400"
              >
                <h3 className="flex items-start gap-2 font-semibold text-ink" {...english}>
                  <BookOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {/* The whole card is the link's area (its ::after). */}
                  <Link
                    to={routes.guide(guide.slug)}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    <MarkedText parts={guide.titleMarked} />
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-600" {...english}>
                  <MarkedText parts={guide.excerpt} />
                </p>
                <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
                  <span>{t('support:help.updated', { date: date(guide.updated) })}</span>
                  {!guide.translated && <span>{t('support:help.inEnglish')}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The question form for a signed-in person; a way to sign in for anyone else. */
function AskArea() {
  const { t } = useTranslation('support');
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user)
    return (
      <Link to={routes.auth()} className="font-medium text-brand-700 hover:underline">
        {t('support:ask.signIn')}
      </Link>
    );
  return <AskForm />;
}
