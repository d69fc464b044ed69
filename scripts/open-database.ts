// The database the app uses, opened by a command-line script: DATABASE_URL, else the PGlite folder
// in DATA_DIR, which only one process may hold at a time.
import type { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';

export function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

export async function openForScript(config: ReturnType<typeof loadConfig>): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    fail(
      `${e.message}\nThe app is running on this PGlite folder, and PGlite allows one process at a time: ` +
        'stop the app, run this command, then start the app again. ' +
        '(On PostgreSQL, with DATABASE_URL set, the command runs beside the app.)',
    );
  }
}
