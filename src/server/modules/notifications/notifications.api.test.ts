import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPushDevices } from '../../../shared/notifications/constants';
import { routes } from '../../../shared/routes';
import { pushSubscriptions } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { freePort } from '../../testing/free-port';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier, inquiry, mailsTo } from '../../testing/trade';
import { endpointAllowed } from './endpoint';

// Web Push end to end against a push service on 127.0.0.1: the app encrypts (RFC 8291, aes128gcm)
// to a key pair made here as a browser makes it, signs with VAPID (RFC 8292), and this test decrypts
// and verifies both with nothing but node:crypto.

const ctx = setupTestApp();
let origin = '';
/** What the push service received, by the last segment of the endpoint's path. */
const received = new Map<string, { headers: IncomingHttpHeaders; body: Buffer }[]>();
/** Endpoint ids the push service answers with this status (201 otherwise). */
const answers = new Map<string, number>();
const pushService = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const id = req.url?.split('/').pop() ?? '';
    received.set(id, [...(received.get(id) ?? []), { headers: req.headers, body: Buffer.concat(chunks) }]);
    res.writeHead(answers.get(id) ?? 201).end();
  });
});
beforeAll(async () => {
  const port = await freePort();
  await new Promise<void>((resolve) => pushService.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => void pushService.close());

/** A browser's subscription: a fresh P-256 key pair and auth secret, at a fresh endpoint id. */
function newDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const id = randomUUID();
  const auth = randomBytes(16);
  const json = {
    endpoint: `${origin}/push/${id}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return { id, ecdh, auth, json };
}

/** The key with one coordinate changed: the right length, no longer a point on P-256. */
function offCurve(p256dh: string) {
  const raw = Buffer.from(p256dh, 'base64url');
  raw[40] = (raw[40] ?? 0) ^ 1;
  return raw.toString('base64url');
}

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the device's private key. */
function decrypt(device: ReturnType<typeof newDevice>, body: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', device.ecdh.computeSecret(senderKey), device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

/** The VAPID JWT's claims, once its ES256 signature is checked against `publicKey`. */
function verifiedVapid(authorization: string | undefined, publicKey: string) {
  const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '') ?? [];
  expect(k).toBe(publicKey);
  const [header, claims, signature] = (token ?? '').split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(ok, 'VAPID signature').toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}

/** A supplier with one catalog and one device, opted into `kinds`; and a buyer to write to them. */
async function supplierWithDevice(kinds: string[]) {
  const supplier = await createTradingSupplier(ctx, { name: 'Ravi Mills', titles: ['Cotton poplin'] });
  const device = newDevice();
  const subscribed = await call(ctx, supplier, 'POST', '/api/notifications/subscriptions', device.json);
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const set = await call(ctx, supplier, 'PUT', '/api/notifications/settings', { kinds });
  expect(set.json()).toEqual({ kinds, devices: 1 });
  const buyer = await createTestUser(ctx, { fullName: 'Asha Rao' });
  const ask = async () => {
    const res = await call(
      ctx,
      buyer,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: supplier.catalogIds[0] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().conversationId as string;
  };
  return { supplier, device, ask };
}

describe('notifications', () => {
  it('pushes a new inquiry to the opted-in supplier, encrypted to their device and signed with VAPID, and sends no email', async () => {
    const { supplier, device, ask } = await supplierWithDevice(['inquiries']);
    const conversationId = await ask();
    const [message, ...more] = received.get(device.id) ?? [];
    expect(more).toEqual([]);
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(decrypt(device, message?.body ?? Buffer.alloc(0))).toEqual({
      title: 'New inquiry from Asha Rao: Cotton poplin',
      body: 'Asha Rao sent you an inquiry about Cotton poplin: 500 metres, delivery to Surat, Gujarat.',
      url: routes.conversation(conversationId),
      tag: routes.conversation(conversationId),
    });
    const key = (await call(ctx, supplier, 'GET', '/api/notifications/push-key')).json().publicKey;
    const claims = verifiedVapid(message?.headers.authorization, key);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe('mailto:legal@tradesetu.in');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(await mailsTo(ctx, supplier.email)).toEqual([]);
  });

  it('emails instead when the kind is not opted into, and when the push service says the device is gone', async () => {
    const notOpted = await supplierWithDevice(['replies']);
    await notOpted.ask();
    expect(received.get(notOpted.device.id)).toBeUndefined();
    expect((await mailsTo(ctx, notOpted.supplier.email)).map((m) => m.subject)).toEqual([
      'New inquiry from Asha Rao: Cotton poplin',
    ]);

    const gone = await supplierWithDevice(['inquiries']);
    answers.set(gone.device.id, 410);
    await gone.ask();
    expect(received.get(gone.device.id)).toHaveLength(1);
    const { db } = ctx.deps.database;
    const left = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, gone.supplier.id));
    expect(left).toEqual([]);
    expect(await mailsTo(ctx, gone.supplier.email)).toHaveLength(1);
  });

  it(`keeps at most ${maxPushDevices} devices when they subscribe together, and moves a device to whoever signs in on it`, async () => {
    const user = await createTestUser(ctx);
    const devices = Array.from({ length: maxPushDevices + 30 }, newDevice);
    const replies = await Promise.all(
      devices.map((d) => call(ctx, user, 'POST', '/api/notifications/subscriptions', d.json)),
    );
    expect(replies.map((a) => a.statusCode)).toEqual(devices.map(() => 200));
    const settings = await call(ctx, user, 'GET', '/api/notifications/settings');
    expect(settings.json()).toEqual({ kinds: [], devices: maxPushDevices });

    const { db } = ctx.deps.database;
    const [kept] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    const other = await createTestUser(ctx);
    const taken = devices.find((d) => d.json.endpoint === kept?.endpoint)?.json;
    const moved = await call(ctx, other, 'POST', '/api/notifications/subscriptions', taken);
    expect(moved.json().devices).toBe(1);
    expect((await call(ctx, user, 'GET', '/api/notifications/settings')).json().devices).toBe(
      maxPushDevices - 1,
    );
    const off = await call(ctx, other, 'DELETE', '/api/notifications/subscriptions', {
      endpoint: taken?.endpoint,
    });
    expect(off.json()).toEqual({ kinds: [], devices: 0 });
  });

  it('refuses bad subscriptions and settings with field messages in the caller language, storing nothing', async () => {
    const user = await createTestUser(ctx);
    const good = newDevice().json;
    const bad: [unknown, string][] = [
      [{ ...good, endpoint: 'ftp://push.example.test/1' }, 'endpoint'],
      [{ ...good, endpoint: 'https://10.0.0.7/push/1' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve(good.keys.p256dh) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of bad) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/subscriptions',
        headers: { origin: ctx.deps.config.publicUrl, cookie: user.cookie, 'accept-language': 'hi' },
        payload: body as object,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
      expect(res.json().error.fields[field]).toMatch(/[\u0900-\u097F]/); // Hindi
    }
    const kinds = await call(ctx, user, 'PUT', '/api/notifications/settings', { kinds: ['sms'] });
    expect(kinds.statusCode).toBe(400);
    expect(kinds.json().error.fields).toHaveProperty(['kinds.0']);
    expect((await call(ctx, user, 'GET', '/api/notifications/settings')).json()).toEqual({
      kinds: [],
      devices: 0,
    });
  });

  it('posts in production only to https endpoints at public addresses (no SSRF)', () => {
    const production = (url: string) => endpointAllowed(url, false);
    expect(production('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(production('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://[::1]/push',
      'https://[::ffff:10.1.2.3]/push',
      'https://192.168.1.10/push',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata/computeMetadata',
      'https://user:pass@fcm.googleapis.com/x',
    ])
      expect(production(url), url).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9/push', true)).toBe(true);
    expect(endpointAllowed('http://10.0.0.7/push', true)).toBe(false);
  });
});
