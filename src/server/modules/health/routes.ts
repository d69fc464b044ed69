import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDraining, probe } from './readiness';

const check = z.enum(['ok', 'failing']);
/** A balancer's check must answer quickly: a database slower than this counts as down. */
const readyTimeoutMs = 1000;
const healthTimeoutMs = 5000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const dependencies = (log: typeof app.log, timeoutMs: number) =>
    Promise.all([
      probe(log, 'database', () => app.deps.database.ping(), timeoutMs),
      probe(log, 'storage', () => app.deps.storage.ping(), timeoutMs),
    ]);

  /** Monitoring: the process answers, and so do its database and storage. */
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: check, storage: check }),
          503: z.object({ status: z.literal('failing'), database: check, storage: check }),
        },
      },
    },
    async (req, reply) => {
      const [database, storage] = await dependencies(req.log, healthTimeoutMs);
      if (database === 'ok' && storage === 'ok') return { status: 'ok' as const, database, storage };
      return reply.status(503).send({ status: 'failing' as const, database, storage });
    },
  );

  /** Load balancers: send this instance requests now? No once it is shutting down. */
  const checks = z.object({
    shutdown: z.enum(['no', 'in_progress']),
    database: check.or(z.literal('skipped')),
    storage: check.or(z.literal('skipped')),
  });
  app.get(
    '/ready',
    {
      // Polled every few seconds by every balancer: only failures are worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready'), checks }),
          503: z.object({ status: z.literal('not_ready'), checks }),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (isDraining(app)) {
        const skipped = { shutdown: 'in_progress', database: 'skipped', storage: 'skipped' } as const;
        return reply.status(503).send({ status: 'not_ready' as const, checks: skipped });
      }
      const [database, storage] = await dependencies(req.log, readyTimeoutMs);
      const result = { shutdown: 'no' as const, database, storage };
      if (database === 'ok' && storage === 'ok') return { status: 'ready' as const, checks: result };
      return reply.status(503).send({ status: 'not_ready' as const, checks: result });
    },
  );
};
