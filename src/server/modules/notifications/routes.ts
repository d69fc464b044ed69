import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../shared/notifications/schema';
import { requireUser, signedIn } from '../../http/auth-guard';
import { getSettings, setKinds, subscribe, unsubscribe } from './service';
import { vapidKeys } from './vapid';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const tags = ['notifications'];
  const settings = { 200: notificationSettingsSchema };

  app.get(
    '/notifications/push-key',
    { ...signedIn, schema: { tags, response: { 200: pushKeySchema } } },
    async () => ({ publicKey: (await vapidKeys(db, config)).publicKey }),
  );

  app.post(
    '/notifications/subscriptions',
    { ...signedIn, schema: { tags, body: pushSubscriptionSchema, response: settings } },
    async (req) => subscribe(db, (await requireUser(req)).id, req.body, !config.isProduction),
  );

  app.delete(
    '/notifications/subscriptions',
    { ...signedIn, schema: { tags, body: pushUnsubscribeSchema, response: settings } },
    async (req) => unsubscribe(db, (await requireUser(req)).id, req.body.endpoint),
  );

  app.get('/notifications/settings', { ...signedIn, schema: { tags, response: settings } }, async (req) =>
    getSettings(db, (await requireUser(req)).id),
  );

  app.put(
    '/notifications/settings',
    { ...signedIn, schema: { tags, body: notificationSettingsInputSchema, response: settings } },
    async (req) => setKinds(db, (await requireUser(req)).id, req.body.kinds),
  );
};
