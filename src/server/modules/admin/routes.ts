import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../../http/auth-guard';
import { listUsers } from './service';

const pageSchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'common:errors.invalid')
    .max(100, 'common:errors.invalid')
    .default(50),
  offset: z.coerce.number().int().min(0, 'common:errors.invalid').default(0),
});

/** Admin-only routes; later issues (moderation, trust) add theirs here. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    { ...adminOnly, schema: { tags: ['admin'], querystring: pageSchema } },
    async (req) => {
      await requireAdmin(req);
      return listUsers(app.deps.database.db, req.query);
    },
  );
};
