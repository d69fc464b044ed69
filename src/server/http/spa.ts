import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendJsonNotFound } from './error-handler';
import { sendOfflinePage } from './offline-page';
import { pageHtml } from './page-html';
import { loadPageRenderer } from './page-renderer';

/** The build's folders of versioned files, served under their own names and cached for a year. */
const versioned = ['assets', 'locales'];

/**
 * Serves the built client: versioned files (one wildcard route per folder, not one per file: the
 * server starts sooner), the favicon, manifest, icons and service worker, the offline page, and
 * every page drawn by pageHtml.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`The client is not built (${clientDir}/index.html is missing): run 'npm run build'.`);
  }
  for (const [i, dir] of versioned.entries()) {
    await app.register(fastifyStatic, {
      root: join(clientDir, dir),
      prefix: `/${dir}/`,
      decorateReply: i === 0,
      index: false,
      // The build writes .br/.gz beside each file (scripts/precompress.ts): no compression per request.
      preCompressed: true,
      // Only here: reply.sendFile (below) runs this plugin's setHeaders too.
      setHeaders: (res, path) => {
        if (path.startsWith(join(clientDir, dir)))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Files asked for by a fixed name, checked for a new version at each use (ETag): the service
  // worker above all, whose every version must reach the browser.
  for (const name of ['favicon.svg', 'manifest.webmanifest', 'sw.js']) {
    app.get(`/${name}`, { schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(name, clientDir, { cacheControl: false }),
    );
  }
  app.get<{ Params: { name: string } }>('/icons/:name', { schema: { hide: true } }, (req, reply) =>
    reply
      .header('cache-control', 'public, max-age=604800')
      .sendFile(req.params.name, join(clientDir, 'icons')),
  );
  app.get('/offline', { schema: { hide: true } }, sendOfflinePage);
  const sendPage = pageHtml(clientDir, loadPageRenderer(app, clientDir));
  app.setNotFoundHandler((req, reply) => {
    // Pages for anything that takes HTML (browsers, and `curl` with its */*); the API and missing
    // files (a name with an extension: no page has one) stay JSON.
    const accept = req.headers.accept ?? '*/*';
    const acceptsHtml = accept.includes('text/html') || accept.includes('*/*');
    const path = req.url.split('?')[0] ?? '';
    const isPage = !path.startsWith('/api/') && !/\.\w+$/.test(path);
    if (req.method !== 'GET' || !acceptsHtml || !isPage) return sendJsonNotFound(req, reply);
    return sendPage(req, reply);
  });
}
