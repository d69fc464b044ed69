import { count, desc, ilike, or } from 'drizzle-orm';
import { type AdminInbox, trustLimits } from '../../../shared/trust/constants';
import type { Db } from '../../db/client';
import { contactMessages, waitlistEntries } from '../../db/schema';
import { containsPattern } from '../catalogs/queries';
import { toCsv } from './csv';

/** A page of a list and its search, or null for every row. */
type Page = { q: string; offset: number } | null;

const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });

async function waitlistPage(db: Db, page: Page) {
  const w = waitlistEntries;
  const term = page?.q ? containsPattern(page.q) : undefined;
  const where = term ? or(ilike(w.email, term), ilike(w.phoneNumber, term)) : undefined;
  const query = db.select().from(w).where(where).orderBy(desc(w.createdAt), desc(w.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(trustLimits.page).offset(page.offset) : query,
    db.select({ n: count() }).from(w).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(iso) };
}

async function contactPage(db: Db, page: Page) {
  const m = contactMessages;
  const term = page?.q ? containsPattern(page.q) : undefined;
  const where = term
    ? or(ilike(m.name, term), ilike(m.email, term), ilike(m.company, term), ilike(m.message, term))
    : undefined;
  const query = db.select().from(m).where(where).orderBy(desc(m.createdAt), desc(m.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(trustLimits.page).offset(page.offset) : query,
    db.select({ n: count() }).from(m).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(iso) };
}

/** A page of the inbox, newest first; `q` matches its addresses, names and text. */
export function listInbox(db: Db, inbox: AdminInbox, page: { q: string; offset: number }) {
  return inbox === 'waitlist' ? waitlistPage(db, page) : contactPage(db, page);
}

/** Every row of the inbox as CSV, newest first. */
export async function inboxCsv(db: Db, inbox: AdminInbox): Promise<string> {
  if (inbox === 'waitlist') {
    const { items } = await waitlistPage(db, null);
    return toCsv(
      ['email', 'phone', 'joined'],
      items.map((r) => [r.email, r.phoneNumber, r.createdAt]),
    );
  }
  const { items } = await contactPage(db, null);
  return toCsv(
    ['name', 'email', 'company', 'message', 'sent'],
    items.map((r) => [r.name, r.email, r.company, r.message, r.createdAt]),
  );
}
