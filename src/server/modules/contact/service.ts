import type { ContactMessage } from '../../../shared/contact/schema';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function saveContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
