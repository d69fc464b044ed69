import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  supplierDetailSchema,
  supplierFacetsSchema,
  supplierQuerySchema,
  supplierSchema,
} from '../../../shared/suppliers/schema';
import { supplierMeRoutes } from './me-routes';
import { getSupplierDetail, listSuppliers, supplierFacets } from './service';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  await app.register(supplierMeRoutes);

  app.get(
    '/suppliers',
    {
      schema: {
        tags: ['suppliers'],
        querystring: supplierQuerySchema,
        response: { 200: z.object({ suppliers: z.array(supplierSchema) }) },
      },
    },
    async (req) => ({ suppliers: await listSuppliers(db(), req.query) }),
  );

  app.get(
    '/suppliers/facets',
    { schema: { tags: ['suppliers'], response: { 200: supplierFacetsSchema } } },
    async () => supplierFacets(db()),
  );

  app.get(
    '/suppliers/:id',
    {
      schema: {
        tags: ['suppliers'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: supplierDetailSchema },
      },
    },
    async (req) => getSupplierDetail(db(), req.params.id),
  );
};
