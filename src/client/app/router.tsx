import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { routePatterns, routes } from '../../shared/routes';
import { lazyPage } from '../lib/lazy-page';
import { AppLayout } from './layout';
import { RequireAuth } from './require-auth';

// Each screen is its own chunk; only the shell ships with the first page.
const NotFoundPage = lazy(() => import('../features/shell/pages/not-found-page'));
const loadHome = () => import('../features/home/pages/home-page');
// Most visits begin on the home page: fetch its code while the shell starts, not after it.
if (window.location.pathname === routes.home()) void loadHome();
const HomePage = lazyPage(loadHome, ['home', 'search', 'media']);
const SearchPage = lazyPage(
  () => import('../features/search/pages/search-page'),
  ['search', 'directory', 'media'],
);
const ImageSearchPage = lazy(() => import('../features/image-search/pages/image-search-page'));
const AuthPage = lazy(() => import('../features/auth/pages/auth-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const MailboxPage = lazy(() => import('../features/auth/pages/mailbox-page'));
const DashboardPage = lazy(() => import('../features/account/pages/dashboard-page'));
const ProfilePage = lazy(() => import('../features/account/pages/profile-page'));
const SettingsPage = lazy(() => import('../features/account/pages/settings-page'));
const CategoriesPage = lazyPage(() => import('../features/directory/pages/categories-page'), ['directory']);
const CouncilPage = lazyPage(() => import('../features/directory/pages/council-page'), ['directory']);
const SuppliersPage = lazyPage(() => import('../features/directory/pages/suppliers-page'), ['directory']);
const SupplierPage = lazyPage(() => import('../features/directory/pages/supplier-page'), ['directory']);
const BuyersPage = lazyPage(() => import('../features/directory/pages/buyers-page'), ['directory']);
const ContactPage = lazyPage(() => import('../features/pages/pages/contact-page'), ['pages']);
const AboutPage = lazyPage(() => import('../features/pages/pages/about-page'), ['pages']);
const TermsPage = lazyPage(() => import('../features/pages/pages/terms-page'), ['pages']);
const PrivacyPage = lazyPage(() => import('../features/pages/pages/privacy-page'), ['pages']);
const CookiesPage = lazyPage(() => import('../features/pages/pages/cookies-page'), ['pages']);
const SitemapPage = lazyPage(() => import('../features/pages/pages/sitemap-page'), ['pages']);
const WaitlistPage = lazyPage(() => import('../features/pages/pages/waitlist-page'), ['pages']);
const ProductsPage = lazy(() => import('../features/products/pages/products-page'));
const AddProductPage = lazy(() => import('../features/products/pages/add-product-page'));
const CatalogWizardPage = lazy(() => import('../features/catalogs/pages/catalog-wizard-page'));
const CatalogPage = lazy(() => import('../features/catalogs/pages/catalog-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={routes.home()} element={<HomePage />} />
        <Route path={routes.categories()} element={<CategoriesPage />} />
        <Route path={routePatterns.council} element={<CouncilPage />} />
        <Route path={routes.suppliers()} element={<SuppliersPage />} />
        <Route path={routePatterns.supplier} element={<SupplierPage />} />
        <Route path={routes.buyers()} element={<BuyersPage />} />
        <Route path={routes.contact()} element={<ContactPage />} />
        <Route path={routes.about()} element={<AboutPage />} />
        <Route path={routes.terms()} element={<TermsPage />} />
        <Route path={routes.privacy()} element={<PrivacyPage />} />
        <Route path={routes.cookies()} element={<CookiesPage />} />
        <Route path={routes.sitemap()} element={<SitemapPage />} />
        <Route path={routes.waitlist()} element={<WaitlistPage />} />
        <Route path={routes.search()} element={<SearchPage />} />
        <Route path={routes.imageSearch()} element={<ImageSearchPage />} />
        <Route path={routes.auth()} element={<AuthPage />} />
        <Route path={routes.forgotPassword()} element={<ForgotPasswordPage />} />
        <Route path={routes.resetPassword()} element={<ResetPasswordPage />} />
        <Route path={routes.devMailbox()} element={<MailboxPage />} />
        <Route path={routes.dashboard()} element={<DashboardPage />} />
        <Route
          path={routes.profile()}
          element={
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path={routes.settings()}
          element={
            <RequireAuth>
              <SettingsPage />
            </RequireAuth>
          }
        />
        <Route
          path={routes.products()}
          element={
            <RequireAuth supplierOnly>
              <ProductsPage />
            </RequireAuth>
          }
        />
        <Route
          path={routes.upload()}
          element={
            <RequireAuth supplierOnly>
              <ProductsPage />
            </RequireAuth>
          }
        />
        <Route
          path={routes.catalog()}
          element={
            <RequireAuth supplierOnly>
              <CatalogWizardPage />
            </RequireAuth>
          }
        />
        <Route
          path={routes.addProduct()}
          element={
            <RequireAuth supplierOnly>
              <AddProductPage />
            </RequireAuth>
          }
        />
        <Route path={routePatterns.catalogDetail} element={<CatalogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
