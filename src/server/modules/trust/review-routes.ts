import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reviewFormSchema,
  reviewReplySchema,
  reviewSchema,
  reviewsSchema,
} from '../../../shared/trust/schema';
import { getSessionUser, requireUser, signedIn } from '../../http/auth-guard';
import { writeLimit } from '../trade/conversation-routes';
import { addReview, listReviews, replyToReview } from './reviews';

const supplierParams = z.object({ id: z.string().max(100, 'trust:errors.supplierNotFound') });
const reviewParams = z.object({ id: z.string().max(100, 'trust:errors.reviewNotFound') });
const oneReview = z.object({ review: reviewSchema });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/suppliers/:id/reviews',
    { schema: { tags: ['trust'], params: supplierParams, response: { 200: reviewsSchema } } },
    async (req) => listReviews(db, req.params.id, await getSessionUser(req)),
  );

  app.post(
    '/suppliers/:id/reviews',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trust'],
        params: supplierParams,
        body: reviewFormSchema,
        response: { 201: oneReview },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const deps = { db, mailer: app.mailer, config: app.deps.config, log: req.log };
      const review = await addReview(deps, user, req.params.id, req.body);
      // The supplier's trust score changed.
      app.changes.notify('suppliers');
      return reply.status(201).send({ review });
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['trust'],
        params: reviewParams,
        body: reviewReplySchema,
        response: { 200: oneReview },
      },
    },
    async (req) => ({
      review: await replyToReview(db, await requireUser(req), req.params.id, req.body.reply),
    }),
  );
};
