import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeAssets } from './scripts/locale-assets';
import { precompress } from './scripts/precompress';

/** V8's explicit compile hint: the shell's functions are compiled while it streams in, off the main thread. */
function compileHint(): Plugin {
  return {
    name: 'tradesetu:compile-hint',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry)
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/**
 * The service worker (src/client/sw.ts) with the list of files to precache: the code and styles
 * of every page, so any page opens offline and a repeat visit takes none of them from the network
 * (and the icon the offline page and notifications show).
 * Fonts and translations are kept as they are used (each person needs few of them). The manifest
 * is public/manifest.webmanifest; the page registers the worker itself (lib/register-service-worker.ts).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['assets/*.{js,css}', 'icons/icon-192.png'] },
  });

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const clientOut = process.env.CLIENT_OUT_DIR ?? '../../dist/client';

// `vite build` makes the client; `vite build --ssr entry-server.tsx` then adds the server's page
// renderer in its .ssr folder (scripts/build.ts runs both; docs/decisions/0011-react-19.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    localeAssets(),
    ...(isSsrBuild ? [] : [tailwindcss(), compileHint(), serviceWorker(), precompress()]),
  ],
  // Self-contained: the build may land in a folder with no node_modules above it (e2e, bench).
  ssr: { noExternal: true },
  // React's production build in the renderer too, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: `${clientOut}/.ssr`,
        emptyOutDir: false,
        sourcemap: false,
        copyPublicDir: false,
        // .mjs: ES modules wherever the build lands, with or without a package.json saying so.
        rolldownOptions: {
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: clientOut,
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        modulePreload: false,
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
}));
