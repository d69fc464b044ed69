import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateRequestSchema, translationStatusSchema } from '../../../shared/translation/schema';
import { createTranslationProvider, translateText, translationStatus } from './service';

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createTranslationProvider(app.deps.config);

  app.get(
    '/translate/status',
    { schema: { tags: ['translation'], response: { 200: translationStatusSchema } } },
    () => translationStatus(provider),
  );

  app.post(
    '/translate',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['translation'],
        body: translateRequestSchema,
        response: { 200: z.object({ text: z.string(), cached: z.boolean() }) },
      },
    },
    (req) => translateText(app.deps.database.db, provider, req.body),
  );
};
