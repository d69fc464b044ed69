import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { councilDetailSchema, councilSchema } from '../../../shared/councils/schema';
import { changeTopics } from '../../http/changes';
import { jsonReadCache, sendJson } from '../../http/read-cache';
import { getCouncilDetail, listCouncils } from './service';

export const councilRoutes: FastifyPluginAsyncZod = async (app) => {
  const councilList = z.object({ councils: z.array(councilSchema) });
  const councils = jsonReadCache(60_000, councilList, async () => ({
    councils: await listCouncils(app.deps.database.db),
  }));
  // Every topic: the counts follow catalogs, products and which suppliers are listed.
  for (const topic of changeTopics) app.changes.on(topic, councils.invalidate);

  app.get(
    '/councils',
    { schema: { tags: ['councils'], response: { 200: councilList } } },
    async (_req, reply) => sendJson(reply, await councils.get()),
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
