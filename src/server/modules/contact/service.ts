import { desc } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact/schema';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function saveContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}

export async function listContactMessages(db: Db, limit: number) {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
