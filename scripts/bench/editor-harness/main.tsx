// The real <ImageEditor> on its own page, for scripts/bench/editor.bench.ts.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { ImageEditor } from '../../../src/client/components/media/image-editor';
import { startI18n } from '../../../src/client/i18n/i18n';
import './harness.css';

declare global {
  interface Window {
    editedBytes?: number;
  }
}

await startI18n('en', undefined).loadNamespaces(['common', 'media']);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <main className="p-6">
    <Suspense fallback={null}>
      <ImageEditor
        imageUrl={new URLSearchParams(location.search).get('src') ?? '/photo.jpg'}
        currentIndex={0}
        totalImages={2}
        isFirst
        isLast={false}
        onSave={(blob) => {
          window.editedBytes = blob.size;
        }}
        onPrevious={() => {}}
        onNext={() => {}}
      />
    </Suspense>
    <Toaster />
  </main>,
);
