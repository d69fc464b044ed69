import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { useLocation } from '../lib/router';
import { Footer } from './footer';
import { LazyToaster } from './lazy-toaster';
import { OfflineBanner } from './offline-banner';
import { PageErrorBoundary } from './page-error-boundary';
import { TopNav } from './top-nav';

/**
 * Navigation, page and footer are Suspense boundaries of their own, so React hydrates each
 * separately and the one a person touches first comes first (selective hydration).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense>
        <TopNav />
      </Suspense>
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <LazyToaster />
    </div>
  );
}
