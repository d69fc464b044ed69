import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'tradesetu-lock-e2e-'));
const started: ChildProcess[] = [];

/** `tsx src/server/main.ts` as `npm start` runs it, API only, on a free port. */
function startServer() {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '', // the lock guards PGlite's folder
      STORAGE_DRIVER: 'local',
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitFor(check: () => boolean, what: string, ms = 100_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

it('a server takes over a lock naming a live sleep; a second server on its DATA_DIR exits non-zero with the lock message', async () => {
  // Left by a server that crashed, its pid since reused by a process that is not TradeSetu.
  const sleep = spawn('sleep', ['120'], { stdio: 'ignore' });
  started.push(sleep);
  writeFileSync(join(dataDir, '.lock'), JSON.stringify({ pid: sleep.pid, started: 'another-boot/1' }));
  const first = startServer();
  await waitFor(() => first.output().includes('is running on'), 'the first server to start');

  const second = startServer();
  const [code] = await once(second.child, 'exit');
  expect(code).not.toBe(0);
  // tsx runs the server in a child process, so the pid in the message is not first.child.pid.
  expect(second.output()).toContain(
    `The data folder ${dataDir} is in use by another TradeSetu process (pid `,
  );
  expect(second.output()).toContain('start this one with a different DATA_DIR');
  expect(first.child.exitCode).toBeNull();
}, 150_000);
