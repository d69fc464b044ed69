import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';

async function main() {
  const config = loadConfig();
  // The database starts (WebAssembly compiled off the main thread, files read) while the rest of
  // the app's modules load: a faster start than one after the other.
  let started: [
    Database,
    typeof import('./app'),
    typeof import('./db/seed/seed'),
    typeof import('./storage/create-storage'),
  ];
  try {
    started = await Promise.all([
      openDatabase(config),
      import('./app'),
      import('./db/seed/seed'),
      import('./storage/create-storage'),
    ]);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const [database, { buildApp }, { seedDemoData }, { createStorage }] = started;
  const storage = await createStorage(config);
  const app = await buildApp({ config, database, storage }, { clientDir: config.clientDir });
  const demo = config.seedDemo ? await seedDemoData(app.deps) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n${config.appName} is running on ${config.publicUrl}  (data: ${where})`);
  if (demo && !config.isProduction) {
    console.log('Demo accounts (development only):');
    for (const a of demo.accounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`);
  }
}

await main();
