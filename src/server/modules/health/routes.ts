import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const check = z.enum(['ok', 'failing']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const probe = async (fn: () => Promise<void>) => {
        try {
          await fn();
          return 'ok' as const;
        } catch (err) {
          req.log.error({ err }, 'health check failed');
          return 'failing' as const;
        }
      };
      const [database, storage] = await Promise.all([
        probe(() => app.deps.database.ping()),
        probe(() => app.deps.storage.ping()),
      ]);
      if (database === 'ok' && storage === 'ok') return { status: 'ok' as const, database, storage };
      return reply.status(503).send({ status: 'failing' as const, database, storage });
    },
  );
};
