import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
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

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const clientOut = process.env.CLIENT_OUT_DIR ?? '../../dist/client';

// `vite build` makes the client; `vite build --ssr entry-server.tsx` then adds the server's page
// renderer in its .ssr folder (scripts/build.ts runs both; docs/decisions/0010-server-rendering.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  // React APIs on the Preact runtime: see docs/decisions/0002-preact-runtime.md.
  plugins: [
    preact({ prerender: { enabled: false } }),
    ...(isSsrBuild ? [] : [tailwindcss(), compileHint(), precompress()]),
  ],
  // One self-contained file: its React imports must resolve to Preact too, as in the browser.
  ssr: { noExternal: true },
  resolve: {
    // The shim is CommonJS: on Node its require('react') would load a second copy of Preact.
    alias: isSsrBuild
      ? [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' }]
      : [],
  },
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
        // Locale JSON must stay a fetched file: an inlined data: URL would be blocked by the CSP.
        assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
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
