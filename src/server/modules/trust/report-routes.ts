import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportFormSchema } from '../../../shared/trust/schema';
import type { Db } from '../../db/client';
import { catalogs, products, reports, reviews } from '../../db/schema';
import { requireUser, signedIn } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { isUuid, type Reader } from '../trade/access';
import { writeLimit } from '../trade/conversation-routes';

type Subject = z.infer<typeof reportFormSchema>['subject'];

const notFound: Record<Subject, string> = {
  catalog: 'catalog:errors.notFound',
  product: 'products:errors.notFound',
  review: 'trust:errors.reviewNotFound',
};

/** Who wrote the subject, if the reader can see it (hidden: only its author and admins can). */
async function authorOf(db: Db, reader: Reader, subject: Subject, id: string) {
  const found = async () => {
    if (!isUuid(id)) return undefined;
    if (subject === 'review') {
      const [r] = await db.select().from(reviews).where(eq(reviews.id, id));
      return r && { authorId: r.buyerId, hiddenAt: r.hiddenAt };
    }
    // One table at a time, like the listing queries: the union type loses drizzle's column types.
    const t = (subject === 'catalog' ? catalogs : products) as typeof catalogs;
    const [l] = await db.select({ authorId: t.userId, hiddenAt: t.hiddenAt }).from(t).where(eq(t.id, id));
    return l;
  };
  const row = await found();
  if (!row || (row.hiddenAt && row.authorId !== reader.id && reader.role !== 'admin'))
    throw new AppError('not_found', notFound[subject]);
  return row.authorId;
}

const subjectColumn = { catalog: 'catalogId', product: 'productId', review: 'reviewId' } as const;

/** A signed-in user reports a listing or a review to the moderators, once each. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/reports',
    {
      ...signedIn,
      config: writeLimit,
      schema: { tags: ['trust'], body: reportFormSchema, response: { 201: z.object({ id: z.uuid() }) } },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const { subject, id, reason } = req.body;
      const reportedUserId = await authorOf(db, user, subject, id);
      const [row] = await db
        .insert(reports)
        .values({ reporterId: user.id, reportedUserId, reason, [subjectColumn[subject]]: id })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (!row) throw new AppError('conflict', 'trade:errors.alreadyReported');
      return reply.status(201).send({ id: row.id });
    },
  );
};
