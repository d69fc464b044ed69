import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactRateLimit } from '../../../shared/contact/constants';
import { contactSchema } from '../../../shared/contact/schema';
import { saveContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: contactRateLimit },
      schema: {
        tags: ['contact'],
        body: contactSchema,
        response: { 201: z.object({ sent: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      await saveContactMessage(app.deps.database.db, req.body);
      return reply.status(201).send({ sent: true as const });
    },
  );
};
