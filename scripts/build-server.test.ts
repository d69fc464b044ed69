import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../src/server/testing/free-port';
import { buildServer } from './build-server';

// Inside the project, so the bundle's package imports find node_modules as they do in dist/.
mkdirSync('.tmp', { recursive: true });
const work = mkdtempSync(join('.tmp', 'build-server-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('bundles a server that plain node runs: migrated, seeded, translations read', async () => {
  const main = await buildServer(join(work, 'server'));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: '',
      SERVE_CLIENT: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const end = Date.now() + 60_000;
    let health: Response | undefined;
    while (!health?.ok && Date.now() < end && child.exitCode === null) {
      health = await fetch(`${url}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((r) => setTimeout(r, 200));
    }
    expect(await health?.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const councils = await (await fetch(`${url}/api/councils`)).json();
    expect(councils.councils.length).toBeGreaterThan(0);
    const missing = await fetch(`${url}/api/nothing-here`, { headers: { 'accept-language': 'hi' } });
    const english = await fetch(`${url}/api/nothing-here`);
    expect((await missing.json()).error.message).not.toBe((await english.json()).error.message);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}, 120_000);
