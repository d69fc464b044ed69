import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  askSchema,
  guideCardSchema,
  guideSchema,
  guideSearchQuery,
  replySchema,
  supportRequestSchema,
  supportStatusQuery,
  supportThreadSchema,
} from '../../../shared/support/schema';
import { adminPage } from '../../../shared/trust/schema';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/i18n';
import { writeLimit } from '../trade/conversation-routes';
import { loadGuides, readGuide, searchGuides } from './guides';
import { mailAnswered, mailTeam } from './mails';
import {
  addMessage,
  closeRequest,
  createRequest,
  listForTeam,
  listOwnRequests,
  openRequest,
  teamUnreadCount,
} from './requests';

const tags = ['support'];
const idParams = z.object({ id: z.string().max(100, 'support:errors.requestNotFound') });
const slugParams = z.object({ slug: z.string().max(100, 'support:errors.guideNotFound') });
const thread = { 200: supportThreadSchema };
const closed = { 200: z.object({ request: supportRequestSchema }) };

/** Support & Resources: the guides (public), help requests (their askers) and the team's side (admins). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const guides = loadGuides();

  app.get(
    '/support/guides',
    {
      schema: {
        tags,
        querystring: guideSearchQuery,
        response: { 200: z.object({ guides: z.array(guideCardSchema) }) },
      },
    },
    async (req) => ({ guides: searchGuides(guides, requestLanguage(req), req.query.q) }),
  );

  app.get(
    '/support/guides/:slug',
    { schema: { tags, params: slugParams, response: { 200: z.object({ guide: guideSchema }) } } },
    async (req) => {
      const guide = readGuide(guides, req.params.slug, requestLanguage(req));
      if (!guide) throw new AppError('not_found', 'support:errors.guideNotFound');
      return { guide };
    },
  );

  await app.register(requestRoutes);
};

/** Help requests, the asker's side and the team's: messages, never kept by a browser or proxy cache. */
const requestRoutes: FastifyPluginAsyncZod = async (own) => {
  const { db } = own.deps.database;
  const notify = (log: typeof own.log) => ({ db, mailer: own.mailer, config: own.deps.config, log });
  own.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

  own.get(
    '/support/requests',
    {
      ...signedIn,
      schema: { tags, response: { 200: z.object({ requests: z.array(supportRequestSchema) }) } },
    },
    async (req) => ({ requests: await listOwnRequests(db, (await requireUser(req)).id) }),
  );

  own.post(
    '/support/requests',
    {
      ...signedIn,
      config: writeLimit,
      schema: { tags, body: askSchema, response: { 201: z.object({ id: z.uuid() }) } },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const request = await createRequest(db, user.id, req.body);
      await mailTeam(notify(req.log), request, user.fullName, true);
      return reply.status(201).send({ id: request.id });
    },
  );

  own.get(
    '/support/requests/:id',
    { ...signedIn, schema: { tags, params: idParams, response: thread } },
    async (req) => {
      const user = await requireUser(req);
      return openRequest(db, 'user', req.params.id, user.id);
    },
  );

  own.post(
    '/support/requests/:id/messages',
    {
      ...signedIn,
      config: writeLimit,
      schema: { tags, params: idParams, body: replySchema, response: thread },
    },
    async (req) => {
      const user = await requireUser(req);
      const request = await addMessage(
        db,
        'user',
        req.params.id,
        { id: user.id, userId: user.id },
        req.body.message,
      );
      await mailTeam(notify(req.log), request, user.fullName, false);
      return openRequest(db, 'user', request.id, user.id);
    },
  );

  own.post(
    '/support/requests/:id/close',
    { ...signedIn, schema: { tags, params: idParams, response: closed } },
    async (req) => ({ request: await closeRequest(db, 'user', req.params.id, (await requireUser(req)).id) }),
  );

  own.get(
    '/admin/support',
    {
      ...adminOnly,
      schema: { tags, querystring: supportStatusQuery, response: { 200: adminPage(supportRequestSchema) } },
    },
    async (req) => {
      await requireAdmin(req);
      return listForTeam(db, req.query.status, req.query.offset);
    },
  );

  own.get(
    '/admin/support/unread',
    { ...adminOnly, schema: { tags, response: { 200: z.object({ count: z.number().int() }) } } },
    async (req) => {
      await requireAdmin(req);
      return { count: await teamUnreadCount(db) };
    },
  );

  own.get(
    '/admin/support/:id',
    { ...adminOnly, schema: { tags, params: idParams, response: thread } },
    async (req) => {
      await requireAdmin(req);
      return openRequest(db, 'team', req.params.id, null);
    },
  );

  own.post(
    '/admin/support/:id/messages',
    { ...adminOnly, schema: { tags, params: idParams, body: replySchema, response: thread } },
    async (req) => {
      const admin = await requireAdmin(req);
      const request = await addMessage(
        db,
        'team',
        req.params.id,
        { id: admin.id, userId: null },
        req.body.message,
      );
      await mailAnswered(notify(req.log), request.userId, request);
      return openRequest(db, 'team', request.id, null);
    },
  );

  own.post(
    '/admin/support/:id/close',
    { ...adminOnly, schema: { tags, params: idParams, response: closed } },
    async (req) => {
      await requireAdmin(req);
      return { request: await closeRequest(db, 'team', req.params.id, null) };
    },
  );
};
