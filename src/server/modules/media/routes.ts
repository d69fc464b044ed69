import type { FastifyInstance, FastifyReply } from 'fastify';
import { privatePrefix } from '../../../shared/media/constants';
import { AppError } from '../../http/errors';
import type { Storage, StoredObject } from '../../storage/storage';
import { scheduleMediumBackfill } from './backfill';

/** A listing photo's display or medium variant: what `Save-Data` may swap for a smaller one. */
const largerVariant = /^(.+)-(display|medium)\.webp$/;
const smallerVariants = { display: ['medium', 'thumb'], medium: ['thumb'] } as const;

/**
 * Streams stored files at /media/<key>; keys carry a timestamp, so they are cached for a year.
 * Pages are cached and shared between visitors, so `Save-Data` cannot change their HTML: instead a
 * request for a display or medium variant with `Save-Data: on` gets the next smaller variant stored
 * (the same box on the page, fewer bytes), and those answers say `Vary: Save-Data` to every cache.
 */
export async function mediaRoutes(app: FastifyInstance) {
  scheduleMediumBackfill(app);
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const key = req.params['*'];
    // Private files (trade photos) are served by their own routes, after an access check.
    if (key.startsWith(privatePrefix)) throw new AppError('not_found', 'common:errors.notFound');
    const variant = largerVariant.exec(key);
    let object: StoredObject | null = null;
    if (variant) {
      reply.header('vary', 'Save-Data');
      if (String(req.headers['save-data']).trim().toLowerCase() === 'on') {
        const name = variant[2] as keyof typeof smallerVariants;
        for (const smaller of smallerVariants[name]) {
          object = await stored(app.deps.storage, `${variant[1]}-${smaller}.webp`);
          if (object) break;
        }
      }
    }
    object ??= await stored(app.deps.storage, key);
    if (!object) throw new AppError('not_found', 'common:errors.notFound');
    return sendStored(reply, object, 'public, max-age=31536000, immutable');
  });
}

async function stored(storage: Storage, key: string) {
  try {
    return await storage.get(key);
  } catch {
    return null; // an invalid key is simply not there
  }
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
