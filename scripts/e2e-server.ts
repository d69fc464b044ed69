// Builds the client into a private folder and serves the real app on E2E_PORT with a temporary
// DATA_DIR, so e2e runs never touch ./data and can run beside `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The local binaries, not npx: npx prints npm's own warnings into the test output.
const bin = (name: string) => join('node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'tradesetu-e2e-'));
const clientDir = join(work, 'client');
const build = spawnSync(bin('vite'), ['build', '--logLevel', 'error'], {
  stdio: 'inherit',
  env: { ...process.env, CLIENT_OUT_DIR: clientDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(bin('tsx'), ['src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    CLIENT_DIR: clientDir,
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    LOG_LEVEL: 'warn',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
