import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const settingKey = 'vapid_keys';
const loaded = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise one generated
 * on first use and kept in app_settings, so every instance on the database and every restart signs
 * with the same key (a new key would silently orphan every device's subscription).
 */
export function vapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadKeys(db, config);
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}

async function loadKeys(db: Db, config: Config): Promise<VapidKeys> {
  const { subject, publicKey, privateKey } = config.vapid;
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  const generated = webpush.generateVAPIDKeys();
  // Instances starting together each propose a pair; the first one written wins for all.
  await db
    .insert(appSettings)
    .values({ key: settingKey, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, settingKey));
  const kept = JSON.parse(row?.value ?? '{}') as Omit<VapidKeys, 'subject'>;
  return { subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
}
