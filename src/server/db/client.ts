import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { shippedFolder } from '../shipped-files';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's, for connections outside the pool (change-bus.ts LISTENs on one). */
  connectionString?: string;
  ping(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (start-up seeding): on PostgreSQL under an
   * advisory lock; PGlite's folder lock already allows one process.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = shippedFolder('migrations');
/** Every PGlite open passes the same extensions, or the data folder cannot be read back. */
export const pgliteExtensions = { pg_trgm };
/**
 * PostgreSQL's 128 MB default is zeroed at every start: +140 MB resident and ~0.4 s. The files
 * behind PGlite sit in the OS page cache anyway, so a small pool costs little.
 */
const pgliteSharedBuffers = '16MB';

/**
 * How close a misspelt word must be to a known word (pg_trgm strict word similarity, search/matching.ts):
 * 'textlie' → 'Textiles' scores 0.31, 'Jaipru' → 'Jaipur' 0.40, while unrelated short words ('tea'
 * against 'Textiles') stay below 0.2. Every connection starts with it, so the indexed `<<%` operator
 * uses it without a transaction to set it in.
 */
export const fuzzyThreshold = 0.3;
export const sessionSettings = ['-c', `pg_trgm.strict_word_similarity_threshold=${fuzzyThreshold}`];

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${pgliteSharedBuffers}`,
        ...sessionSettings,
      ],
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      exclusive: (work) => work(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (!config.databaseUrl) return openPglite({ dataDir: config.dataDir });
  // Loaded only when used: an instance on PGlite never needs the pg driver.
  const { openPostgres } = await import('./postgres');
  return openPostgres(config.databaseUrl);
}
