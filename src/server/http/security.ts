import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { databaseRateLimitStore } from './limits';

function mediaOrigins(config: Config): string[] {
  const { publicUrl, endpoint } = config.storage.s3;
  const url = publicUrl ?? endpoint;
  return config.storage.driver === 's3' && url ? [new URL(url).origin] : [];
}

export async function registerSecurity(app: FastifyInstance, config: Config, db: Db) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins(config)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Limits are opted into per route (`config: { rateLimit: {...} }`) by each feature.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError('rate_limited', 'common:errors.rateLimitedRetry', undefined, { seconds });
    },
  });
}
