// Builds the client into a private folder and serves the real app on E2E_PORT with a temporary
// DATA_DIR, so e2e runs never touch ./data and can run beside `npm start`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build';

// The local binaries, not npx: npx prints npm's own warnings into the test output.
const bin = (name: string) => join('node_modules', '.bin', name);
const work = mkdtempSync(join(tmpdir(), 'tradesetu-e2e-'));
const clientDir = join(work, 'client');
build(clientDir);

// Debian's Apertium APy (apertium-apy + apertium-eng-spa) translates catalog texts in the e2e run.
const port = Number(process.env.E2E_PORT ?? '3100');
const apertium = spawn('apertium-apy', ['-p', String(port + 1), '/usr/share/apertium/modes'], {
  stdio: 'ignore',
});
apertium.on('error', (e) => {
  console.error(`apertium-apy could not start (${e.message}): apt-get install apertium-apy apertium-eng-spa`);
  process.exit(1);
});

const server = spawn(bin('tsx'), ['src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    CLIENT_DIR: clientDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRANSLATE_URL: `http://127.0.0.1:${port + 1}`,
    // Tests play many clients by sending X-Forwarded-For (see ownAddress in tests/e2e/fixtures.ts).
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  apertium.kill('SIGTERM');
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  apertium.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
