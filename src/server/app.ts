import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAuth } from './auth/plugin';
import { accountApiRoutes } from './auth/routes';
import { createChangeFeed } from './http/changes';
import type { AppDeps } from './http/deps';
import { registerErrorHandler, sendJsonNotFound, sendRouterError } from './http/error-handler';
import { redactUrl } from './http/redact-url';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { adminRoutes } from './modules/admin/routes';
import { catalogRoutes } from './modules/catalogs/routes';
import { categoryRoutes } from './modules/categories/routes';
import { contactRoutes } from './modules/contact/routes';
import { councilRoutes } from './modules/councils/routes';
import { healthRoutes } from './modules/health/routes';
import { homeRoutes } from './modules/home/routes';
import { imageSearchRoutes } from './modules/image-search/routes';
import { listingPdfRoutes } from './modules/listings/pdf/routes';
import { mediaRoutes } from './modules/media/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { ogRoutes } from './modules/og/routes';
import { orderRoutes } from './modules/orders/routes';
import { productRoutes } from './modules/products/routes';
import { searchRoutes } from './modules/search/routes';
import { seoRoutes } from './modules/seo/routes';
import { siteRoutes } from './modules/site/routes';
import { supplierRoutes } from './modules/suppliers/routes';
import { supportRoutes } from './modules/support/routes';
import { conversationRoutes } from './modules/trade/conversation-routes';
import { tradePhotoRoutes } from './modules/trade/photo-routes';
import { requirementRoutes } from './modules/trade/requirement-routes';
import { scheduleStatsRefresh } from './modules/trade/stats';
import { translationRoutes } from './modules/translation/routes';
import { reportRoutes } from './modules/trust/report-routes';
import { reviewRoutes } from './modules/trust/review-routes';
import { verificationRoutes } from './modules/trust/verification-routes';
import { waitlistRoutes } from './modules/waitlist/routes';

export interface BuildOptions {
  /** Folder of the built client; omitted in API tests and under `npm run dev`. */
  clientDir?: string;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
}

/** Every logged `url`, wherever it is logged, loses its passwords, tokens and contact details. */
const logSerializers = { url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url) };

export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: deps.config.logLevel, serializers: logSerializers, stream: options.logStream },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendRouterError,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    // Every schema is zod: with the zod compilers as its factories, Fastify never loads its own
    // JSON-schema ones (Ajv: ~0.2 s of every start). Typed for JSON schema, hence the casts.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('deps', deps);
  app.decorate('changes', createChangeFeed());
  const { connectionString } = deps.database;
  if (connectionString) {
    // Loaded only on PostgreSQL, like the pg driver it uses.
    const { shareChangesAcrossInstances } = await import('./http/change-bus');
    await shareChangesAcrossInstances(app, connectionString);
  }
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });

  registerErrorHandler(app);
  await registerSecurity(app, deps.config, deps.database.db);
  await app.register(swagger, {
    openapi: { info: { title: `${deps.config.appName} API`, version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await registerAuth(app);

  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendJsonNotFound);
      await api.register(healthRoutes);
      await api.register(accountApiRoutes);
      await api.register(councilRoutes);
      await api.register(supplierRoutes);
      await api.register(categoryRoutes);
      await api.register(waitlistRoutes);
      await api.register(contactRoutes);
      await api.register(siteRoutes);
      await api.register(translationRoutes);
      await api.register(catalogRoutes);
      await api.register(productRoutes);
      await api.register(listingPdfRoutes);
      await api.register(homeRoutes);
      await api.register(searchRoutes);
      await api.register(imageSearchRoutes);
      await api.register(conversationRoutes);
      await api.register(requirementRoutes);
      await api.register(orderRoutes);
      await api.register(tradePhotoRoutes);
      await api.register(reviewRoutes);
      await api.register(reportRoutes);
      await api.register(verificationRoutes);
      await api.register(adminRoutes);
      await api.register(notificationRoutes);
      await api.register(supportRoutes);
    },
    { prefix: '/api' },
  );
  scheduleStatsRefresh(app);
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(ogRoutes);
  if (options.clientDir) await registerSpa(app, options.clientDir);
  else app.setNotFoundHandler(sendJsonNotFound);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
