import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../db/schema';
import { requireUser, signedIn } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { sendStored } from '../media/routes';
import { conversationFor, isUuid, requirementFor } from './access';
import { photoFile, tradePhotoVariants } from './photos';

const params = z.object({
  id: z.string().max(100, 'common:errors.notFound'),
  variant: z.enum(tradePhotoVariants, 'common:errors.notFound'),
});

/** Photos in conversations and requirements: only for those who may read what they belong to. */
export const tradePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/trade-photos/:id/:variant',
    { ...signedIn, schema: { tags: ['trade'], params } },
    async (req, reply) => {
      const user = await requireUser(req);
      const notFound = new AppError('not_found', 'common:errors.notFound');
      const file = isUuid(req.params.id) ? await photoFile(db, req.params.id, req.params.variant) : null;
      if (!file) throw notFound;
      if (file.messageId) {
        const [m] = await db
          .select({ c: messages.conversationId })
          .from(messages)
          .where(eq(messages.id, file.messageId));
        if (!m) throw notFound;
        await conversationFor(db, user, m.c).catch(() => Promise.reject(notFound));
      } else if (file.requirementId) {
        await requirementFor(db, user, file.requirementId).catch(() => Promise.reject(notFound));
      }
      const object = await app.deps.storage.get(file.key);
      if (!object) throw notFound;
      return sendStored(reply, object, 'private, max-age=86400');
    },
  );
};
