import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { routePatterns, routes } from '../../shared/routes';
import { AppLayout } from './layout';

// Each screen is its own chunk; only the shell ships with the first page.
const PlaceholderPage = lazy(() => import('../features/shell/pages/placeholder-page'));
const NotFoundPage = lazy(() => import('../features/shell/pages/not-found-page'));

const placeholder = (titleKey: string) => <PlaceholderPage titleKey={titleKey} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={routes.home()} element={placeholder('pages.home')} />
        <Route path={routes.categories()} element={placeholder('pages.categories')} />
        <Route path={routePatterns.council} element={placeholder('pages.council')} />
        <Route path={routes.suppliers()} element={placeholder('pages.suppliers')} />
        <Route path={routePatterns.supplier} element={placeholder('pages.supplier')} />
        <Route path={routes.buyers()} element={placeholder('pages.buyers')} />
        <Route path={routes.contact()} element={placeholder('pages.contact')} />
        <Route path={routes.about()} element={placeholder('pages.about')} />
        <Route path={routes.terms()} element={placeholder('pages.terms')} />
        <Route path={routes.privacy()} element={placeholder('pages.privacy')} />
        <Route path={routes.cookies()} element={placeholder('pages.cookies')} />
        <Route path={routes.sitemap()} element={placeholder('pages.sitemap')} />
        <Route path={routes.waitlist()} element={placeholder('pages.waitlist')} />
        <Route path={routes.search()} element={placeholder('pages.search')} />
        <Route path={routes.auth()} element={placeholder('pages.auth')} />
        <Route path={routes.dashboard()} element={placeholder('pages.dashboard')} />
        <Route path={routes.profile()} element={placeholder('pages.profile')} />
        <Route path={routes.settings()} element={placeholder('pages.settings')} />
        <Route path={routes.products()} element={placeholder('pages.products')} />
        <Route path={routes.upload()} element={placeholder('pages.products')} />
        <Route path={routes.catalog()} element={placeholder('pages.catalog')} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
