import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder, sessionSettings } from './client';
import * as schema from './schema';

/** Instances starting together take turns to migrate and seed (any number of ours, held per session). */
const startUpLock = 7_420_001;

async function underStartUpLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startUpLock]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startUpLock]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: sessionSettings.join(' '),
  });
  try {
    await underStartUpLock(pool, async (client) => {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePg(drizzlePg(client), { migrationsFolder });
    });
  } catch (e) {
    await pool.end();
    throw e;
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    connectionString: url,
    ping: async () => void (await pool.query('select 1')),
    exclusive: (work) => underStartUpLock(pool, work),
    close: () => pool.end(),
  };
}
