// The production build: the client, the server's page renderer beside it (CLIENT_OUT_DIR/.ssr),
// and, run as a command, the server itself (dist/server, scripts/build-server.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServer } from './build-server';

const vite = join('node_modules', '.bin', 'vite');

/** Builds into `outDir` (relative to src/client, or absolute); throws if either build fails. */
export function build(outDir?: string, logLevel = 'error') {
  const env = { ...process.env, ...(outDir ? { CLIENT_OUT_DIR: outDir } : {}) };
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    const run = spawnSync(vite, ['build', '--logLevel', logLevel, ...args], { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build(undefined, 'info');
  await buildServer(undefined, 'info');
}
