import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HydrateInTurn } from '../components/ui/hydrate-in-turn';
import { Spinner } from '../components/ui/spinner';
import { Footer } from './footer';
import { LazyToaster } from './lazy-toaster';
import { PageErrorBoundary } from './page-error-boundary';
import { TopNav } from './top-nav';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <HydrateInTurn>
        <TopNav />
      </HydrateInTurn>
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {/* Boundaries per page: under Preact, a Suspense reused across a route change that happens
            while a lazy page is still loading is left with a null internal state (blank page). */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <HydrateInTurn>
        <Footer />
      </HydrateInTurn>
      <LazyToaster />
    </div>
  );
}
