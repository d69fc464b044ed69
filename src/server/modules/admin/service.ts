import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';

/** Every account with its role, newest first. */
export async function listUsers(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        role: profiles.role,
        fullName: profiles.fullName,
        companyName: profiles.companyName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .orderBy(desc(users.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users),
  ]);
  return { total: total?.n ?? 0, users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
