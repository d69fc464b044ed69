import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { Spinner } from '../components/ui/spinner';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {/* A boundary per page: under Preact, reusing one across a route change that happens while
            a lazy page is still loading leaves it with a null internal state (blank page). */}
        <Suspense key={pathname} fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster duration={4000} visibleToasts={3} richColors closeButton />
    </div>
  );
}
