import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paymentDetailsSchema,
  supplierProfileSchema,
  supplierSchema,
} from '../../../shared/suppliers/schema';
import { requireSupplier } from '../../http/auth-guard';
import { getPaymentDetails, getSupplierForUser, upsertSupplierForUser } from './service';

/** The directory row, and the invoice and payment details only its owner reads back. */
const mine = z.object({ supplier: supplierSchema.nullable(), payment: paymentDetailsSchema.nullable() });

/** The signed-in supplier's own directory profile ('Business details' on /profile). */
export const supplierMeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Who is asking is settled before the body is validated: a stranger gets 401, not field errors.
  app.addHook('preValidation', async (req) => void (await requireSupplier(req)));
  const mineFor = async (userId: string) => {
    const [supplier, payment] = await Promise.all([
      getSupplierForUser(db(), userId),
      getPaymentDetails(db(), userId),
    ]);
    return { supplier, payment };
  };

  app.get('/suppliers/me', { schema: { tags: ['suppliers'], response: { 200: mine } } }, async (req) => {
    const user = await requireSupplier(req);
    return mineFor(user.id);
  });

  app.put(
    '/suppliers/me',
    { schema: { tags: ['suppliers'], body: supplierProfileSchema, response: { 200: mine } } },
    async (req) => {
      const user = await requireSupplier(req);
      await upsertSupplierForUser(db(), { userId: user.id, ...req.body });
      app.changes.notify('suppliers');
      return mineFor(user.id);
    },
  );
};
