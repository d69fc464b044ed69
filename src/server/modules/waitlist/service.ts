import { count, desc, eq } from 'drizzle-orm';
import { defaultLaunchDays, waitlistRateLimit } from '../../../shared/waitlist/constants';
import type { WaitlistEntry } from '../../../shared/waitlist/schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appSettings, waitlistEntries } from '../../db/schema';
import { consumeLimits } from '../../http/limits';

const launchKey = 'launch_at';
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Joining twice with the same email keeps the first entry; the caller answers the same either way.
 * Each join takes a slot of the IP address and of the email address.
 */
export async function joinWaitlist(db: Db, entry: WaitlistEntry, ip: string): Promise<void> {
  const { perAddress, perSender, windowSeconds } = waitlistRateLimit;
  const limits = [
    { key: `waitlist:ip:${ip}`, max: perAddress },
    { key: `waitlist:email:${entry.email}`, max: perSender },
  ];
  await consumeLimits(db, limits, windowSeconds, 'pages:errors.tooManyTries');
  await db.insert(waitlistEntries).values(entry).onConflictDoNothing({ target: waitlistEntries.email });
}

/**
 * LAUNCH_DATE when configured (a bare date means midnight in India); otherwise 30 days after the
 * first start, decided once and kept in app_settings so restarts do not move it.
 */
export async function getLaunchAt(
  db: Db,
  config: Pick<Config, 'launchDate'>,
  now = new Date(),
): Promise<Date> {
  if (config.launchDate) {
    const iso = config.launchDate.includes('T') ? config.launchDate : `${config.launchDate}T00:00:00+05:30`;
    return new Date(iso);
  }
  const proposed = new Date(now.getTime() + defaultLaunchDays * dayMs).toISOString();
  await db.insert(appSettings).values({ key: launchKey, value: proposed }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, launchKey));
  return new Date(row?.value ?? proposed);
}

export async function listWaitlist(db: Db, limit: number) {
  const rows = await db.select().from(waitlistEntries).orderBy(desc(waitlistEntries.createdAt)).limit(limit);
  const [total] = await db.select({ n: count() }).from(waitlistEntries);
  return {
    total: Number(total?.n ?? 0),
    entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
