import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendJsonNotFound } from './error-handler';
import { pageHtml } from './page-html';
import { loadPageRenderer } from './page-renderer';

/** Serves the built client: versioned files cached for a year, every page drawn by pageHtml. */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`The client is not built (${clientDir}/index.html is missing): run 'npm run build'.`);
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each file (scripts/precompress.ts): no compression per request.
    preCompressed: true,
    setHeaders: (res, path) => {
      const hashed = ['assets', 'locales'].some((dir) => path.startsWith(join(clientDir, dir)));
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendPage = pageHtml(clientDir, await loadPageRenderer(app, clientDir));
  app.setNotFoundHandler((req, reply) => {
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    if (req.method !== 'GET' || !acceptsHtml) return sendJsonNotFound(req, reply);
    return sendPage(req, reply);
  });
}
