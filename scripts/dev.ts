// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with HMR on PORT (3000), which
// proxies /api and /media to the API (vite.config.ts). When either stops, both stop.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const bin = (name: string) => join('node_modules', '.bin', name);

const children: ChildProcess[] = [];
let stopping = false;
let exitCode = 0;

function run(name: string, command: string, args: string[], env: Record<string, string>) {
  // Own process group, so stopping reaches the watcher's children too; no stdin, as a background
  // group reading the terminal would be stopped by it.
  const child = spawn(bin(command), args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the other one.`);
      exitCode = code || 1;
    }
    stopAll();
  });
  children.push(child);
}

function stopAll() {
  if (!stopping) {
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  }
  if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
}

run('API', 'tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
  SERVE_CLIENT: 'false',
  // Pages and cookies live on the Vite origin; the API is reached through its proxy.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
});
run('Vite', 'vite', ['--port', webPort, '--strictPort'], { API_PORT: apiPort });

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
