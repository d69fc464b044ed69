import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { councilSchema } from '../../../shared/councils/schema';
import { listCouncils } from './service';

export const councilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/councils',
    { schema: { tags: ['councils'], response: { 200: z.object({ councils: z.array(councilSchema) }) } } },
    async () => ({ councils: await listCouncils(app.deps.database.db) }),
  );
};
