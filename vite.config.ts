import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  // React APIs on the Preact runtime: see docs/decisions/0002-preact-runtime.md.
  plugins: [preact({ prerender: { enabled: false } }), tailwindcss(), precompress()],
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Locale JSON must stay a fetched file: an inlined data: URL would be blocked by the CSP.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    // Everything the first page needs in one file: over HTTP/1.1 a dozen tiny chunks cost more
    // round trips than bytes (Lighthouse first paint 2.5 s -> 1.6 s). Pages stay lazy chunks.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
