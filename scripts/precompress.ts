// Vite plugin: writes .br and .gz beside every compressible file of the build, so the server
// (@fastify/static `preCompressed`) sends them without compressing at request time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tradesetu:precompress',
    apply: 'build',
    configResolved(config) {
      // outDir is relative to the Vite root (src/client), not to the working directory.
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const work: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        work.push(
          (async () => {
            if ((await stat(path)).size < 1024) return; // headers would eat the saving
            const body = await readFile(path);
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          })(),
        );
      }
      await Promise.all(work);
    },
  };
}
