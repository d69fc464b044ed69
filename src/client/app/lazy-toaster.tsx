import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner } from '../lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The toast outlet (4000 ms, at most 3 visible), loaded once the page is up: no page needs it to draw. */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={4000} visibleToasts={3} richColors closeButton />
    </Suspense>
  );
}
