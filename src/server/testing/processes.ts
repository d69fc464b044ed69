import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import type { Database } from '../db/client';
import { openPostgres } from '../db/postgres';
import { freePort } from './free-port';

// For tests that run the app as real processes (`*.process.test.ts`).

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

const running: ChildProcess[] = [];

/**
 * `src/server/main.ts` as one process (tsx's loader, no launcher in between, so signals reach the
 * server), answering /api/health within `readyMs` (a first start migrates and seeds: a minute on a
 * loaded machine).
 */
export async function startServer(env: Record<string, string>, readyMs = 90_000): Promise<ServerProcess> {
  // A free port can be taken by another test's process before ours listens: then try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, readyMs);
    } catch (e) {
      if (attempt >= 3 || !(e as Error).message.includes('EADDRINUSE')) throw e;
    }
  }
}

async function startOnFreePort(env: Record<string, string>, readyMs: number): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + readyMs;
  while (!(await fetch(`${url}/api/health`).catch(() => undefined))?.ok) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, child, output: () => output };
}

/** Stops every server still running (SIGTERM, then waits for it). */
export async function stopServers() {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
}

/** The PostgreSQL server of TEST_DATABASE_URL (CI starts one); process tests skip without it. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A query as the test database's owner (create and drop databases, end connections). */
export async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * A new database for several instances, migrated here (not by two instances at once) and
 * opened for the test's own reads; `drop` removes it.
 */
export async function freshDatabase(): Promise<{
  name: string;
  url: string;
  database: Database;
  drop: () => Promise<void>;
}> {
  const name = `ts_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseUrl ?? '');
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 2 });
  const drop = async () => {
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) =>
      console.warn(`test database ${name} left behind:`, (e as Error).message),
    );
  };
  return { name, url: url.toString(), database, drop };
}
