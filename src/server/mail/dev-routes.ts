import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../db/schema';
import { sendJsonNotFound } from '../http/error-handler';

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

const forwardedHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the caller is on this machine: the socket's own address, never req.ip (X-Forwarded-For
 * under TRUST_PROXY), and no forwarded header, which a proxy on this machine (whose socket is
 * loopback) would send for a caller elsewhere.
 */
export function isLocalCaller(req: FastifyRequest): boolean {
  const address = req.socket.remoteAddress ?? '';
  const loopback = /^(::ffff:)?127\./.test(address) || address === '::1';
  return loopback && !forwardedHeaders.some((name) => name in req.headers);
}

/**
 * The development mailbox: outbox mail as JSON for /dev/mailbox and the e2e tests. Its links sign
 * anyone in, so it answers callers on this machine only, and never in production.
 */
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
      if (!isLocalCaller(req)) return sendJsonNotFound(req, reply);
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
