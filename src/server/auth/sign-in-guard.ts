import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { authLimits } from '../../shared/auth/constants';
import { routes } from '../../shared/routes';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits, users } from '../db/schema';
import { clearLimit, consumeLimits, giveBackSlot, hitLimit, readLimit } from '../http/limits';
import type { Mailer } from '../mail/mailer';
import { mailUser } from '../modules/notifications/notify';

/**
 * Counter keys in rate_limits. Every key about an account ends in `:account:<email>`, so deleting
 * the account deletes them too (the known-device rows hold addresses).
 */
const keys = {
  accountAndIp: (email: string, ip: string) => `signin:failed:${ip}:account:${email}`,
  ip: (ip: string) => `signin:ip:${ip}`,
  account: (email: string) => `signin:account:${email}`,
  knownDevice: (email: string, ip: string) => `signin:known:${ip}:account:${email}`,
  warned: (email: string) => `signin:warned:account:${email}`,
};

/** How long an attempt waits after `failures` failed sign-ins on its account from anywhere. */
export function slowdownMs(failures: number, baseMs: number): number {
  const over = failures - authLimits.slowdownAfterFailures;
  if (over < 0) return 0;
  return baseMs * 2 ** Math.min(over, authLimits.slowdownMaxDoublings);
}

/**
 * Failed sign-ins refuse an address (per account, and across accounts) but only slow an account
 * down, so an attacker cannot keep its owner out; the owner hears about it by mail.
 */
export function createSignInGuard(deps: { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger }) {
  const { db, config } = deps;
  const window = config.authRateWindowSeconds;
  const knownDeviceSeconds = authLimits.knownDeviceDays * 24 * 60 * 60;

  /** Addresses with failed sign-ins on the account in the current window. */
  async function failingAddresses(email: string): Promise<number> {
    const suffix = `:account:${email}`;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(
        sql`starts_with(${rateLimits.key}, 'signin:failed:') and right(${rateLimits.key}, ${suffix.length}) = ${suffix}
          and ${rateLimits.windowStart} > now() - (${window} * interval '1 second')`,
      );
    return row?.n ?? 0;
  }

  /** Mails the owner once a window when the failures look like an attack on the account. */
  async function warnIfAttacked(email: string, failures: number) {
    if (failures < authLimits.attackWarningFailuresFromManyAddresses) return;
    if ((await readLimit(db, keys.warned(email), window)).count > 0) return;
    const addresses = await failingAddresses(email);
    const attacked =
      failures >= authLimits.attackWarningFailures || addresses >= authLimits.attackWarningManyAddresses;
    if (!attacked) return;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user || (await hitLimit(db, keys.warned(email), window)).count > 1) return;
    const params = { appName: config.appName, minutes: Math.round(window / 60), count: failures, addresses };
    await mailUser(deps, user.id, routes.forgotPassword(), (t) => ({
      subject: t('auth:mail.signInAttack.subject', params),
      body: t('auth:mail.signInAttack.body', params),
    }));
  }

  /**
   * Runs before the password is checked: takes this attempt's slot of the address's limits (for
   * the account, and across accounts), so a burst of parallel guesses gets no more evaluated than
   * one after another, and slows an account under attack (a plain wait, no transaction open).
   * Returns what to do with the answer's status: a failure keeps its slots, anything else gives
   * them back (a success clears the address's failures on the account).
   */
  async function beforeSignIn(email: string, ip: string) {
    const limits = [
      { key: keys.accountAndIp(email, ip), max: authLimits.failedSignInsPerAccountAndIp },
      { key: keys.ip(ip), max: authLimits.failedSignInsPerIp },
    ];
    await consumeLimits(db, limits, window, 'auth:errors.tooManySignIns');
    const known = (await readLimit(db, keys.knownDevice(email, ip), knownDeviceSeconds)).count > 0;
    if (!known) {
      const { count } = await readLimit(db, keys.account(email), window);
      const delay = slowdownMs(count, config.authSlowdownBaseMs);
      if (delay > 0) await sleep(delay);
    }

    return async (status: number) => {
      if (status === 401) {
        const { count } = await hitLimit(db, keys.account(email), window);
        await warnIfAttacked(email, count);
        return;
      }
      for (const { key } of limits) await giveBackSlot(db, key);
      if (status < 400) {
        await clearLimit(db, keys.accountAndIp(email, ip));
        await rememberDevice(email, ip);
      }
    };
  }

  /** Opens (or renews) the known-device window of this address for the account. */
  async function rememberDevice(email: string, ip: string) {
    await db
      .insert(rateLimits)
      .values({ key: keys.knownDevice(email, ip), count: 1, windowStart: sql`now()` })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: sql`now()` } });
  }

  return { beforeSignIn };
}
