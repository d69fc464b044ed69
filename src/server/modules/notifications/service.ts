import { createECDH } from 'node:crypto';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import { maxPushDevices, type NotificationKind } from '../../../shared/notifications/constants';
import type { NotificationSettings } from '../../../shared/notifications/schema';
import type { Db } from '../../db/client';
import { profiles, pushSubscriptions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { endpointAllowed } from './endpoint';

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const fieldError = (field: string, key: string) =>
  new AppError('validation', 'common:errors.validation', { [field]: `notifications:errors.${key}` });

/** Whether the key is a point on P-256, as a browser's is (encryption to it fails otherwise). */
function onCurve(p256dh: string) {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a device's subscription for the user, taking it over from whoever had it (the same browser
 * signed in as someone else), and drops their oldest devices past `maxPushDevices`. Subscribes of
 * one user take turns on their profile row, so parallel ones never leave more than the limit.
 */
export async function subscribe(db: Db, userId: string, s: Subscription, allowLoopback: boolean) {
  if (!endpointAllowed(s.endpoint, allowLoopback)) throw fieldError('endpoint', 'endpoint');
  if (!onCurve(s.keys.p256dh)) throw fieldError('keys.p256dh', 'p256dh');
  const row = { userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth };
  return db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...row, createdAt: new Date(), lastSentAt: null },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(maxPushDevices);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return settingsIn(tx, userId);
  });
}

/** Forgets a device; only its own user's (someone else's endpoint is left alone, silently). */
export async function unsubscribe(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return settingsIn(db, userId);
}

export async function setKinds(db: Db, userId: string, kinds: NotificationKind[]) {
  await db.update(profiles).set({ pushKinds: kinds }).where(eq(profiles.id, userId));
  return settingsIn(db, userId);
}

export const getSettings = (db: Db, userId: string) => settingsIn(db, userId);

async function settingsIn(db: Pick<Db, 'select'>, userId: string): Promise<NotificationSettings> {
  const [[profile], [devices]] = await Promise.all([
    db.select({ kinds: profiles.pushKinds }).from(profiles).where(eq(profiles.id, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  return { kinds: profile?.kinds ?? [], devices: devices?.n ?? 0 };
}
