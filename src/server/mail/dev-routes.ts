import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../db/schema';

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

/** The development mailbox: outbox mail as JSON for /dev/mailbox and the e2e tests. Never in production. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.isProduction) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: z.object({ driver: z.enum(['smtp', 'outbox']), messages: z.array(mailSchema) }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.deps.database.db
        .select()
        .from(outbox)
        .where(req.query.to ? eq(outbox.to, req.query.to) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(50);
      return {
        driver: app.mailer.driver,
        messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  );
};
