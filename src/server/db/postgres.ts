import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder } from './client';
import * as schema from './schema';

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migratePg(drizzlePg(pool), { migrationsFolder });
  } catch (e) {
    await pool.end();
    throw e;
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    connectionString: url,
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
