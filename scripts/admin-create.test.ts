import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { acquireDataDirLock } from '../src/server/db/lock';

// The command on a fresh PGlite folder; the grant itself is tested in grant-admin.api.test.ts.
const dataDir = mkdtempSync(join(tmpdir(), 'tradesetu-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/admin-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', NODE_ENV: 'test' },
    encoding: 'utf8',
  });

// Each run opens the database in its own process (seconds): the command's wording is tested here, the
// idempotent grant in the API test.
it('creates an admin with a printed password, and explains its usage', { timeout: 90_000 }, () => {
  const first = run('ops@example.test');
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toMatch(
    /Created the admin account ops@example\.test, confirmed\.\nPassword \(shown only now\): \S{16}\n/,
  );
  const usage = run();
  expect(usage.status).toBe(1);
  expect(usage.stderr).toContain('Usage: npm run admin:create -- someone@example.com');
});

it('refuses clearly while the app holds the PGlite folder', { timeout: 60_000 }, () => {
  // This test's own process stands in for the running app.
  const release = acquireDataDirLock(dataDir);
  const res = run('ops@example.test');
  release();
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('The app is running on this PGlite folder');
});
