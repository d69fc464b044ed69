import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { catalogImagePrefix, productImagePrefix } from '../../../shared/catalogs/constants';
import { tradeImagePrefix } from '../../../shared/trade/constants';
import type { Db } from '../../db/client';
import { listingImages, profiles, tradeImages, verificationClaims } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { avatarPrefix } from '../account/avatar';
import { imageKeys } from '../media/pipeline';
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

/** A prefix uploads are written under, with the column of the rows that keep its files. */
interface Source {
  prefix: string;
  column: PgColumn;
  /** What that column holds for a file's base, when not the base itself (an address). */
  stored?: (storage: Storage, base: string) => string;
}

/** Every prefix uploads are written under: images, certificates, profile photos. */
const sources: Source[] = [
  { prefix: catalogImagePrefix, column: listingImages.storageKey },
  { prefix: productImagePrefix, column: listingImages.storageKey },
  { prefix: tradeImagePrefix, column: tradeImages.storageKey },
  { prefix: verificationDocumentPrefix, column: verificationClaims.documentKey },
  // A supplier's logo_url is a copy of the profile's, written in the same transaction (account/avatar.ts).
  {
    prefix: avatarPrefix,
    column: profiles.avatarUrl,
    stored: (s, base) => s.publicUrl(imageKeys(base).image),
  },
];

/**
 * Removes uploaded files no row points to: leftovers of saves that failed half-way, of deletes whose
 * file removal failed, of a crash between the two. Returns the keys it removed.
 */
export async function sweepOrphanImages(
  db: Db,
  storage: Storage,
  options: { now?: number; graceMs?: number } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? sweepGraceMs);
  const removed: string[] = [];
  for (const { prefix, column, stored } of sources) {
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
      const values = chunk.map((b) => stored?.(storage, b) ?? b);
      const kept = await db.select({ value: column }).from(column.table).where(inArray(column, values));
      const keep = new Set(kept.map((r) => r.value));
      const doomed = chunk.filter((_, j) => !keep.has(values[j])).flatMap((b) => byBase.get(b) ?? []);
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
