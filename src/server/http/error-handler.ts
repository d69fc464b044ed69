import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorStatus } from './errors';
import { translatorFor } from './i18n';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}

/** One place that turns every thrown error into `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    const t = translatorFor(req);
    if (err instanceof AppError) {
      const fields = err.fields
        ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, t(v, err.params)]))
        : undefined;
      return reply.status(errorStatus[err.kind]).send({
        error: { code: err.kind, message: t(err.message, err.params), fields },
      } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // An address naming nothing that can exist (/api/catalogs/nope) is unknown, not a mistake to fix.
      if ((err as FastifyError).validationContext === 'params') {
        const message = t(err.validation[0]?.message ?? 'common:errors.notFound');
        return reply.status(404).send({ error: { code: 'not_found', message } } satisfies ErrorBody);
      }
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= t(issue.message ?? 'common:errors.invalid');
      }
      return reply.status(400).send({
        error: { code: 'validation', message: t('common:errors.validation'), fields },
      } satisfies ErrorBody);
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'rate_limited', message: t('common:errors.rateLimited') } });
    }
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'payload_too_large' : 'bad_request';
      const key = status === 413 ? 'common:errors.payloadTooLarge' : 'common:errors.badRequest';
      return reply.status(status).send({ error: { code, message: t(key) } } satisfies ErrorBody);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({
      error: { code: 'internal', message: t('common:errors.internal'), requestId: req.id },
    } satisfies ErrorBody);
  });
}

/**
 * The router's own refusals, made before any route or error handler (a malformed address such as
 * /api/catalogs/%, a parameter over 100 characters): in our shape too.
 */
export function sendRouterError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const message = translatorFor(req)('common:errors.badRequest');
  return reply
    .status(err.statusCode ?? 400)
    .send({ error: { code: 'bad_request', message } } satisfies ErrorBody);
}

export function sendJsonNotFound(req: FastifyRequest, reply: FastifyReply) {
  const t = translatorFor(req);
  return reply.status(404).send({ error: { code: 'not_found', message: t('common:errors.notFound') } });
}
