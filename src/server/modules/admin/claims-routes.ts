import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimStatuses } from '../../../shared/trust/constants';
import {
  adminPage,
  adminPageQuery,
  claimDecisionSchema,
  queueItemSchema,
} from '../../../shared/trust/schema';
import { adminOnly, requireAdmin } from '../../http/auth-guard';
import { decideClaim, listClaims } from './claims';

const queueQuery = adminPageQuery.pick({ offset: true }).extend({
  status: z.enum(claimStatuses, 'common:errors.invalid').default('pending'),
});
const claimParams = z.object({ id: z.uuid('trust:errors.claimNotFound') });

/** The verification queue: claims with their certificates, approved or rejected by an admin. */
export const adminClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/claims',
    {
      ...adminOnly,
      schema: { tags: ['admin'], querystring: queueQuery, response: { 200: adminPage(queueItemSchema) } },
    },
    async (req) => {
      await requireAdmin(req);
      return listClaims(db, req.query);
    },
  );

  app.post(
    '/admin/claims/:id/decision',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        params: claimParams,
        body: claimDecisionSchema,
        response: { 200: z.object({ claim: queueItemSchema }) },
      },
    },
    async (req) => {
      const admin = await requireAdmin(req);
      const deps = { db, mailer: app.mailer, config: app.deps.config, log: req.log };
      const claim = await decideClaim(deps, admin, req.params.id, req.body);
      app.changes.notify('suppliers');
      return { claim };
    },
  );
};
