import type { Readable } from 'node:stream';
import type { Storage } from '../../../storage/storage';
import { loadSharp } from '../../media/sharp';

/** Photos converted for pdfkit (which draws JPEG and PNG, not WebP), kept per storage key and size. */
const cache = new Map<string, Promise<Buffer | null>>();
/** ~60 KB a photo: a few hundred keep every listing of several catalogs in ~20 MB. */
const cacheSize = 400;

async function bytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function convert(storage: Storage, key: string, edge: number): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const sharp = await loadSharp();
  return sharp(await bytes(stored.body))
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A stored image (a listing photo's WebP variant, a logo) as a JPEG of at most `edge` px, or null
 * when the file is missing or unreadable (the PDF then draws without it). Stored keys never change
 * content (each save writes new keys), so a converted photo stays right for the process's life.
 */
export function pdfPhoto(storage: Storage, key: string, edge: number): Promise<Buffer | null> {
  const id = `${key}@${edge}`;
  let photo = cache.get(id);
  if (!photo) {
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    // A missing or unreadable file is tried again next time (it may be a passing storage error).
    photo = convert(storage, key, edge)
      .catch(() => null)
      .then((jpeg) => {
        if (!jpeg) cache.delete(id);
        return jpeg;
      });
    cache.set(id, photo);
  }
  return photo;
}
