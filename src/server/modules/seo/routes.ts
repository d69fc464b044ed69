import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

/** /sitemap.xml and /robots.txt at the site root, ahead of the client's page fallback. */
export async function seoRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(database.db, config.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(config.publicUrl)),
  );
}
