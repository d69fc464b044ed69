import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { type ComponentType, createElement, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Screen } from '../../shared/screens';

export type PageQuery = FetchQueryOptions<unknown, Error, unknown, QueryKey>;

/** Where a page is drawn: its route parameters, its query string and the interface language. */
export interface PageLocation {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: string;
}

/**
 * A page module: the page, and the API reads it shows at first sight (TanStack Query options, e.g.
 * `councilsQuery()`), which the server fetches before drawing it and sends along in the HTML.
 */
export interface PageModule {
  default: ComponentType;
  queries?: (at: PageLocation) => PageQuery[];
}

// Every page module, one chunk each; a screen names its module by path (shared/screens.ts).
const pageModules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

type Settling<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Fetches the page's code (once); resolves with its module. */
  load: () => Promise<PageModule>;
}

/**
 * A screen's component, fetched on first use together with its translation namespaces (in
 * parallel, not after its code has run). Once loaded it renders at once, with no Suspense fallback.
 */
export function lazyPage(screen: Screen): LazyPage {
  const loader = pageModules[`../${screen.module}`];
  if (!loader) throw new Error(`No page module at src/client/${screen.module}`);
  let loading: Settling<PageModule> | undefined;
  const load = (): Promise<PageModule> => {
    if (loading) return loading;
    const started: Settling<PageModule> = loader().then((m) => {
      // A settled promise says so (React's convention), so use() reads a loaded page at once.
      Object.assign(started, { status: 'fulfilled', value: m });
      return m;
    });
    loading = started;
    return started; // a failure reaches the page error boundary, which offers a reload
  };
  function Page() {
    const code = load();
    useTranslation([...screen.namespaces]); // suspends until the strings are in
    return createElement(use(code).default);
  }
  Page.load = load;
  return Page;
}
