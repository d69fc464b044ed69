// Builds the client and runs the real app for the benchmarks, each in a private temp folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../src/server/testing/free-port';
import { build } from '../build';
import { buildServer } from '../build-server';

export interface Bench {
  name: string;
  value: number;
  unit: string;
  target?: string;
  ok?: boolean;
}

export const bin = (name: string) => join('node_modules', '.bin', name);

const work = mkdtempSync(join(tmpdir(), 'tradesetu-bench-'));
const cleanups: (() => Promise<void>)[] = [];

/** Removes every app started and the temp folder; run.ts calls it once at the end. */
export async function cleanUp() {
  for (const fn of cleanups.splice(0).reverse()) await fn();
  rmSync(work, { recursive: true, force: true });
}

let clientDir: string | undefined;
/** The production build of the client, made once per bench run. */
export function builtClient(): string {
  if (clientDir) return clientDir;
  const dir = join(work, 'client');
  build(dir);
  clientDir = dir;
  return dir;
}

let serverMain: string | undefined;
/** The compiled server (scripts/build-server.ts) as `npm start` runs it, made once per bench run. */
export async function builtServer(): Promise<string> {
  if (serverMain) return serverMain;
  // Its package imports resolve from its own folder upwards, as they do from dist/server.
  symlinkSync(resolve('node_modules'), join(work, 'node_modules'));
  serverMain = await buildServer(join(work, 'server'));
  return serverMain;
}

/** A fresh folder for one app's data (PGlite, media, auth secret). */
export const newDataDir = () => mkdtempSync(join(work, 'data-'));

export async function waitForHttp(url: string, child: ChildProcess, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Stops a child and waits for it, so the next measurement has the CPU to itself. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * `node dist/server/main.mjs` as `npm start` runs it (production mode, a fresh PGlite data folder
 * unless `dataDir` is given); with `client` it serves the built client too. `readyMs`: from spawn
 * until /api/health answers.
 */
export async function startApp(options: { client: boolean; dataDir?: string }): Promise<{
  url: string;
  pid: number;
  readyMs: number;
  stop: () => Promise<void>;
}> {
  const main = await builtServer();
  const client = options.client
    ? { SERVE_CLIENT: 'true', CLIENT_DIR: builtClient() }
    : { SERVE_CLIENT: 'false' };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir ?? newDataDir(),
      AUTH_SECRET: 'bench-secret-0123456789-abcdefghijkl',
      ...client,
    },
  });
  const stopApp = () => stop(child);
  cleanups.push(stopApp);
  await waitForHttp(`${url}/api/health`, child);
  return { url, pid: child.pid ?? 0, readyMs: performance.now() - started, stop: stopApp };
}
