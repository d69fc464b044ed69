import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { imageKeys, type ProcessedImage, processImage, storeProcessedImage } from '../media/pipeline';
import type { UploadedFile } from './upload';

export interface StoredImage {
  /** The key every file of this image starts with, kept in the row for the sweeper. */
  storageKey: string;
  imageUrl: string;
  thumbUrl: string;
  mediumUrl: string;
  displayUrl: string;
  width: number;
  height: number;
  signature: string;
  displayOrder: number;
}

/**
 * Every file of one save starts with `<prefix><ownerId>/<timestamp>-<nonce>-`; index 0–8 is one
 * digit. The nonce keeps two saves of one owner in the same millisecond (in any instance) apart:
 * sharing a prefix, one would overwrite, and on failure remove, the other's files.
 */
export function savePrefix(prefix: string, ownerId: string, timestamp: number) {
  return `${prefix}${ownerId}/${timestamp}-${randomBytes(4).toString('hex')}-`;
}

/**
 * The base key a stored file belongs to, or null for a file no save could have written. Owners are
 * UUIDs or user ids; keys written before the nonce (`<timestamp>-<index>`, an avatar's
 * `<timestamp>.jpg`) are still recognised.
 */
export function baseKeyOf(prefix: string, key: string): string | null {
  const owner = '[0-9A-Za-z-]{32,36}';
  const match = new RegExp(`^(${escapeRegExp(prefix)}${owner}/\\d+(?:-[0-9a-f]{8})?(?:-\\d)?)(?!\\d)`).exec(
    key,
  );
  return match?.[1] ?? null;
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Checks and re-encodes every file before anything is stored; one bad file refuses the lot. */
export async function processAll(files: UploadedFile[]): Promise<ProcessedImage[]> {
  const results = await Promise.allSettled(files.map((f) => processImage(f.data)));
  const failed = results.findIndex((r) => r.status === 'rejected');
  if (failed >= 0) {
    const reason = (results[failed] as PromiseRejectedResult).reason;
    if (reason instanceof AppError) {
      throw new AppError(reason.kind, reason.message, reason.fields, {
        ...reason.params,
        name: files[failed]?.name ?? '',
      });
    }
    throw reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<ProcessedImage>).value);
}

/**
 * Writes the images under one save prefix. If any write fails, everything under that prefix is
 * removed again (including half-written variants) and the save fails with `failKey`.
 */
export async function storeAll(
  storage: Storage,
  prefix: string,
  images: ProcessedImage[],
  log: FastifyBaseLogger,
  failKey = 'catalog:errors.saveFailed',
): Promise<StoredImage[]> {
  const results = await Promise.allSettled(
    images.map(async (img, i) => {
      const storageKey = `${prefix}${i}`;
      const urls = await storeProcessedImage(storage, storageKey, img);
      return { storageKey, ...urls, signature: img.signature, displayOrder: i };
    }),
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    log.error({ err: failure.reason }, 'storing images failed');
    await removeFiles(storage, prefix, log);
    throw new AppError('unavailable', failKey);
  }
  return results.map((r) => {
    const { keys: _keys, ...stored } = (r as PromiseFulfilledResult<StoredImage & { keys: string[] }>).value;
    return stored;
  });
}

/** Removes every file under a prefix; failures are left to the sweeper. */
export async function removeFiles(storage: Storage, prefix: string, log: FastifyBaseLogger) {
  try {
    const doomed: string[] = [];
    for await (const key of storage.list(prefix)) doomed.push(key);
    await Promise.all(doomed.map((key) => storage.delete(key)));
  } catch (err) {
    log.warn({ err, prefix }, 'removing files failed; the sweeper will retry');
  }
}

/** Removes the files of images no row names any more (a save's replaced ones); failures are left to the sweeper. */
export async function removeImages(storage: Storage, storageKeys: string[], log: FastifyBaseLogger) {
  const keys = storageKeys.flatMap((base) => Object.values(imageKeys(base)));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) log.warn({ err: failed.reason }, 'removing replaced images failed; the sweeper will retry');
}
