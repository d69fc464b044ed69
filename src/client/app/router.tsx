import { lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { type ScreenName, screenAt, screens } from '../../shared/screens';
import { type LazyPage, lazyPage, type PageModule } from '../lib/lazy-page';
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

/** Made once: <Routes> would rebuild these objects from its children on every render. */
const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...(Object.keys(screens) as ScreenName[]).map((name) => ({
        path: screens[name].path,
        element: element(name),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routeTable);
}
