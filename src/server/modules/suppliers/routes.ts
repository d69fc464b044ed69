import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierQuerySchema, supplierSchema } from '../../../shared/suppliers/schema';
import { listSuppliers } from './service';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    {
      schema: {
        tags: ['suppliers'],
        querystring: supplierQuerySchema,
        response: { 200: z.object({ suppliers: z.array(supplierSchema) }) },
      },
    },
    async (req) => ({ suppliers: await listSuppliers(app.deps.database.db, req.query) }),
  );
};
