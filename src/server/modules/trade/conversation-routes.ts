import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tradeLimits } from '../../../shared/trade/constants';
import {
  conversationSchema,
  inboxQuerySchema,
  inboxSchema,
  inquirySchema,
  messageSchema,
  replySchema,
  reportSchema,
} from '../../../shared/trade/schema';
import { requireUser, signedIn } from '../../http/auth-guard';
import { requestLanguage } from '../../http/i18n';
import { parseDetails, readUpload, registerUploads } from '../catalogs/upload';
import { addMessage, createInquiry, markRead, setBlocked } from './conversations';
import { getConversation, listInbox } from './inbox';
import { notifyNewInquiry, notifyReply } from './mails';
import { claimConversationMail } from './notify';
import { report } from './quotes';
import { refreshResponseStats } from './stats';

const idParams = z.object({ id: z.string().max(100, 'trade:errors.conversationNotFound') });
/** Per address: a busy office shares one; each person's daily limits (dailyLimits) do the rest. */
export const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  const { db } = app.deps.database;
  const notifyDeps = (log: typeof app.log) => ({ db, mailer: app.mailer, config: app.deps.config, log });

  app.post(
    '/inquiries',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trade'],
        body: inquirySchema,
        response: { 201: z.object({ conversationId: z.uuid() }) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      // A new inquiry is not due for 48 hours: the supplier's figures cannot change yet.
      const created = await createInquiry(db, user, req.body, requestLanguage(req));
      await notifyNewInquiry(
        notifyDeps(req.log),
        created.supplierUserId,
        {
          id: created.id,
          buyerName: user.fullName,
          title: created.title,
          quantity: req.body.quantity,
          unit: req.body.unit,
          location: req.body.deliveryLocation,
        },
        () => claimConversationMail(db, created.id, 'supplier'),
      );
      return reply.status(201).send({ conversationId: created.id });
    },
  );

  app.get(
    '/conversations',
    {
      ...signedIn,
      schema: { tags: ['trade'], querystring: inboxQuerySchema, response: { 200: inboxSchema } },
    },
    async (req) => listInbox(db, (await requireUser(req)).id, req.query),
  );

  app.get(
    '/conversations/:id',
    {
      ...signedIn,
      schema: {
        tags: ['trade'],
        params: idParams,
        response: { 200: z.object({ conversation: conversationSchema }) },
      },
    },
    async (req) => ({ conversation: await getConversation(db, await requireUser(req), req.params.id) }),
  );

  app.post(
    '/conversations/:id/read',
    { ...signedIn, schema: { tags: ['trade'], params: idParams } },
    async (req, reply) => {
      await markRead(db, await requireUser(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trade'],
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ message: messageSchema }) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const upload = await readUpload(req, { maxFiles: tradeLimits.photos, filesRequired: false });
      const body = parseDetails(replySchema, upload.details);
      const deps = { db, storage: app.deps.storage, log: req.log };
      const sent = await addMessage(deps, user, req.params.id, body, upload.files, requestLanguage(req));
      if (sent.firstResponse) {
        await refreshResponseStats(db, sent.row.supplierId);
        app.changes.notify('suppliers');
      }
      const to = sent.side === 'buyer' ? 'supplier' : 'buyer';
      await notifyReply(
        notifyDeps(req.log),
        to === 'buyer' ? sent.row.buyerId : sent.row.supplierUserId,
        { id: sent.row.id, senderName: user.fullName, title: sent.row.listingTitle },
        () => claimConversationMail(db, sent.row.id, to),
      );
      const conversation = await getConversation(db, user, req.params.id);
      const message = conversation.messages.find((m) => m.id === sent.messageId);
      return reply.status(201).send({ message: message as NonNullable<typeof message> });
    },
  );

  app.post(
    '/conversations/:id/report',
    { ...signedIn, config: writeLimit, schema: { tags: ['trade'], params: idParams, body: reportSchema } },
    async (req, reply) => {
      await report(db, await requireUser(req), { conversationId: req.params.id }, req.body.reason);
      return reply.status(201).send({ reported: true });
    },
  );

  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/conversations/:id/block',
      { ...signedIn, schema: { tags: ['trade'], params: idParams } },
      async (req, reply) => {
        await setBlocked(db, await requireUser(req), req.params.id, method === 'post');
        return reply.status(204).send();
      },
    );
  }
};
