import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { closeConnectionsWhenDraining, stopReadiness } from './modules/health/readiness';

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
  const demo = config.seedDemo ? await database.exclusive(() => seedDemoData(app.deps)) : undefined;

  const { drainMs, graceMs } = config.shutdown;
  closeConnectionsWhenDraining(app);
  let closing = false;
  /** Drain, stop taking connections, let requests under way finish, close the database. */
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal, drainMs, graceMs }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs }, 'shutdown grace period over: exiting with requests still open');
      process.exit(1);
    }, graceMs).unref();
    stopReadiness(app);
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await app.close(); // waits for the requests under way
      await database.close(); // on PGlite, also releases the data folder's lock
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n${config.appName} is running on ${config.publicUrl}  (data: ${where})`);
  if (demo && !config.isProduction) {
    // The demo password is published (README): said here only when no one else can reach the server.
    const local = /^(127\.|::1$|localhost$)/.test(config.host);
    console.log('Demo accounts (development only):');
    for (const a of demo.accounts)
      console.log(`  ${a.role.padEnd(8)} ${a.email}${local ? `  password: ${a.password}` : ''}`);
    if (!local)
      console.log(
        `  HOST=${config.host}: other machines can reach this server and sign in to these accounts, ` +
          'whose password is published. Set SEED_DEMO=false on a new DATA_DIR, or listen on 127.0.0.1.',
      );
  }
}

await main();
