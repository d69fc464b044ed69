import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportStatuses } from '../../../shared/trust/constants';
import {
  adminPage,
  adminPageQuery,
  adminReportSchema,
  adminUserSchema,
  auditEntrySchema,
  contactRowSchema,
  inboxParams,
  reportDecisionSchema,
  userActionSchema,
  waitlistRowSchema,
} from '../../../shared/trust/schema';
import { adminOnly, requireAdmin } from '../../http/auth-guard';
import { listAudit } from './audit-log';
import { adminClaimRoutes } from './claims-routes';
import { inboxCsv, listInbox } from './inboxes';
import { setReviewHidden } from './moderation';
import { decideReport } from './report-decision';
import { listReports } from './report-list';
import { actOnUser, listUsers } from './users';

const tags = ['admin'];
const userParams = z.object({ id: z.string().max(100, 'trust:errors.userNotFound') });
const reportParams = z.object({ id: z.uuid('trust:errors.reportNotFound') });
const reviewParams = z.object({ id: z.uuid('trust:errors.reviewNotFound') });
const reportQuery = adminPageQuery.pick({ offset: true }).extend({
  status: z.enum(reportStatuses, 'common:errors.invalid').default('open'),
});
const reviewVisibility = z.object({ hidden: z.boolean('trust:errors.actionRequired') });

/** The admin console: users, reports, reviews, the inboxes and the audit log (admins only). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const deps = (log: typeof app.log) => ({
    db,
    mailer: app.mailer,
    config: app.deps.config,
    log,
    changes: app.changes,
  });
  // People's addresses and messages: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));
  await app.register(adminClaimRoutes);

  app.get(
    '/admin/users',
    {
      ...adminOnly,
      schema: { tags, querystring: adminPageQuery, response: { 200: adminPage(adminUserSchema) } },
    },
    async (req) => {
      await requireAdmin(req);
      return listUsers(db, req.query);
    },
  );

  app.post(
    '/admin/users/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        params: userParams,
        body: userActionSchema,
        response: { 200: z.object({ user: adminUserSchema }) },
      },
    },
    async (req) => {
      const admin = await requireAdmin(req);
      return { user: await actOnUser(deps(req.log), admin, req.params.id, req.body) };
    },
  );

  app.get(
    '/admin/reports',
    {
      ...adminOnly,
      schema: { tags, querystring: reportQuery, response: { 200: adminPage(adminReportSchema) } },
    },
    async (req) => {
      await requireAdmin(req);
      return listReports(db, req.query);
    },
  );

  app.post(
    '/admin/reports/:id/decision',
    {
      ...adminOnly,
      schema: {
        tags,
        params: reportParams,
        body: reportDecisionSchema,
        response: { 200: z.object({ report: adminReportSchema }) },
      },
    },
    async (req) => {
      const admin = await requireAdmin(req);
      return { report: await decideReport(deps(req.log), admin, req.params.id, req.body) };
    },
  );

  app.post(
    '/admin/reviews/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        params: reviewParams,
        body: reviewVisibility,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      const admin = await requireAdmin(req);
      await setReviewHidden(deps(req.log), admin, req.params.id, req.body.hidden);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/inboxes/:inbox',
    {
      ...adminOnly,
      schema: {
        tags,
        params: inboxParams,
        querystring: adminPageQuery,
        response: { 200: adminPage(z.union([waitlistRowSchema, contactRowSchema])) },
      },
    },
    async (req) => {
      await requireAdmin(req);
      return listInbox(db, req.params.inbox, req.query);
    },
  );

  app.get(
    '/admin/inboxes/:inbox/export.csv',
    { ...adminOnly, schema: { tags, params: inboxParams } },
    async (req, reply) => {
      await requireAdmin(req);
      const csv = await inboxCsv(db, req.params.inbox);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tradesetu-${req.params.inbox}-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/admin/audit',
    {
      ...adminOnly,
      schema: { tags, querystring: adminPageQuery, response: { 200: adminPage(auditEntrySchema) } },
    },
    async (req) => {
      await requireAdmin(req);
      return listAudit(db, req.query);
    },
  );
};
