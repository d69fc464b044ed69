import { eq } from 'drizzle-orm';
import { avatarSize } from '../../../shared/auth/constants';
import type { Profile } from '../../../shared/auth/schema';
import type { Db } from '../../db/client';
import { profiles, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { savePrefix } from '../catalogs/image-set';
import { assertImageUpload, imageKeys } from '../media/pipeline';
import { loadSharp } from '../media/sharp';
import { refreshUserTrust } from '../trust/refresh';
import { toProfile } from './service';

/** Profile photos live under `avatars/<userId>/`, named like a one-image save (catalogs/image-set.ts). */
export const avatarPrefix = 'avatars/';

/**
 * Avatars are small and square, so they skip the catalog pipeline's variants: oriented, centre
 * cropped to a square, metadata stripped, re-encoded as JPEG. Like every upload, only a JPEG, PNG,
 * GIF or WebP by its bytes is decoded, whatever type it was sent as.
 */
export async function squareAvatar(input: Buffer): Promise<Buffer> {
  assertImageUpload(input);
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('unprocessable', 'account:errors.avatarInvalid');
  }
}

/** The storage key of one of the user's own avatars, from its address. */
export function avatarKey(userId: string, url: string | null): string | null {
  const at = url?.indexOf(`${avatarPrefix}${userId}/`) ?? -1;
  return url && at >= 0 ? url.slice(at) : null;
}

/**
 * Stores the new file first, points the profile at it, then removes the file it replaced. The
 * profile row is locked while it changes, so of parallel replacements each removes the photo the
 * one before it committed, never one committed after it.
 */
export async function replaceAvatar(
  db: Db,
  storage: Storage,
  userId: string,
  image: Buffer | null,
): Promise<Profile> {
  let url: string | null = null;
  let key: string | null = null;
  if (image) {
    const jpeg = await squareAvatar(image);
    key = imageKeys(`${savePrefix(avatarPrefix, userId, Date.now())}0`).image;
    await storage.put(key, jpeg, 'image/jpeg');
    url = storage.publicUrl(key);
  }
  let before: typeof profiles.$inferSelect;
  try {
    before = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
      if (!row) throw new AppError('not_found', 'account:errors.profileMissing');
      await tx.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, userId));
      // A supplier's profile photo is their business logo (cards, pages, trust score).
      await tx.update(suppliers).set({ logoUrl: url }).where(eq(suppliers.userId, userId));
      await refreshUserTrust(tx, userId);
      return row;
    });
  } catch (e) {
    if (key) await storage.delete(key).catch(() => {});
    throw e;
  }
  const old = avatarKey(userId, before.avatarUrl);
  if (old) await storage.delete(old).catch(() => {});
  return toProfile({ ...before, avatarUrl: url });
}
