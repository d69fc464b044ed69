import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  launchSchema,
  waitlistRowSchema,
  waitlistSchema,
} from '../../../shared/waitlist/schema';
import { requireAdmin } from '../../http/auth-guard';
import { getLaunchAt, joinWaitlist, listWaitlist } from './service';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  // Fix the launch date at the first start, not at the first visit.
  app.addHook('onReady', async () => void (await getLaunchAt(database.db, config)));

  app.post(
    '/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        body: waitlistSchema,
        response: { 200: z.object({ joined: z.literal(true) }) },
      },
    },
    async (req) => {
      await joinWaitlist(database.db, req.body, req.ip);
      return { joined: true as const };
    },
  );

  app.get(
    '/waitlist/launch',
    { schema: { tags: ['waitlist'], response: { 200: launchSchema } } },
    async () => ({ launchAt: (await getLaunchAt(database.db, config)).toISOString() }),
  );

  app.get(
    '/waitlist',
    {
      preValidation: async (req) => void (await requireAdmin(req)),
      schema: {
        tags: ['waitlist'],
        querystring: adminListQuerySchema,
        response: { 200: z.object({ total: z.number().int(), entries: z.array(waitlistRowSchema) }) },
      },
    },
    async (req) => listWaitlist(database.db, req.query.limit),
  );
};
