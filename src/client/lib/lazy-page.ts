import i18next from 'i18next';
import { type ComponentType, createElement } from 'react';
import type { Screen } from '../../shared/screens';

type Loader = () => Promise<{ default: ComponentType }>;

// Every page module, one chunk each; a screen names its module by path (shared/screens.ts).
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/pages/*-page.tsx');

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /**
   * Fetches the code at once and the translations once `i18nReady` resolves (the first page
   * starts its code before i18next has initialised); resolves when both are in.
   */
  preload: (i18nReady?: Promise<unknown>) => Promise<void>;
}

/**
 * A screen's component, fetched on first use together with its translation namespaces (not after
 * its code has run, as useTranslation alone would). Once loaded it renders at once, without a
 * pass through the Suspense fallback.
 */
export function lazyPage(screen: Screen): LazyPage {
  const load: Loader | undefined = pageModules[`../${screen.module}`];
  if (!load) throw new Error(`No page module at src/client/${screen.module}`);
  let page: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const preload = (i18nReady: Promise<unknown> = Promise.resolve()) => {
    loading ??= Promise.all([
      load(),
      i18nReady.then(() => i18next.loadNamespaces([...screen.namespaces])),
    ]).then(
      ([m]) => {
        page = m.default;
      },
      (e: unknown) => {
        failure = e;
        loading = undefined; // the next visit tries again
      },
    );
    return loading;
  };
  function Page() {
    if (failure) {
      const e = failure;
      failure = undefined;
      throw e; // to the page error boundary
    }
    if (!page) throw preload(); // Suspense shows the fallback until it resolves
    return createElement(page);
  }
  Page.preload = preload;
  return Page;
}
