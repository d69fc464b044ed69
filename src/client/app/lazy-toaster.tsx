import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onFirstToast } from '../lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The toast outlet (4000 ms, at most 3 visible), loaded with the first toast. Expanded: a collapsed
 * stack draws the older toasts as blank cards behind the newest.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={4000} visibleToasts={3} richColors closeButton expand />
    </Suspense>
  );
}
