import type { FastifyInstance, FastifyReply } from 'fastify';
import { privatePrefix } from '../../../shared/media/constants';
import { AppError } from '../../http/errors';
import type { StoredObject } from '../../storage/storage';

/** Streams stored files at /media/<key>; keys carry a timestamp, so they are cached for a year. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    // Private files (trade photos) are served by their own routes, after an access check.
    if (key.startsWith(privatePrefix)) throw new AppError('not_found', 'common:errors.notFound');
    let object: Awaited<ReturnType<typeof app.deps.storage.get>>;
    try {
      object = await app.deps.storage.get(key);
    } catch {
      object = null; // an invalid key is simply not there
    }
    if (!object) throw new AppError('not_found', 'common:errors.notFound');
    return sendStored(reply, object, 'public, max-age=31536000, immutable');
  });
}

/** Streams a stored file with its type and size, never sniffed by the browser. */
export function sendStored(reply: FastifyReply, object: StoredObject, cacheControl: string) {
  return reply
    .header('content-type', object.contentType)
    .header('content-length', object.size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
}
