import { desc } from 'drizzle-orm';
import { contactRateLimit } from '../../../shared/contact/constants';
import type { ContactMessage } from '../../../shared/contact/schema';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { consumeLimits } from '../../http/limits';

/** Stores a message once it has a slot of its sender's IP address and of its email address. */
export async function saveContactMessage(db: Db, message: ContactMessage, ip: string): Promise<void> {
  const { perAddress, perSender, windowSeconds } = contactRateLimit;
  const limits = [
    { key: `contact:ip:${ip}`, max: perAddress },
    { key: `contact:email:${message.email.toLowerCase()}`, max: perSender },
  ];
  await consumeLimits(db, limits, windowSeconds, 'pages:errors.tooManyTries');
  await db.insert(contactMessages).values(message);
}

export async function listContactMessages(db: Db, limit: number) {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
