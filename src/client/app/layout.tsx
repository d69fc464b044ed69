import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { Spinner } from '../components/ui/spinner';
import { Footer } from './footer';
import { TopNav } from './top-nav';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster duration={4000} visibleToasts={3} richColors closeButton />
    </div>
  );
}
