// The server's page renderer (the contract: src/shared/page-renderer.ts): the same tree as
// main.tsx, streamed to HTML by React for a public screen, with the page's strings and the API
// answers it was drawn with (docs/decisions/0011-react-19.md).
import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import i18next, { type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PageRequest, RenderedPage } from '../shared/page-renderer';
import { matchPath, screenAt, screens } from '../shared/screens';
import { App, createQueryClient } from './app/app';
import { AppRoutes, loadScreen } from './app/router';
import { i18nOptions } from './i18n/options';
import { ApiError, setApiTransport } from './lib/api';
import { type PageMeta, PageMetaSink } from './lib/page-meta';
import { type PageState, sendableError } from './lib/page-state';
import { StaticRouter } from './lib/router';

const localeFiles = import.meta.glob<Resource[string][string]>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [path, strings] of Object.entries(localeFiles)) {
  const [, lng = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[lng] = { ...resources[lng], [ns]: strings };
}

// Every string is in memory; each request gets its own instance (sharing the strings), so
// concurrent requests in different languages never meet.
const base = i18next.createInstance();
void base.init({ ...i18nOptions, resources, ns: Object.keys(resources.en ?? {}), initAsync: false });

export { setApiTransport };

/**
 * React's inline form-replay runtime (it catches a submit made before hydration for the action to
 * replay). React writes it after the markup, so a form painted before the parser reaches it would
 * submit natively, which the CSP refuses: the submit was lost. Its own text is moved to the head.
 */
const formReplay = /<script\b[^>]*>[^<]*\$\$reactFormReplay[^<]*<\/script>/;

/** The whole tree drawn once everything in it is ready: crawlers and slow phones get a full page. */
function toHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Finished parts stay in place rather than being moved in by script: the page reads
      // without JavaScript, and no inline script but the form replay's is needed.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (e) => reject(e),
    });
  });
}

export async function renderPage({ url, language }: PageRequest): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const name = screenAt(pathname);
  const screen = name ? screens[name] : undefined;
  const i18n = base.cloneInstance({ lng: language, initAsync: false });
  const namespaces = ['common', ...(screen?.namespaces ?? [])];
  const strings: Resource = {
    [language]: Object.fromEntries(namespaces.map((ns) => [ns, resources[language]?.[ns] ?? {}])),
  };
  const meta: PageMeta = { title: i18n.t('app.name'), description: i18n.t('app.defaultDescription') };
  if (screen && !screen.serverRendered) {
    const state: PageState = { language, strings, drawn: false };
    return { status: 200, html: '', ...meta, state: JSON.stringify(state) };
  }

  const queryClient = createQueryClient({ retry: false });
  const page = await loadScreen(pathname);
  const params = (screen && matchPath(screen.path, pathname)) || {};
  const queries = page?.queries?.({ params, search: searchParams, language }) ?? [];
  await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
  const drawn = await toHtml(
    <PageMetaSink.Provider value={(m) => Object.assign(meta, m)}>
      <App queryClient={queryClient} i18n={i18n}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </PageMetaSink.Provider>,
  );
  const head = formReplay.exec(drawn)?.[0] ?? '';
  const html = drawn.replace(head, '');
  const answers = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
  for (const q of answers.queries) q.state.error = sendableError(q.state.error) as Error;
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  const state: PageState = { language, strings, drawn: true, queries: answers };
  return { status: screen && !missing ? 200 : 404, html, head, ...meta, state: JSON.stringify(state) };
}
