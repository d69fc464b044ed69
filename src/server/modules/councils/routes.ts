import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { councilDetailSchema, councilSchema } from '../../../shared/councils/schema';
import { getCouncilDetail, listCouncils } from './service';

export const councilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/councils',
    { schema: { tags: ['councils'], response: { 200: z.object({ councils: z.array(councilSchema) }) } } },
    async () => ({ councils: await listCouncils(app.deps.database.db) }),
  );

  app.get(
    '/councils/:id',
    {
      schema: {
        tags: ['councils'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: councilDetailSchema },
      },
    },
    async (req) => getCouncilDetail(app.deps.database.db, req.params.id),
  );
};
