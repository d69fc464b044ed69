import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import webpush from 'web-push';
import type { NotificationKind } from '../../../shared/notifications/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { profiles, pushSubscriptions } from '../../db/schema';
import { translatorForLanguage } from '../../http/i18n';
import type { Mailer } from '../../mail/mailer';
import { renderNoticeMail } from '../../mail/templates';
import { postToEndpoint } from './endpoint';
import { vapidKeys } from './vapid';

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/** The subject and text of a notice, written with the recipient's translator. */
export type WriteNotice = (t: TFunction) => { subject: string; body: string };

interface Recipient {
  id: string;
  email: string;
  language: string | null;
  pushKinds: NotificationKind[];
}
interface Notice {
  /** Null: a notice that only goes by email (account, moderation, security). */
  kind: NotificationKind | null;
  path: string;
  subject: string;
  body: string;
  /** Claims the right to email now (a throttle); without it, the email always goes. */
  mayEmail?: () => Promise<boolean>;
}
/** Tells the person, or answers false so the next channel tries. */
type Channel = (deps: NotifyDeps, to: Recipient, notice: Notice, t: TFunction) => Promise<boolean>;

/** Web Push to each of the person's devices, for the kinds they opted into; false when none took it. */
const push: Channel = async (deps, to, notice) => {
  if (!notice.kind || !to.pushKinds.includes(notice.kind)) return false;
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, to.id));
  if (devices.length === 0) return false;
  const vapidDetails = await vapidKeys(deps.db, deps.config);
  // What the service worker shows; `tag` makes a newer notice about the same thing replace the older.
  const payload = JSON.stringify({
    title: clip(notice.subject, 120),
    body: clip(notice.body, 300),
    url: notice.path,
    tag: notice.path,
  });
  const sent = await Promise.all(
    devices.map(async (device) => {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          { vapidDetails },
        );
        const status = await postToEndpoint(request, !deps.config.isProduction);
        if (status >= 200 && status < 300) {
          await deps.db
            .update(pushSubscriptions)
            .set({ lastSentAt: new Date() })
            .where(eq(pushSubscriptions.id, device.id));
          return true;
        }
        // Gone for good (unsubscribed, expired): this device is dropped. The endpoint and keys are
        // the device's credentials, so logs name the row, never them.
        if (status === 404 || status === 410)
          await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        deps.log.warn({ subscription: device.id, status }, 'push refused');
      } catch (err) {
        deps.log.warn({ subscription: device.id, reason: (err as Error).message }, 'push failed');
      }
      return false;
    }),
  );
  return sent.includes(true);
};

/** The email, as every notice had before push: the fallback, and the one channel for some notices. */
const email: Channel = async (deps, to, notice, t) => {
  if (notice.mayEmail && !(await notice.mayEmail())) return true;
  const link = `${deps.config.publicUrl}${notice.path}`;
  const { subject, body } = notice;
  await deps.mailer.send({
    to: to.email,
    ...renderNoticeMail(t, { subject, body, link, appName: deps.config.appName }),
  });
  return true;
};

// Tried in order until one reaches the person. This is the seam for more ways to reach a phone: a
// WhatsApp Business Cloud API channel (to a number the person confirmed) would be one more entry.
const channels: Channel[] = [push, email];

async function tell(
  deps: NotifyDeps,
  userId: string,
  notice: Omit<Notice, 'subject' | 'body'>,
  write: WriteNotice,
) {
  try {
    const [to] = await deps.db
      .select({
        id: profiles.id,
        email: profiles.email,
        language: profiles.language,
        pushKinds: profiles.pushKinds,
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!to) return;
    const t = translatorForLanguage(to.language);
    const written = { ...notice, ...write(t) };
    for (const channel of channels) if (await channel(deps, to, written, t)) return;
  } catch (err) {
    deps.log.error({ err }, 'notice failed');
  }
}

/**
 * Tells a user about a trade event in their own language: a push to their devices when they opted
 * into `kind`, else (or when no device took it) an email, which `mayEmail` may hold back. A failure
 * is logged, never the reason the action that caused the notice fails.
 */
export function notifyUser(
  deps: NotifyDeps,
  userId: string,
  kind: NotificationKind,
  path: string,
  write: WriteNotice,
  mayEmail?: () => Promise<boolean>,
) {
  return tell(deps, userId, { kind, path, mayEmail }, write);
}

/** A notice that goes by email only (account, moderation and security notices). */
export function mailUser(deps: NotifyDeps, userId: string, path: string, write: WriteNotice) {
  return tell(deps, userId, { kind: null, path }, write);
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
