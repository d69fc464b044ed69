import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

let dir: string;
let children: ChildProcess[] = [];

const lockFile = () => join(dir, '.lock');
const holder = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; started?: string };

/** A live process that is not TradeSetu, as one reusing a crashed server's pid. */
function sleeper() {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
}

/** A second TradeSetu opener: another process holding the folder through acquireDataDirLock. */
async function realHolder() {
  const script = `const { acquireDataDirLock } = await import('./src/server/db/lock.ts');
acquireDataDirLock(process.argv[1]); console.log('locked'); setTimeout(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [line] = await once(child.stdout as NodeJS.ReadableStream, 'data');
  expect(String(line)).toContain('locked');
  return child.pid as number;
}

async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
}

function refusal(): unknown {
  try {
    acquireDataDirLock(dir);
  } catch (e) {
    return e;
  }
  return undefined;
}

/** Takes the folder over from a lock file holding `lock`, and holds it itself. */
function takesOver(lock: string) {
  writeFileSync(lockFile(), lock);
  const release = acquireDataDirLock(dir);
  expect(holder().pid).toBe(process.pid);
  release();
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tradesetu-lock-'));
});
afterEach(() => {
  for (const child of children) child.kill();
  children = [];
  rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes its pid and start into <dir>/.lock and removes the file on release', () => {
    const release = acquireDataDirLock(dir);
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    expect(holder()).toEqual({ pid: process.pid, started: expect.stringMatching(new RegExp(`/${ticks}$`)) });
    release();
    expect(existsSync(lockFile())).toBe(false);
    release(); // twice is harmless
  });

  it('refuses a folder held by another TradeSetu process, naming it and saying what to do', async () => {
    const pid = await realHolder();
    const held = readFileSync(lockFile(), 'utf8');
    const error = refusal();
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `The data folder ${dir} is in use by another TradeSetu process (pid ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    expect(readFileSync(lockFile(), 'utf8')).toBe(held);
  }, 30_000);

  it('takes over a lock naming a live process that is not its holder: a sleep, or PID 1', () => {
    const sleep = sleeper();
    // The start of the crashed server that had the pid before: not the present process's.
    const started = `${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}/1`;
    takesOver(JSON.stringify({ pid: sleep, started }));
    takesOver(JSON.stringify({ pid: sleep }));
    takesOver(String(sleep)); // the format before the start was recorded
    takesOver(JSON.stringify({ pid: 1, started }));
    takesOver('1');
  });

  it('takes over a lock left by a process that has died', async () => {
    takesOver(JSON.stringify({ pid: await deadPid() }));
  });

  it('takes over an unreadable lock file', () => {
    takesOver('garbage');
    takesOver('null');
  });

  it('creates the folder when it does not exist yet', () => {
    const nested = join(dir, 'new', 'data');
    const release = acquireDataDirLock(nested);
    expect(existsSync(join(nested, '.lock'))).toBe(true);
    release();
  });
});
