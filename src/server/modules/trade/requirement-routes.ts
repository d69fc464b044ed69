import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptQuoteFormSchema } from '../../../shared/orders/schema';
import { tradeLimits } from '../../../shared/trade/constants';
import {
  quoteFormSchema,
  quoteSchema,
  reportSchema,
  requirementFormSchema,
  requirementSchema,
  requirementSummarySchema,
} from '../../../shared/trade/schema';
import { requireUser, signedIn } from '../../http/auth-guard';
import { requestLanguage } from '../../http/i18n';
import { parseDetails, readUpload, registerUploads } from '../catalogs/upload';
import { notifyOrderStep } from '../orders/mails';
import { writeLimit } from './conversation-routes';
import { notifyDeclined, notifyQuote, notifyRequirement } from './mails';
import { addQuote, decideQuote, report } from './quotes';
import {
  closeRequirement,
  createRequirement,
  getRequirement,
  listMatchedRequirements,
  listOwnRequirements,
} from './requirements';

const idParams = z.object({ id: z.string().max(100, 'trade:errors.requirementNotFound') });
const quoteParams = z.object({ id: z.string().max(100, 'trade:errors.quoteNotFound') });
const summaries = { 200: z.object({ requirements: z.array(requirementSummarySchema) }) };

export const requirementRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  const { db } = app.deps.database;
  const notifyDeps = (log: typeof app.log) => ({ db, mailer: app.mailer, config: app.deps.config, log });

  app.post(
    '/requirements',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trade'],
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const upload = await readUpload(req, { maxFiles: tradeLimits.photos, filesRequired: false });
      const form = parseDetails(requirementFormSchema, upload.details);
      const deps = { db, storage: app.deps.storage, log: req.log };
      const { id, matches } = await createRequirement(deps, user, form, upload.files, requestLanguage(req));
      const r = { id, ...form, location: form.deliveryLocation };
      await Promise.all(
        matches.map((m) => notifyRequirement(notifyDeps(req.log), m.supplierUserId, r, m.reasons)),
      );
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/requirements/mine',
    { ...signedIn, schema: { tags: ['trade'], response: summaries } },
    async (req) => ({
      requirements: await listOwnRequirements(db, (await requireUser(req)).id),
    }),
  );

  app.get(
    '/requirements/matched',
    { ...signedIn, schema: { tags: ['trade'], response: summaries } },
    async (req) => ({
      requirements: await listMatchedRequirements(db, (await requireUser(req)).id),
    }),
  );

  app.get(
    '/requirements/:id',
    {
      ...signedIn,
      schema: {
        tags: ['trade'],
        params: idParams,
        response: { 200: z.object({ requirement: requirementSchema }) },
      },
    },
    async (req) => ({ requirement: await getRequirement(db, await requireUser(req), req.params.id) }),
  );

  app.post(
    '/requirements/:id/quotes',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trade'],
        params: idParams,
        body: quoteFormSchema,
        response: { 201: z.object({ quote: quoteSchema }) },
      },
    },
    async (req, reply) => {
      const { quote, buyerId, product } = await addQuote(db, await requireUser(req), req.params.id, req.body);
      await notifyQuote(notifyDeps(req.log), buyerId, {
        requirementId: req.params.id,
        product,
        supplierName: quote.supplier.name,
        price: quote.pricePerUnit,
        moq: quote.moq,
        days: quote.leadTimeDays,
      });
      return reply.status(201).send({ quote });
    },
  );

  // Accepting a quote makes it an order: the supplier is told that the order is confirmed.
  app.post(
    '/quotes/:id/accept',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trade'],
        params: quoteParams,
        body: acceptQuoteFormSchema,
        response: { 200: z.object({ quote: quoteSchema, orderId: z.uuid() }) },
      },
    },
    async (req) => {
      const { quote, order } = await decideQuote(db, await requireUser(req), req.params.id, req.body);
      if (!order) throw new Error('an accepted quote without its order');
      await notifyOrderStep(notifyDeps(req.log), order, 'confirmed', 'buyer');
      return { quote, orderId: order.id };
    },
  );

  app.post(
    '/quotes/:id/decline',
    {
      ...signedIn,
      config: writeLimit,
      schema: { tags: ['trade'], params: quoteParams, response: { 200: z.object({ quote: quoteSchema }) } },
    },
    async (req) => {
      const result = await decideQuote(db, await requireUser(req), req.params.id, null);
      await notifyDeclined(notifyDeps(req.log), result.supplierUserId, result);
      return { quote: result.quote };
    },
  );

  app.post(
    '/requirements/:id/close',
    { ...signedIn, schema: { tags: ['trade'], params: idParams } },
    async (req, reply) => {
      await closeRequirement(db, await requireUser(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/requirements/:id/report',
    { ...signedIn, config: writeLimit, schema: { tags: ['trade'], params: idParams, body: reportSchema } },
    async (req, reply) => {
      await report(db, await requireUser(req), { requirementId: req.params.id }, req.body.reason);
      return reply.status(201).send({ reported: true });
    },
  );
};
