// Search and suggestions at scale through the search module itself: 100,000 catalogs on PGlite
// (in memory), and 1,000,000 on PostgreSQL when BENCH_DATABASE_URL names a role that may create
// databases (the data is written once into `tradesetu_bench_scale` and kept for later runs).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openPglite } from '../../src/server/db/client';
import { openPostgres } from '../../src/server/db/postgres';
import { catalogs } from '../../src/server/db/schema';
import { search, suggest } from '../../src/server/modules/search/service';
import { searchQuerySchema } from '../../src/shared/search/schema';
import { type ScaleCounts, writeScaleData } from '../scale-data';
import type { Bench } from './app';
import { p95Time } from './measure';

/** What buyers type: common and rare goods, two words, a misspelling, filters, a place. */
const queries = [
  { q: 'cotton saree' },
  { q: 'basmati rice', state: 'Punjab' },
  { q: 'brake pads', level: 'verified' },
  { q: 'turmric powder' },
  { q: 'ceiling fan', priceMax: '800' },
  { q: 'jute sack', moqMax: '100' },
  { q: 'teak dining table', category: 'furniture' },
  { q: 'surgical gloves' },
  { q: 'solar panel', city: 'Pune' },
  { category: 'textiles' },
  { q: 'packaging' },
  { q: 'Shree Textiles' },
].map((q) => searchQuerySchema.parse(q));
const typed = ['cot', 'basm', 'brak', 'solar p', 'textlie', 'jai', 'kraft pa', 'surg'];
/**
 * Untimed rounds of each set first: a running server's pooled connections have planned and
 * cached these kinds of query before (a new PostgreSQL connection's first searches take 50–140 ms).
 */
const warmRounds = 3;

/** The plan of a catalog text match: it names the index it uses. */
async function plans(db: Db): Promise<string> {
  const explain = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
  return explain(
    sql`select id from ${catalogs} where ${catalogs.searchVector} @@ plainto_tsquery('english'::regconfig, 'saree')`,
  );
}

async function measure(
  database: Database,
  counts: ScaleCounts,
  label: string,
  targets: { search: number },
  write = true,
) {
  const { db } = database;
  const t0 = Date.now();
  if (write) await writeScaleData(db, counts, database.kind === 'pglite' ? '128MB' : '512MB');
  const how = write ? 'written' : 'kept from an earlier run';
  console.log(`  ${label}: data ${how} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  let found = 0;
  const searchMs = await p95Time(
    queries.length * 8,
    async (i) => {
      const r = await search(db, queries[i % queries.length] as (typeof queries)[number]);
      found += r.catalogs.total;
    },
    queries.length * warmRounds,
  );
  const suggestMs = await p95Time(
    typed.length * 8,
    (i) => suggest(db, typed[i % typed.length] as string),
    typed.length * warmRounds,
  );
  const plan = await plans(db);
  const indexed = plan.includes('catalogs_search_idx');
  console.log(plan.replace(/^/gm, '    '));
  const scale = `${counts.catalogs.toLocaleString('en-IN')} catalogs (${label})`;
  return [
    {
      name: `search p95, ${scale}${indexed ? ', EXPLAIN: catalogs_search_idx' : ', EXPLAIN: NO INDEX'}`,
      value: Math.round(searchMs * 10) / 10,
      unit: 'ms',
      target: `≤ ${targets.search} ms`,
      ok: searchMs <= targets.search && indexed && found > 0,
    },
    {
      name: `suggestions p95, ${scale}`,
      value: Math.round(suggestMs * 10) / 10,
      unit: 'ms',
      target: '≤ 20 ms',
      ok: suggestMs <= 20,
    },
  ];
}

async function postgresDatabase(
  adminUrl: string,
  counts: ScaleCounts,
): Promise<{ database: Database; fresh: boolean }> {
  const name = 'tradesetu_bench_scale';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: 2 });
  const [row] = (
    (await database.db.execute(
      sql`select count(*)::int as n from catalogs where id = md5('scale-catalog-' || ${counts.catalogs})::uuid`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { database, fresh: row?.n !== 1 };
}

export default async function bench(): Promise<Bench[]> {
  const rows: Bench[] = [];
  const small: ScaleCounts = { suppliers: 10_000, catalogs: 100_000, products: 10_000 };
  const lite = await openPglite();
  try {
    rows.push(...(await measure(lite, small, 'PGlite', { search: 60 })));
  } finally {
    await lite.close();
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('  PostgreSQL part skipped: set BENCH_DATABASE_URL (a role that may create databases).');
    return rows;
  }
  const large: ScaleCounts = { suppliers: 100_000, catalogs: 1_000_000, products: 100_000 };
  const { database, fresh } = await postgresDatabase(adminUrl, large);
  try {
    rows.push(...(await measure(database, large, 'PostgreSQL', { search: 30 }, fresh)));
  } finally {
    await database.close();
  }
  return rows;
}
