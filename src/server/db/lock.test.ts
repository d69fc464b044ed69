import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

let dir: string;
let children: ChildProcess[] = [];

/** Another live process, standing in for a second TradeSetu on the same folder. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
}

async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
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
  it('writes its pid into <dir>/.lock and removes the file on release', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    release(); // twice is harmless
  });

  it('refuses a folder held by a live process, with a message saying what to do', () => {
    const pid = liveProcess();
    writeFileSync(join(dir, '.lock'), String(pid));
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `The data folder ${dir} is in use by another TradeSetu process (pid ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(pid));
  });

  it('takes over a lock left by a process that has died', async () => {
    writeFileSync(join(dir, '.lock'), String(await deadPid()));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(join(dir, '.lock'), 'garbage');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates the folder when it does not exist yet', () => {
    const nested = join(dir, 'new', 'data');
    const release = acquireDataDirLock(nested);
    expect(existsSync(join(nested, '.lock'))).toBe(true);
    release();
  });
});
