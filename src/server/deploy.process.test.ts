// The production setup of compose.yaml without Docker: two instances of the app on one
// PostgreSQL database and one S3 bucket (s3rver), as a load balancer sees them.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { outbox } from './db/schema';
import { seedReferenceData } from './db/seed/seed';
import { cookieFrom, testPassword } from './testing/factories';
import { sceneImage } from './testing/images';
import {
  freshDatabase,
  type ServerProcess,
  startServer,
  stopServers,
  testDatabaseUrl,
} from './testing/processes';

if (!testDatabaseUrl)
  console.warn('deploy.process.test.ts skipped: it needs TEST_DATABASE_URL (PostgreSQL).');

/** The load balancer's address: what users reach, so what both instances are told they are. */
const publicUrl = 'http://tradesetu.test';
let work = '';
let database: Database | undefined;
let s3: S3rver | undefined;

/** One instance with compose.yaml's settings. */
const startInstance = (name: string, env: Record<string, string>) =>
  startServer({ ...env, DATA_DIR: join(work, name) }, 60_000);

const post = (url: string, body: unknown, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: { origin: publicUrl, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

let a: ServerProcess;
let b: ServerProcess;
let drop: (() => Promise<void>) | undefined;

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL and one S3 bucket', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'tradesetu-deploy-'));
    // Migrated and seeded once here, as the first instance of compose.yaml does before the second starts.
    const fresh = await freshDatabase();
    database = fresh.database;
    drop = fresh.drop;
    await seedReferenceData({ database });
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(work, 's3'),
      configureBuckets: [{ name: 'tradesetu' }],
    });
    const { port: s3Port } = await s3.run();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: fresh.url,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'tradesetu',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${publicUrl}/media`,
      AUTH_SECRET: 'deploy-test-secret-0123456789-abcdef',
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      MAIL_OUTBOX: 'true',
      SERVE_CLIENT: 'false',
      SHUTDOWN_DRAIN_MS: '2000',
      SHUTDOWN_GRACE_MS: '10000',
      LOG_LEVEL: 'warn',
    };
    [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  }, 90_000);

  afterAll(async () => {
    await stopServers();
    await s3?.close();
    await drop?.();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  let cookie = '';

  it('answers ready on both instances', async () => {
    for (const { url } of [a, b]) {
      const res = await fetch(`${url}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ready',
        checks: { shutdown: 'no', database: 'ok', storage: 'ok' },
      });
    }
  });

  it('keeps a session made on one instance on the other', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await post(`${a.url}/api/account/register`, {
      fullName: 'Asha Rao',
      email,
      password: testPassword,
    });
    expect(registered.status).toBe(201);
    const [mail] = await (database as Database).db
      .select({ link: outbox.link })
      .from(outbox)
      .where(eq(outbox.to, email));
    const link = new URL(mail?.link ?? '');
    const confirmed = await fetch(`${b.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);

    const signIn = await post(`${a.url}/api/auth/sign-in/email`, { email, password: testPassword });
    expect(signIn.status).toBe(200);
    cookie = cookieFrom(signIn.headers.getSetCookie());
    const me = await (await fetch(`${b.url}/api/account/me`, { headers: { cookie } })).json();
    expect(me.user).toMatchObject({ email, emailVerified: true });
  });

  it('serves from one instance an image uploaded through the other', async () => {
    const uploaded = await fetch(`${a.url}/api/account/avatar`, {
      method: 'PUT',
      headers: { origin: publicUrl, cookie, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await sceneImage(1, { width: 400, height: 300 })),
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = await uploaded.json();
    expect(avatarUrl).toMatch(new RegExp(`^${publicUrl}/media/avatars/`));
    const served = await fetch(`${b.url}${new URL(avatarUrl).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await served.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('on SIGTERM answers not ready at once, finishes the request under way and exits 0', async () => {
    const image = await sceneImage(2, { width: 400, height: 300 });
    const half = Math.floor(image.length / 2);
    // An upload whose second half is still on its way when the signal comes, on a connection kept
    // open afterwards as a load balancer's pool keeps it.
    const pool = new Agent({ keepAlive: true });
    const upload = request(`${b.url}/api/account/avatar`, {
      method: 'PUT',
      agent: pool,
      headers: { origin: publicUrl, cookie, 'content-type': 'image/jpeg', 'content-length': image.length },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    answered.catch(() => {}); // awaited below; a failure before then is not also unhandled
    upload.write(image.subarray(0, half));
    await new Promise((r) => setTimeout(r, 300));
    const exited = once(b.child, 'exit');
    b.child.kill('SIGTERM');

    // The signal arrives in its own time: the first answer after it is 503.
    let ready = await fetch(`${b.url}/api/ready`);
    for (const end = Date.now() + 1000; ready.status === 200 && Date.now() < end; )
      ready = await fetch(`${b.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'not_ready',
      checks: { shutdown: 'in_progress', database: 'skipped', storage: 'skipped' },
    });
    // After the drain it takes no new connections, while the upload is still under way.
    let accepting = true;
    for (const end = Date.now() + 5000; accepting && Date.now() < end; ) {
      accepting = await fetch(`${b.url}/api/health`).then(
        () => true,
        () => false,
      );
      if (accepting) await new Promise((r) => setTimeout(r, 100));
    }
    expect(accepting).toBe(false);
    expect(b.child.exitCode).toBeNull();

    upload.end(image.subarray(half));
    const { status, body } = await answered;
    expect(status, body).toBe(200);
    expect(JSON.parse(body).avatarUrl).toMatch(/\/media\/avatars\//);
    const [code] = await exited;
    pool.destroy();
    expect(code, b.output()).toBe(0);
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
  }, 20_000);
});
