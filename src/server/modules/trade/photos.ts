import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { tradeImagePrefix } from '../../../shared/trade/constants';
import type { TradePhoto } from '../../../shared/trade/schema';
import type { Db, Tx } from '../../db/client';
import { tradeImages } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { processAll, removeFiles, savePrefix, storeAll } from '../catalogs/image-set';
import type { UploadedFile } from '../catalogs/upload';
import { imageKeys } from '../media/pipeline';

/** Photos of a message or a requirement: checked and stored before the rows that name them. */
export interface PendingPhotos {
  prefix: string;
  rows: { width: number; height: number; storageKey: string; displayOrder: number }[];
  /** Removes the files again when the rows could not be written. */
  discard(): Promise<void>;
}

export async function storeTradePhotos(
  deps: { storage: Storage; log: FastifyBaseLogger },
  ownerId: string,
  files: UploadedFile[],
): Promise<PendingPhotos> {
  const prefix = savePrefix(tradeImagePrefix, ownerId, Date.now());
  const processed = files.length ? await processAll(files) : [];
  const stored = processed.length
    ? await storeAll(deps.storage, prefix, processed, deps.log, 'common:errors.internal')
    : [];
  return {
    prefix,
    rows: stored.map(({ width, height, storageKey, displayOrder }) => ({
      width,
      height,
      storageKey,
      displayOrder,
    })),
    discard: () => (stored.length ? removeFiles(deps.storage, prefix, deps.log) : Promise.resolve()),
  };
}

export async function writeTradePhotos(
  tx: Tx,
  owner: { messageId: string } | { requirementId: string },
  photos: PendingPhotos,
) {
  if (!photos.rows.length) return;
  await tx.insert(tradeImages).values(photos.rows.map((r) => ({ ...r, ...owner })));
}

export const tradePhotoVariants = ['thumb', 'display'] as const;
export type TradePhotoVariant = (typeof tradePhotoVariants)[number];

const photoUrl = (id: string, variant: TradePhotoVariant) => `/api/trade-photos/${id}/${variant}`;

type PhotoRow = { id: string; width: number; height: number; owner: string | null };

function toPhoto(r: PhotoRow): TradePhoto {
  return {
    thumbUrl: photoUrl(r.id, 'thumb'),
    displayUrl: photoUrl(r.id, 'display'),
    width: r.width,
    height: r.height,
  };
}

/** The photos of several messages (or of one requirement), by owner id, in their order. */
export async function photosOf(
  db: Db | Tx,
  kind: 'message' | 'requirement',
  ownerIds: string[],
): Promise<Map<string, TradePhoto[]>> {
  const byOwner = new Map<string, TradePhoto[]>();
  if (!ownerIds.length) return byOwner;
  const column = kind === 'message' ? tradeImages.messageId : tradeImages.requirementId;
  const rows = await db
    .select({ id: tradeImages.id, width: tradeImages.width, height: tradeImages.height, owner: column })
    .from(tradeImages)
    .where(and(isNotNull(column), inArray(column, ownerIds)))
    .orderBy(asc(tradeImages.displayOrder));
  for (const r of rows) if (r.owner) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), toPhoto(r)]);
  return byOwner;
}

/** A stored photo's file key for a variant, with what it belongs to (for the access check). */
export async function photoFile(db: Db, id: string, variant: TradePhotoVariant) {
  const [row] = await db
    .select({
      storageKey: tradeImages.storageKey,
      messageId: tradeImages.messageId,
      requirementId: tradeImages.requirementId,
    })
    .from(tradeImages)
    .where(eq(tradeImages.id, id));
  if (!row) return null;
  return { ...row, key: imageKeys(row.storageKey)[variant] };
}
