// The production server as ES modules for plain `node` (no tsx): dist/server/main.mjs and the
// chunks it loads on demand; our code bundled, every npm package left to node_modules, and the
// folders the server reads at run time (src/server/shipped-files.ts) copied beside it.
import { cpSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { build } from 'vite';
import { shippedFolders } from '../src/server/shipped-files';

const entry = 'src/server/main.ts';

/** Bundles the server into `outDir`; throws if the build fails. */
export async function buildServer(outDir = 'dist/server', logLevel: 'info' | 'error' = 'error') {
  const out = resolve(outDir);
  await build({
    configFile: false,
    logLevel,
    define: { __SERVER_BUNDLE__: 'true' },
    build: {
      ssr: entry,
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        // Bare specifiers are packages (or node: builtins): Node loads them from node_modules.
        external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
        // Modules loaded on demand (S3, PostgreSQL) become chunks beside it, in the same folder, so
        // import.meta.dirname is the same in all of them.
        output: { format: 'es', entryFileNames: 'main.mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  for (const [name, from] of Object.entries(shippedFolders))
    cpSync(join('src/server', from), join(out, name), { recursive: true });
  return join(out, 'main.mjs');
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(undefined, 'info');
