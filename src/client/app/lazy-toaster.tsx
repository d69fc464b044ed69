import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../components/ui/after-first-paint';
import { loadSonner } from '../lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The toast outlet (4000 ms, at most 3 visible), loaded once the page has painted. */
export function LazyToaster() {
  return (
    <AfterFirstPaint placeholder={null}>
      <Suspense fallback={null}>
        <Toaster duration={4000} visibleToasts={3} richColors closeButton />
      </Suspense>
    </AfterFirstPaint>
  );
}
