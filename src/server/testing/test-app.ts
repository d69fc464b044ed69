import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPglite } from '../db/client';
import { openPostgres } from '../db/postgres';
import { seedReferenceData } from '../db/seed/seed';
import type { AppDeps } from '../http/deps';
import { createLocalStorage } from '../storage/local';

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const template = readFileSync(inject('pgliteTemplate'));
    const database = await openPglite({ loadDataDir: new Blob([template]) });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ts_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 4 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // A background process (autovacuum) may still be on the database and belongs to another
      // role; it leaves within moments. A database left behind is clean-up, never a failure.
      for (let attempt = 1; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          break;
        } catch (error) {
          if (attempt === 5) {
            console.warn(`test database ${name} left behind:`, (error as Error).message);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
      await c.end();
    },
  };
}

export interface TestContext {
  app: App;
  deps: AppDeps;
}

/**
 * One app per test file over a real database (PGlite, or PostgreSQL when TEST_DB_KIND=postgres)
 * with the reference data seeded. Tests create their own users and rows.
 */
export function setupTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): TestContext {
  const ctx = {} as TestContext;
  let drop = async () => {};
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tradesetu-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-0123456789-abcdefghij',
      // Tests act as clients behind a proxy to vary their address with X-Forwarded-For.
      TRUST_PROXY: 'true',
      // Tests read mail from the outbox, also in production.
      MAIL_OUTBOX: 'true',
      ...env,
    });
    const opened = await openTestDatabase();
    drop = opened.drop;
    ctx.deps = { config, database: opened.database, storage: createLocalStorage(config.storage.localDir) };
    await seedReferenceData(ctx.deps);
    ctx.app = await buildApp(ctx.deps, { logger: false, ...options });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.deps?.database.close();
    await drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
