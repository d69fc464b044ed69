import { lazy, type ReactNode } from 'react';
import { matchPath, type ScreenName, screenAt, screens } from '../../shared/screens';
import { type LazyPage, lazyPage, type PageModule } from '../lib/lazy-page';
import { RouteParams, useLocation } from '../lib/router';
import { AppLayout } from './layout';
import { RequireAdmin, RequireAuth } from './require-auth';

// Each screen is its own chunk; only the shell ships with the first page.
const NotFoundPage = lazy(() => import('../features/shell/pages/not-found-page'));

const pages = Object.fromEntries(
  Object.entries(screens).map(([name, screen]) => [name, lazyPage(screen)]),
) as Record<ScreenName, LazyPage>;

/** Fetches the code of the screen at a pathname (nothing for unknown paths). */
export function loadScreen(pathname: string): Promise<PageModule | undefined> {
  const name = screenAt(pathname);
  return name ? pages[name].load() : Promise.resolve(undefined);
}

function element(name: ScreenName): ReactNode {
  const Page = pages[name];
  const { access } = screens[name];
  if (access === 'public') return <Page />;
  if (access === 'admin')
    return (
      <RequireAdmin otherwise={<NotFoundPage />}>
        <Page />
      </RequireAdmin>
    );
  return (
    <RequireAuth supplierOnly={access === 'supplier'}>
      <Page />
    </RequireAuth>
  );
}

/** The layout around the screen at the current address (or the not-found page), with its parameters. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const name = screenAt(pathname);
  return (
    <AppLayout>
      {name ? (
        <RouteParams params={matchPath(screens[name].path, pathname) ?? {}}>{element(name)}</RouteParams>
      ) : (
        <NotFoundPage />
      )}
    </AppLayout>
  );
}
