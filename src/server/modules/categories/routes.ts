import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryCountSchema } from '../../../shared/categories/schema';
import { listCategoryCounts } from './service';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        response: { 200: z.object({ categories: z.array(categoryCountSchema) }) },
      },
    },
    async () => ({ categories: await listCategoryCounts(app.deps.database.db) }),
  );
};
