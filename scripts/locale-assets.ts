// Vite plugin: the translation files become static assets at `/locales/<version>/<lng>/<ns>.json`
// (version: a hash of all of them, so they are cached for a year and replaced when one changes).
// The client builds each address from `__LOCALES__` instead of carrying a table of 150 hashed
// file names in its shell.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const dir = join(import.meta.dirname, '..', 'src', 'shared', 'i18n', 'locales');

function localeFiles() {
  return readdirSync(dir)
    .sort()
    .flatMap((lng) =>
      readdirSync(join(dir, lng))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((file) => ({ path: `${lng}/${file}`, source: readFileSync(join(dir, lng, file)) })),
    );
}

export function localeAssets(): Plugin {
  const files = localeFiles();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.path).update(f.source);
  const base = `/locales/${hash.digest('hex').slice(0, 10)}`;
  return {
    name: 'tradesetu:locale-assets',
    config: () => ({ define: { __LOCALES__: JSON.stringify(base) } }),
    configureServer(server) {
      // `vite dev`: the same addresses, read straight from src/shared.
      server.middlewares.use(base, (req, res, next) => {
        const file = files.find((f) => `/${f.path}` === req.url);
        if (!file) return next();
        res.setHeader('content-type', 'application/json');
        res.end(readFileSync(join(dir, file.path)));
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const f of files)
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${f.path}`, source: f.source });
    },
  };
}
