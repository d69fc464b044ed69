import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  /** When the process started (boot and clock ticks since it, from /proc); absent without /proc. */
  started?: string;
}

/** A process's start, which a later process reusing its pid cannot share; undefined without /proc. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the command name, which may hold spaces and parentheses.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return ticks ? `${boot}/${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process named by the lock still runs. A live pid is not enough: after a crash the
 * pid is reused by whatever starts next (a `sleep`, or PID 1 in a restarted container), so on
 * Linux the holder must also have the start the lock recorded.
 */
function holds(holder: Holder, ownStart: string | undefined): boolean {
  if (holder.pid === process.pid) return false;
  if (!ownStart) return isAlive(holder.pid);
  return holder.started !== undefined && holder.started === startOf(holder.pid);
}

/**
 * PGlite does not lock its folder and two processes on one folder silently lose writes, so the
 * app holds `<dir>/.lock` (its pid and start) for as long as it runs. A lock whose process is gone
 * is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.lock');
  const started = startOf(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, started } satisfies Holder));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readHolder(file);
      if (holder && holds(holder, started)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another TradeSetu process (pid ${holder.pid}). ` +
            'Stop that process first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
