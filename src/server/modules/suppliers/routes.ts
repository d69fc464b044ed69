import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  supplierDetailSchema,
  supplierFacetsSchema,
  supplierQuerySchema,
  supplierSchema,
} from '../../../shared/suppliers/schema';
import { requireUser } from '../../http/auth-guard';
import { supplierMeRoutes } from './me-routes';
import { getSupplierDetail, listSuppliers, supplierFacets, whatsappFor } from './service';

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

  // Never in the public answer above: only to its owner and to buyers who have written to it.
  app.get(
    '/suppliers/:id/whatsapp',
    {
      schema: {
        tags: ['suppliers'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ whatsapp: z.string().nullable() }) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return { whatsapp: await whatsappFor(db(), req.params.id, user.id) };
    },
  );
};
