import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierProfileSchema, supplierSchema } from '../../../shared/suppliers/schema';
import { requireSupplier } from '../../http/auth-guard';
import { getSupplierForUser, upsertSupplierForUser } from './service';

const mine = z.object({ supplier: supplierSchema.nullable() });

/** The signed-in supplier's own directory profile ('Business details' on /profile). */
export const supplierMeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Who is asking is settled before the body is validated: a stranger gets 401, not field errors.
  app.addHook('preValidation', async (req) => void (await requireSupplier(req)));

  app.get('/suppliers/me', { schema: { tags: ['suppliers'], response: { 200: mine } } }, async (req) => {
    const user = await requireSupplier(req);
    return { supplier: await getSupplierForUser(db(), user.id) };
  });

  app.put(
    '/suppliers/me',
    { schema: { tags: ['suppliers'], body: supplierProfileSchema, response: { 200: mine } } },
    async (req) => {
      const user = await requireSupplier(req);
      await upsertSupplierForUser(db(), { userId: user.id, ...req.body });
      app.changes.notify('suppliers');
      return { supplier: await getSupplierForUser(db(), user.id) };
    },
  );
};
