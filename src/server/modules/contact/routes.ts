import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageRowSchema, contactSchema } from '../../../shared/contact/schema';
import { adminListQuerySchema } from '../../../shared/waitlist/schema';
import { requireAdmin } from '../../http/auth-guard';
import { listContactMessages, saveContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactSchema,
        response: { 201: z.object({ sent: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      await saveContactMessage(app.deps.database.db, req.body, req.ip);
      return reply.status(201).send({ sent: true as const });
    },
  );

  app.get(
    '/contact',
    {
      preValidation: async (req) => void (await requireAdmin(req)),
      schema: {
        tags: ['contact'],
        querystring: adminListQuerySchema,
        response: { 200: z.object({ messages: z.array(contactMessageRowSchema) }) },
      },
    },
    async (req) => ({ messages: await listContactMessages(app.deps.database.db, req.query.limit) }),
  );
};
