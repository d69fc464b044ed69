import { eq } from 'drizzle-orm';
import { avatarSize } from '../../../shared/auth/constants';
import type { Profile } from '../../../shared/auth/schema';
import type { Db } from '../../db/client';
import { profiles, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { loadSharp } from '../media/sharp';
import { refreshUserTrust } from '../trust/refresh';
import { getProfile } from './service';

/**
 * Avatars are small and square, so they skip the catalog pipeline's variants: oriented, centre
 * cropped to a square, metadata stripped, re-encoded as JPEG.
 */
export async function squareAvatar(input: Buffer): Promise<Buffer> {
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

function avatarKey(userId: string, url: string | null): string | null {
  const at = url?.indexOf(`avatars/${userId}/`) ?? -1;
  return url && at >= 0 ? url.slice(at) : null;
}

/** Stores the new file first, points the profile at it, then removes the old file. */
export async function replaceAvatar(
  db: Db,
  storage: Storage,
  userId: string,
  image: Buffer | null,
): Promise<Profile> {
  const before = await getProfile(db, userId);
  let url: string | null = null;
  let key: string | null = null;
  if (image) {
    key = `avatars/${userId}/${Date.now()}.jpg`;
    await storage.put(key, await squareAvatar(image), 'image/jpeg');
    url = storage.publicUrl(key);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, userId));
      // A supplier's profile photo is their business logo (cards, pages, trust score).
      await tx.update(suppliers).set({ logoUrl: url }).where(eq(suppliers.userId, userId));
      await refreshUserTrust(tx, userId);
    });
  } catch (e) {
    if (key) await storage.delete(key).catch(() => {});
    throw e;
  }
  const old = avatarKey(userId, before.avatarUrl);
  if (old && old !== key) await storage.delete(old).catch(() => {});
  return { ...before, avatarUrl: url };
}
