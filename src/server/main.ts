import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedDemoData } from './db/seed/seed';
import { createStorage } from './storage/create-storage';

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
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
