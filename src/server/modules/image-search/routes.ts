import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  imageSearchQuerySchema,
  imageSearchResultSchema,
  imageSearchUploadResultSchema,
} from '../../../shared/image-search/schema';
import { maxImageBytes } from '../../../shared/media/constants';
import { AppError } from '../../http/errors';
import { translatorFor } from '../../http/i18n';
import { multipartParsing, registerUploads } from '../catalogs/upload';
import { decodeUpload } from '../media/pipeline';
import { computeSignature, type ParsedSignature, parseSignature } from '../media/signature';
import { findSimilarListings, termOf } from './service';

/** The one uploaded photo, in memory; anything but a single file part is refused. */
async function readPhoto(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('validation', 'media:errors.noFile');
  let file: Awaited<ReturnType<typeof req.file>>;
  try {
    file = await req.file({
      ...multipartParsing,
      limits: { files: 1, fileSize: maxImageBytes, fields: 0, parts: 1 },
    });
  } catch {
    throw new AppError('validation', 'media:errors.noFile');
  }
  if (!file) throw new AppError('validation', 'media:errors.noFile');
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('unprocessable', 'media:errors.tooLarge');
    throw new AppError('validation', 'media:errors.noFile');
  }
}

export const imageSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  async function search(req: FastifyRequest, query: ParsedSignature) {
    const matches = await findSimilarListings(app.deps.database.db, query);
    const term = termOf(matches);
    const t = translatorFor(req);
    return {
      term: term && ('category' in term ? t(`catalog:categories.${term.category}`) : term.title),
      matches: matches.map(({ distance: _distance, ...m }) => m),
    };
  }

  app.post(
    '/search/image',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['search'],
        consumes: ['multipart/form-data'],
        response: { 200: imageSearchUploadResultSchema },
      },
    },
    async (req) => {
      const signature = await computeSignature(await decodeUpload(await readPhoto(req)));
      const parsed = parseSignature(signature);
      if (!parsed) throw new Error('a fresh signature must parse');
      return { signature, ...(await search(req, parsed)) };
    },
  );

  app.get(
    '/search/image',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['search'],
        querystring: imageSearchQuerySchema,
        response: { 200: imageSearchResultSchema },
      },
    },
    async (req) => {
      const parsed = parseSignature(req.query.signature);
      if (!parsed)
        throw new AppError('validation', 'media:errors.invalidSignature', {
          signature: 'media:errors.invalidSignature',
        });
      return search(req, parsed);
    },
  );
};
