// The server's page renderer: the same tree as main.tsx, drawn to HTML for a public screen so the
// page shows before its JavaScript has run (docs/decisions/0010-server-rendering.md).
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import i18next, { type Resource } from 'i18next';
import { renderToString } from 'preact-render-to-string';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { AppRoutes, preloadScreen } from './app/router';
import { i18nOptions } from './i18n/options';
import { setApiTransport } from './lib/api';
import { type PageMeta, PageMetaSink } from './lib/page-meta';

const localeFiles = import.meta.glob<Resource[string][string]>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [path, strings] of Object.entries(localeFiles)) {
  const [, lng = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[lng] = { ...resources[lng], [ns]: strings };
}

// Every string is in memory, so initialising and changing the language are synchronous: each
// render below runs in one go with the language it asked for, whatever other requests do meanwhile.
void i18next.use(initReactI18next).init({
  ...i18nOptions,
  resources,
  ns: Object.keys(resources.en ?? {}),
  initAsync: false,
  react: { useSuspense: false },
});

export interface RenderedPage extends PageMeta {
  html: string;
  /** The API answers the page was drawn with, for the browser's query cache. */
  state: DehydratedState;
}

/** The server hands in how the page's API requests reach it (its own router, no network). */
export { setApiTransport };

/** Queries the last render asked for that nobody has fetched yet. */
function unfetched(queryClient: ReturnType<typeof createQueryClient>) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
}

/**
 * Draws the page at `url` in `language`: a first pass names the queries the page reads, they are
 * fetched, and a second pass draws the page with their answers (a third if those named more).
 */
export async function renderPage(url: string, language: string): Promise<RenderedPage> {
  const queryClient = createQueryClient({ retry: false });
  await preloadScreen(new URL(url, 'http://localhost').pathname, Promise.resolve());
  let meta: PageMeta = { title: '', description: '' };
  const draw = () => {
    void i18next.changeLanguage(language);
    return renderToString(
      <PageMetaSink.Provider value={(m) => (meta = m)}>
        <App queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </PageMetaSink.Provider>,
    );
  };
  let html = draw();
  for (let pass = 0; pass < 2; pass++) {
    const queries = unfetched(queryClient);
    if (queries.length === 0) break;
    await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
    html = draw();
  }
  return { html, ...meta, state: dehydrate(queryClient) };
}
