import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { databaseRateLimitStore } from './limits';
import { siteOrigins } from './site-origins';

function mediaOrigins(config: Config): string[] {
  const { publicUrl, endpoint } = config.storage.s3;
  const url = publicUrl ?? endpoint;
  return config.storage.driver === 's3' && url ? [new URL(url).origin] : [];
}

/**
 * Scripts come from our origin only, and a page's inline scripts (React's form replay) by their
 * hashes (`scriptSources`).
 */
export function contentSecurityPolicy(config: Config, scriptSources: string[] = []): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `img-src ${["'self'", 'data:', 'blob:', ...mediaOrigins(config)].join(' ')}`,
    "object-src 'none'",
    `script-src ${["'self'", ...scriptSources].join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
  ].join(';');
}

/**
 * The security headers helmet would send, computed once: building them per request through
 * helmet's middleware chain cost about half of a cached read's throughput (bench: api).
 */
export function securityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** NUL, or half of a surrogate pair: PostgreSQL text refuses the one, its JSON the other. */
const unstorable = /[\0\p{Cs}]/u;

/** Whether a string in `value` (a key, or a value at any depth) holds a character PostgreSQL cannot store. */
export function hasUnstorableText(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (unstorable.test(v)) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) pending.push(k, x);
    }
  }
  return false;
}

export async function registerSecurity(app: FastifyInstance, config: Config, db: Db) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers).header('x-request-id', req.id);
    done();
  });
  // Every change under /api, signed in or not (a form, a sign-up), must come from our own pages.
  // Browsers send Origin with every such request, so one without it is refused too: only other
  // programs omit it, and they can name the site. Checked before the body is read or a limit
  // counted; an unknown route still answers 404.
  const origins = siteOrigins(config);
  app.addHook('onRequest', async (req) => {
    if (safeMethods.has(req.method) || !req.routeOptions.url?.startsWith('/api/')) return;
    if (!origins.includes(req.headers.origin ?? '')) throw new AppError('forbidden', 'auth:errors.badOrigin');
  });
  // Text the database cannot store would fail its query (a 500): no route ever sees it.
  app.addHook('preValidation', async (req) => {
    if (hasUnstorableText(req.params) || hasUnstorableText(req.query) || hasUnstorableText(req.body))
      throw new AppError('validation', 'common:errors.badRequest');
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
