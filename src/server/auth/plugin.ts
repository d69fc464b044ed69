import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authLimits } from '../../shared/auth/constants';
import { forgotPasswordSchema, resendConfirmationSchema, signInSchema } from '../../shared/auth/schema';
import { getSessionUser } from '../http/auth-guard';
import { AppError } from '../http/errors';
import { translatorFor } from '../http/i18n';
import { consumeLimits, giveBackSlot } from '../http/limits';
import { createMailer, type Mailer } from '../mail/mailer';
import { type Auth, authBasePath, createAuth } from './auth';
import { authErrorKey } from './errors';
import { createSignInGuard } from './sign-in-guard';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
  }
}

function parseBody<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** The parsed body as JSON again; nesting too deep to write back (thousands of levels) is refused. */
function bodyText(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch {
    throw new AppError('validation', 'common:errors.badRequest');
  }
}

/**
 * A success's JSON without session tokens (sign-in, get-session, change-password): the session is
 * the http-only cookie, and a token in a body could be read by any script on the page.
 */
function withoutSessionTokens(text: string, res: Response): string {
  if (!text || !res.headers.get('content-type')?.includes('json')) return text;
  return JSON.stringify(JSON.parse(text, (key, value) => (key === 'token' ? undefined : value)));
}

/** Signed-in routes that check the account's current password. */
const passwordCheckPaths = new Set(['/change-password', '/verify-password', '/delete-user']);

/**
 * better-auth at /api/auth/*, behind our abuse limits; its errors are reshaped into our
 * `{ error: { code, message } }` in the caller's language.
 */
export async function registerAuth(app: FastifyInstance) {
  const { config, database } = app.deps;
  const { db } = database;
  const mailer = createMailer(config, db, app.log);
  const auth = createAuth(app.deps, mailer, app.log);
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  const window = config.authRateWindowSeconds;
  const signInGuard = createSignInGuard({ db, config, mailer, log: app.log });

  /** Runs before better-auth; returns a callback for after its answer when the path needs one. */
  async function guard(req: FastifyRequest, path: string) {
    const ip = req.ip;
    if (path === '/sign-in/email') {
      const email = parseBody(signInSchema, req.body)?.email;
      if (!email) throw new AppError('validation', 'auth:errors.bothRequired');
      return signInGuard.beforeSignIn(email, ip);
    }
    if (path === '/request-password-reset') {
      const email = parseBody(forgotPasswordSchema, req.body)?.email;
      if (!email) throw new AppError('validation', 'auth:errors.emailRequired');
      await consumeLimits(
        db,
        [
          { key: `reset:ip:${ip}`, max: authLimits.resetRequestsPerIp },
          { key: `reset:email:${email}`, max: authLimits.resetRequestsPerEmail },
        ],
        window,
        'auth:errors.tooManyRequests',
      );
    }
    if (path === '/send-verification-email') {
      const email = parseBody(resendConfirmationSchema, req.body)?.email;
      if (!email) throw new AppError('validation', 'auth:errors.emailRequired');
      await consumeLimits(
        db,
        [
          { key: `verify:ip:${ip}`, max: authLimits.verificationMailsPerIp },
          { key: `verify:email:${email}`, max: authLimits.verificationMailsPerEmail },
        ],
        window,
        'auth:errors.tooManyRequests',
      );
    }
    if (passwordCheckPaths.has(path)) {
      // A stolen session must not become a free password oracle: wrong current passwords keep
      // their slot, anything else gives it back.
      const user = await getSessionUser(req);
      if (!user) return undefined;
      const key = `password-check:account:${user.email}`;
      await consumeLimits(
        db,
        [{ key, max: authLimits.passwordChecksPerAccount }],
        window,
        'auth:errors.tooManyPasswordChecks',
      );
      return async (status: number) => {
        if (status < 400 || status >= 500) await giveBackSlot(db, key);
      };
    }
    return undefined;
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, config.publicUrl);
    const path = url.pathname.slice(authBasePath.length);
    let after: Awaited<ReturnType<typeof guard>>;
    try {
      after = req.method === 'POST' ? await guard(req, path) : undefined;
    } catch (e) {
      const seconds = e instanceof AppError ? e.params?.seconds : undefined;
      if (seconds !== undefined) reply.header('retry-after', String(seconds));
      throw e;
    }

    const headers = fromNodeHeaders(req.headers);
    headers.delete('content-length');
    headers.set('x-forwarded-for', req.ip);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
    let res: Response;
    try {
      res = await auth.handler(
        new Request(url, { method: req.method, headers, body: hasBody ? bodyText(req.body) : undefined }),
      );
    } catch (e) {
      await after?.(500);
      throw e;
    }
    await after?.(res.status);

    reply.status(res.status);
    for (const [name, value] of res.headers) {
      if (!['set-cookie', 'content-length', 'content-encoding'].includes(name)) reply.header(name, value);
    }
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await res.text();
    if (res.status < 400) return reply.send(withoutSessionTokens(text, res));
    // An unknown path gets an empty text answer from better-auth: our shape for every refusal.
    if (!res.headers.get('content-type')?.includes('json')) {
      const notFound = res.status === 404;
      const message = translatorFor(req)(notFound ? 'common:errors.notFound' : 'auth:errors.generic');
      return reply
        .type('application/json')
        .send({ error: { code: notFound ? 'not_found' : 'auth_error', message } });
    }
    const body = JSON.parse(text || '{}') as { code?: string; message?: string };
    const key = authErrorKey(body.code, res.status);
    return reply.send({
      error: {
        code: (body.code ?? 'auth_error').toLowerCase(),
        message: key ? translatorFor(req)(key) : (body.message ?? translatorFor(req)('auth:errors.generic')),
      },
    });
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    schema: { hide: true },
    handler: handle,
  });
}
