import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../auth/accounts';
import type { Database } from '../db/client';
import { products, suppliers } from '../db/schema';
import { cookieFrom, testPassword } from '../testing/factories';
import { adminQuery, freshDatabase, startServer, stopServers, testDatabaseUrl } from '../testing/processes';

if (!testDatabaseUrl)
  console.warn('change-bus.process.test.ts skipped: it needs TEST_DATABASE_URL (PostgreSQL).');

// The page cache under test is the real one (page-renderer.ts); only the drawing is a stand-in for
// the client build's renderer (CLIENT_DIR/.ssr), which these tests cannot assume is built. It
// draws a supplier's page from the API and counts its draws, so a kept page shows.
const renderer = `
let send;
let draws = 0;
export function setApiTransport(fn) { send = fn; }
export async function renderPage({ url }) {
  const res = await send('/api/suppliers/' + url.split('/')[2], { headers: { accept: 'application/json' } });
  const name = res.ok ? (await res.json()).supplier.name : 'missing';
  draws += 1;
  return { status: res.status, html: '<h1>' + name + '</h1><p>draw ' + draws + '</p>', title: name, description: '', state: '{}' };
}
`;

const publicUrl = 'http://tradesetu.test';
let work = '';
let database: Database | undefined;
let drop: (() => Promise<void>) | undefined;
let databaseName = '';

/** One of several instances on one database, drawing pages with the stand-in renderer. */
async function startInstance(name: string, databaseUrl: string, clientDir: string) {
  const server = await startServer(
    {
      NODE_ENV: 'test',
      DATA_DIR: join(work, name),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'test-secret-0123456789-abcdefghij',
      PUBLIC_URL: publicUrl,
      STORAGE_DRIVER: 'local',
      SERVE_CLIENT: 'true',
      CLIENT_DIR: clientDir,
      SEED_DEMO: 'false',
    },
    100_000,
  );
  return server.url;
}

let a = '';
let b = '';
let cookie = '';
let supplierId = '';

const page = async (base: string) =>
  (await fetch(`${base}/suppliers/${supplierId}`, { headers: { accept: 'text/html' } })).text();
const drawCount = (html: string) => /draw (\d+)/.exec(html)?.[1];

async function saveName(base: string, name: string) {
  const res = await fetch(`${base}/api/suppliers/me`, {
    method: 'PUT',
    headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      description: 'Hand-blocked cotton prints.',
      city: 'Jaipur',
      state: 'Rajasthan',
    }),
  });
  expect(res.status).toBe(200);
}

/** Milliseconds from now until `base`'s page of the supplier shows `text` (at most 5 s). */
async function msUntilShown(base: string, text: string) {
  const start = performance.now();
  while (!(await page(base)).includes(`<h1>${text}</h1>`)) {
    if (performance.now() - start > 5000) throw new Error(`${base} never showed ${text}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Math.round(performance.now() - start);
}

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'tradesetu-change-bus-'));
    // Migrated here, so the instances do not both migrate an empty database at once.
    const fresh = await freshDatabase();
    database = fresh.database;
    drop = fresh.drop;
    databaseName = fresh.name;
    const url = fresh.url;
    const clientDir = join(work, 'client');
    mkdirSync(join(clientDir, '.ssr'), { recursive: true });
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(clientDir, '.ssr', 'entry-server.mjs'), renderer);
    [a, b] = await Promise.all([startInstance('a', url, clientDir), startInstance('b', url, clientDir)]);

    const email = `supplier-${randomUUID().slice(0, 8)}@example.test`;
    const { id } = await createAccount(database.db, {
      role: 'supplier',
      email,
      password: testPassword,
      fullName: 'Test supplier',
      companyName: undefined,
      emailVerified: true,
    });
    const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: testPassword }),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieFrom(signIn.headers.getSetCookie());
    await saveName(a, 'Jaipur Prints');
    // A listing puts the supplier in the public directory.
    await database.db.insert(products).values({
      userId: id,
      title: 'Block-printed bedsheet',
      description: 'Hand-blocked cotton bedsheet',
      category: 'furniture',
      moq: 10,
      priceMin: '400',
      priceMax: '700',
    });
    const [row] = await database.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.userId, id));
    supplierId = row?.id ?? '';
  }, 150_000);

  afterAll(async () => {
    await stopServers();
    await drop?.();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("shows a change made on one instance in the other's kept page within 2 s, both ways", async () => {
    const kept = await page(b);
    expect(kept).toContain('<h1>Jaipur Prints</h1>');
    // Kept for a minute: drawn once, not per visit.
    expect(drawCount(await page(b))).toBe(drawCount(kept));
    expect(await page(a)).toContain('<h1>Jaipur Prints</h1>');

    await saveName(a, 'Jaipur Prints and Dyes');
    const toB = await msUntilShown(b, 'Jaipur Prints and Dyes');
    await saveName(b, 'Jaipur Textile House');
    const toA = await msUntilShown(a, 'Jaipur Textile House');
    console.log(`change bus: a change on A reached B's page in ${toB} ms, one on B reached A's in ${toA} ms`);
    expect(toB).toBeLessThan(2000);
    expect(toA).toBeLessThan(2000);
  });

  it('clears every kept page once it listens again after losing its connection', async () => {
    expect(await page(b)).toContain('<h1>Jaipur Textile House</h1>');
    // A write no instance announced, as if its notification was sent while B was not listening:
    // B keeps its page until it clears everything on reconnecting.
    await database?.db.update(suppliers).set({ name: 'Jaipur Weavers' }).where(eq(suppliers.id, supplierId));
    expect(await page(b)).toContain('<h1>Jaipur Textile House</h1>');
    const dropped = await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and application_name = 'tradesetu-change-bus'`,
      [databaseName],
    );
    expect(dropped.rowCount).toBe(2);
    const ms = await msUntilShown(b, 'Jaipur Weavers');
    console.log(`change bus: reconnected and cleared in ${ms} ms`);
    expect(ms).toBeLessThan(2000);
    // Listening again, not just cleared.
    await saveName(a, 'Jaipur Weavers Co');
    expect(await msUntilShown(b, 'Jaipur Weavers Co')).toBeLessThan(2000);
  });
});
