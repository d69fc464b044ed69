// npm run seed:scale -- --suppliers 100000 --catalogs 1000000 [--products N]
// Fills the app's database (DATABASE_URL, else the PGlite folder in DATA_DIR) with deterministic
// suppliers and listings for load and search tests, replacing earlier scale data. `--remove` takes
// it out again. Never on production.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { fail, openForScript } from './open-database';
import { removeScaleData, writeScaleData } from './scale-data';

const usage =
  'Usage: npm run seed:scale -- --suppliers 100000 --catalogs 1000000 [--products 100000] | --remove';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000)
    fail(`--${name} must be a whole number up to 10,000,000.\n${usage}`);
  return n;
}

let parsed: ReturnType<typeof parseArgs<{ options: Record<string, { type: 'string' | 'boolean' }> }>>;
try {
  parsed = parseArgs({
    options: {
      suppliers: { type: 'string' },
      catalogs: { type: 'string' },
      products: { type: 'string' },
      remove: { type: 'boolean' },
    },
  });
} catch (e) {
  fail(`${(e as Error).message}\n${usage}`);
}
const { values } = parsed;
const config = loadConfig();
if (config.isProduction)
  fail('seed:scale writes made-up suppliers: it does not run with NODE_ENV=production.');
const suppliers = count(values.suppliers as string | undefined, 100_000, 'suppliers');
const catalogs = count(values.catalogs as string | undefined, 1_000_000, 'catalogs');
const products = count(values.products as string | undefined, Math.round(catalogs / 10), 'products');
if (!values.remove && suppliers < 1) fail(`--suppliers must be at least 1.\n${usage}`);

const database = await openForScript(config);
const started = Date.now();
try {
  if (values.remove) {
    await removeScaleData(database.db);
    console.log('Scale data removed.');
  } else {
    await writeScaleData(database.db, { suppliers, catalogs, products });
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `Wrote ${suppliers.toLocaleString('en-IN')} suppliers, ${catalogs.toLocaleString('en-IN')} catalogs and ` +
        `${products.toLocaleString('en-IN')} products to ${where} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
} finally {
  await database.close();
}
