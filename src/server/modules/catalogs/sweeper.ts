import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { catalogImagePrefix, productImagePrefix } from '../../../shared/catalogs/constants';
import { tradeImagePrefix } from '../../../shared/trade/constants';
import type { Db } from '../../db/client';
import { listingImages, tradeImages, verificationClaims } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { verificationDocumentPrefix } from '../trust/verification';
import { baseKeyOf } from './image-set';

/**
 * Files younger than this may belong to a save still writing its rows, in this instance or in
 * another one on the same database and bucket. A save names its files after the moment it starts
 * storing them and commits its rows seconds later; ten minutes leaves room for a slow bucket and
 * for clocks that differ between machines.
 */
export const sweepGraceMs = 10 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

/** Every prefix uploads are written under (images, certificates), with the column of the rows that keep them. */
const sources = [
  { prefix: catalogImagePrefix, column: listingImages.storageKey },
  { prefix: productImagePrefix, column: listingImages.storageKey },
  { prefix: tradeImagePrefix, column: tradeImages.storageKey },
  { prefix: verificationDocumentPrefix, column: verificationClaims.documentKey },
];

/**
 * Removes image files no row points to: leftovers of saves that failed half-way, of deletes whose
 * file removal failed, of a crash between the two. Returns the keys it removed.
 */
export async function sweepOrphanImages(
  db: Db,
  storage: Storage,
  options: { now?: number; graceMs?: number } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? sweepGraceMs);
  const removed: string[] = [];
  for (const { prefix, column } of sources) {
    const byBase = new Map<string, string[]>();
    for await (const key of storage.list(prefix)) {
      const base = baseKeyOf(prefix, key);
      // Not named by a save (so not ours to judge), or young enough to belong to one in progress.
      if (!base || Number(base.split('/').pop()?.split('-')[0]) >= cutoff) continue;
      byBase.set(base, [...(byBase.get(base) ?? []), key]);
    }
    const bases = [...byBase.keys()];
    for (let i = 0; i < bases.length; i += 500) {
      const chunk = bases.slice(i, i + 500);
      const kept = await db.select({ key: column }).from(column.table).where(inArray(column, chunk));
      const keep = new Set(kept.map((r) => r.key));
      const doomed = chunk.filter((b) => !keep.has(b)).flatMap((b) => byBase.get(b) ?? []);
      await Promise.all(doomed.map((key) => storage.delete(key)));
      removed.push(...doomed);
    }
  }
  return removed;
}

/**
 * Sweeps once the app is ready and then every hour; closing waits for a sweep under way.
 * On PGlite the first sweep spares no age: the data folder's lock means no other process shares the
 * database, and this one has not yet taken a request, so every file older than this moment and named
 * by no row is a crash's leftover. (Its own saves, started later, name their files after later times.)
 * On PostgreSQL other instances may be saving, so every sweep keeps the young files.
 */
export function scheduleSweeps(app: FastifyInstance, log: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  const run = (graceMs = sweepGraceMs) => {
    running = sweepOrphanImages(app.deps.database.db, app.deps.storage, { graceMs })
      .then((removed) => removed.length && log.info({ count: removed.length }, 'removed orphan image files'))
      .catch((err) => log.warn({ err }, 'image sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run(app.deps.database.kind === 'pglite' ? 0 : sweepGraceMs);
    timer = setInterval(() => run(), sweepEveryMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
