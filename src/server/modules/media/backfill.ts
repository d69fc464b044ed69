import { buffer } from 'node:stream/consumers';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listingImages } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { encodeVariant, imageKeys } from './pipeline';

const batchSize = 20;
/** Photos encoded at once: the machine keeps cores for the requests it serves meanwhile. */
const concurrency = 2;

/**
 * Gives every listing photo stored before the 640 px variant existed its medium variant, made from
 * the stored JPEG; returns how many rows it set. Safe beside another instance doing the same: both
 * write the same bytes under the same key (storage writes are atomic), a row is set only while its
 * medium_url is still null, and a file made for a row deleted meanwhile is named by no row, so the
 * sweeper removes it. A photo whose JPEG cannot be read is logged and left for the next start.
 */
export async function backfillMediumVariants(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  stopped: () => boolean = () => false,
): Promise<number> {
  let filled = 0;
  const skipped: string[] = [];
  while (!stopped()) {
    const rows = await db
      .select({ id: listingImages.id, storageKey: listingImages.storageKey })
      .from(listingImages)
      .where(
        and(
          isNull(listingImages.mediumUrl),
          skipped.length ? notInArray(listingImages.id, skipped) : undefined,
        ),
      )
      .orderBy(asc(listingImages.id))
      .limit(batchSize);
    if (!rows.length) break;
    for (let i = 0; i < rows.length && !stopped(); i += concurrency) {
      await Promise.all(
        rows.slice(i, i + concurrency).map(async (row) => {
          try {
            if (await fillMedium(db, storage, row)) filled++;
          } catch (err) {
            skipped.push(row.id);
            log.warn({ err, storageKey: row.storageKey }, 'making the medium photo variant failed');
          }
        }),
      );
    }
  }
  return filled;
}

async function fillMedium(db: Db, storage: Storage, row: { id: string; storageKey: string }) {
  const keys = imageKeys(row.storageKey);
  const jpeg = await storage.get(keys.image);
  if (!jpeg) throw new Error(`${keys.image} is not stored`);
  await storage.put(keys.medium, await encodeVariant(await buffer(jpeg.body), 'medium'), 'image/webp');
  const set = await db
    .update(listingImages)
    .set({ mediumUrl: storage.publicUrl(keys.medium) })
    .where(and(eq(listingImages.id, row.id), isNull(listingImages.mediumUrl)))
    .returning({ id: listingImages.id });
  return set.length > 0;
}

/** Runs the backfill in the background once the server listens; closing stops it between photos. */
export function scheduleMediumBackfill(app: FastifyInstance) {
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  app.addHook('onListen', async () => {
    running = backfillMediumVariants(app.deps.database.db, app.deps.storage, app.log, () => closing)
      .then((count) => count && app.log.info({ count }, 'made medium variants of older photos'))
      .catch((err) => app.log.warn({ err }, 'medium variant backfill failed'));
  });
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });
}
