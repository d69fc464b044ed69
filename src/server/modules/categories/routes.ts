import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryCountSchema } from '../../../shared/categories/schema';
import { jsonReadCache, sendJson } from '../../http/read-cache';
import { listCategoryCounts } from './service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const categoryList = z.object({ categories: z.array(categoryCountSchema) });
  const categories = jsonReadCache(60_000, categoryList, async () => ({
    categories: await listCategoryCounts(app.deps.database.db),
  }));
  app.changes.on('catalogs', categories.invalidate);

  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        response: { 200: categoryList },
      },
    },
    async (_req, reply) => sendJson(reply, await categories.get()),
  );
};
