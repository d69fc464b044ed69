import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { maxImageBytes, maxPhotos } from '../../../shared/media/constants';
import { AppError } from '../../http/errors';
import { hasUnstorableText } from '../../http/security';

export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** Registers multipart parsing once; limits are given per request below. */
export async function registerUploads(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

const detailsMaxBytes = 64 * 1024;

/**
 * Parser options for every multipart read. @fastify/busboy 3.2.6 stops reading for good when a
 * part it skips (a malformed header, such as a bare CR in its name) holds more than its stream's
 * high-water mark at the closing boundary: the request never got an answer. Every part is read
 * whole into memory here anyway, so no part stream needs to push back.
 */
export const multipartParsing = { fileHwm: Number.MAX_SAFE_INTEGER };

export interface UploadRules {
  /** Most files accepted (9 for a listing). */
  maxFiles: number;
  /** Whether at least one file is needed. */
  filesRequired: boolean;
  /** Largest file in bytes (an image's limit unless given). */
  maxFileBytes?: number;
  /** Messages for files that are not photos: the field they name, missing, too large, too many. */
  messages?: { field: string; required: string; tooLarge: string; tooMany: string };
}

const listingRules: UploadRules = { maxFiles: maxPhotos, filesRequired: true };
const photoMessages = {
  field: 'images',
  required: 'catalog:errors.imagesRequired',
  tooLarge: 'catalog:errors.imageTooLarge',
  tooMany: 'catalog:errors.tooManyImages',
};

/**
 * Reads one save request: a `details` JSON field and up to `maxFiles` `images` files, all in
 * memory, so nothing is written anywhere until every part has arrived and passed the limits.
 */
export async function readUpload(
  req: FastifyRequest,
  rules: UploadRules = listingRules,
): Promise<{ details: unknown; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw new AppError('validation', 'catalog:errors.badUpload');
  const maxFileBytes = rules.maxFileBytes ?? maxImageBytes;
  const m = rules.messages ?? photoMessages;
  const tooMany = () =>
    new AppError('validation', m.tooMany, { [m.field]: m.tooMany }, { max: rules.maxFiles });
  let details: string | undefined;
  const files: UploadedFile[] = [];
  const parts = req.parts({
    ...multipartParsing,
    limits: {
      files: rules.maxFiles,
      fileSize: maxFileBytes,
      fields: 4,
      fieldSize: detailsMaxBytes,
      parts: rules.maxFiles + 4,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = part.filename || `#${files.length + 1}`;
        try {
          files.push({ name, data: await part.toBuffer() });
        } catch (err) {
          if (code(err) === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('payload_too_large', m.tooLarge, undefined, {
              name,
              mb: maxFileBytes / 2 ** 20,
            });
          }
          throw err;
        }
      } else if (part.fieldname === 'details' && typeof part.value === 'string' && !part.valueTruncated) {
        details = part.value;
      } else {
        throw new AppError('validation', 'catalog:errors.badUpload');
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (code(err) === 'FST_FILES_LIMIT') throw tooMany();
    if (code(err) === 'FST_PARTS_LIMIT' || code(err) === 'FST_FIELDS_LIMIT') throw tooMany();
    throw new AppError('validation', 'catalog:errors.badUpload');
  }
  if (rules.filesRequired && files.length === 0) {
    throw new AppError('validation', m.required, { [m.field]: m.required });
  }
  return { details: parseJson(details), files };
}

/** Validates the details with the shared schema; field messages go back as i18n keys. */
export function parseDetails<S extends z.ZodType>(schema: S, details: unknown): z.output<S> {
  const parsed = schema.safeParse(details);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('validation', 'common:errors.validation', fields);
}

function parseJson(text: string | undefined): unknown {
  let details: unknown;
  try {
    details = JSON.parse(text ?? '');
  } catch {
    throw new AppError('validation', 'catalog:errors.badUpload');
  }
  // Like a JSON body (http/security.ts): no text the database cannot store.
  if (hasUnstorableText(details)) throw new AppError('validation', 'catalog:errors.badUpload');
  return details;
}

const code = (err: unknown) => (err as { code?: string } | null)?.code;
