import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteAccountSchema,
  languagePreferenceSchema,
  meSchema,
  profileSchema,
  profileUpdateSchema,
  registerSchema,
} from '../../../shared/auth/schema';
import { acceptedImageTypes, maxImageBytes } from '../../../shared/media/constants';
import { registerAccount } from '../../auth/accounts';
import { requireUser, signedIn } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/i18n';
import { getPaymentDetails, getSupplierForUser } from '../suppliers/service';
import { replaceAvatar } from './avatar';
import {
  becomeSupplier,
  deleteAccount,
  getDashboard,
  getProfile,
  setLanguage,
  updateProfile,
} from './service';

const ok = z.object({ ok: z.literal(true) });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const tags = ['account'];

  // Avatars arrive as the raw (client-cropped) image; this parser exists only in this plugin.
  app.addContentTypeParser(
    [...acceptedImageTypes],
    { parseAs: 'buffer', bodyLimit: maxImageBytes },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/account/register',
    { schema: { tags, body: registerSchema, response: { 201: z.object({ email: z.string() }) } } },
    async (req, reply) => {
      const deps = { db, auth: app.auth, windowSeconds: app.deps.config.authRateWindowSeconds };
      await registerAccount(deps, req.body, req.ip, requestLanguage(req));
      return reply.status(201).send({ email: req.body.email });
    },
  );

  app.get('/account/me', { schema: { tags, response: { 200: meSchema } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const session = req.headers.cookie?.includes('session_token')
      ? await app.auth.api.getSession({ headers: fromNodeHeaders(req.headers) })
      : null;
    if (!session) return { user: null, session: null, profile: null };
    const { user } = session;
    return {
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified },
      session: { expiresAt: new Date(session.session.expiresAt).toISOString() },
      profile: await getProfile(db, user.id).catch(() => null),
    };
  });

  app.get(
    '/account/profile',
    { ...signedIn, schema: { tags, response: { 200: profileSchema } } },
    async (req) => getProfile(db, (await requireUser(req)).id),
  );

  app.patch(
    '/account/profile',
    { ...signedIn, schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (req) => updateProfile(db, (await requireUser(req)).id, req.body),
  );

  app.put(
    '/account/language',
    { ...signedIn, schema: { tags, body: languagePreferenceSchema, response: { 200: profileSchema } } },
    async (req) => setLanguage(db, (await requireUser(req)).id, req.body.language),
  );

  app.put(
    '/account/avatar',
    { ...signedIn, schema: { tags, response: { 200: profileSchema } } },
    async (req) => {
      const user = await requireUser(req);
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw new AppError('validation', 'account:errors.avatarInvalid');
      const profile = await replaceAvatar(db, app.deps.storage, user.id, req.body);
      app.changes.notify('suppliers'); // a supplier's photo is their logo
      return profile;
    },
  );

  app.delete(
    '/account/avatar',
    { ...signedIn, schema: { tags, response: { 200: profileSchema } } },
    async (req) => {
      const profile = await replaceAvatar(db, app.deps.storage, (await requireUser(req)).id, null);
      app.changes.notify('suppliers');
      return profile;
    },
  );

  app.post(
    '/account/become-supplier',
    { ...signedIn, schema: { tags, response: { 200: profileSchema } } },
    async (req) => becomeSupplier(db, (await requireUser(req)).id),
  );

  app.delete(
    '/account',
    { ...signedIn, schema: { tags, body: deleteAccountSchema, response: { 200: ok } } },
    async (req, reply) => {
      const user = await requireUser(req);
      if (req.body.confirmation !== user.email.toLowerCase())
        throw new AppError('validation', 'account:errors.deleteConfirmation', {
          confirmation: 'account:errors.deleteConfirmation',
        });
      // Sign out first: better-auth answers with the cookies that clear the browser's session.
      const { headers } = await app.auth.api.signOut({
        headers: fromNodeHeaders(req.headers),
        returnHeaders: true,
      });
      await deleteAccount(db, app.deps.storage, user, req.log);
      app.changes.notify('catalogs');
      app.changes.notify('suppliers');
      reply.header('set-cookie', headers.getSetCookie());
      return { ok: true as const };
    },
  );

  // The supplier's directory row, to fill the 'Business details' form (saved by PUT /api/suppliers/me).
  app.get('/account/business', { ...signedIn, schema: { tags } }, async (req) => {
    const { id } = await requireUser(req);
    const [business, payment] = await Promise.all([getSupplierForUser(db, id), getPaymentDetails(db, id)]);
    return { business, payment };
  });

  app.get('/account/dashboard', { ...signedIn, schema: { tags } }, async (req) =>
    getDashboard(db, (await requireUser(req)).id),
  );
};
