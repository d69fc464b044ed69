import { count, desc, eq } from 'drizzle-orm';
import { auditLog, profiles, sessions } from '../db/schema';
import type { TestContext } from './test-app';

/** The audit entries about one record, newest first. */
export async function auditOf(ctx: TestContext, subjectId: string) {
  return ctx.deps.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.createdAt));
}

export async function auditCount(ctx: TestContext) {
  const [row] = await ctx.deps.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** What an account action may change: the profile and how many sessions it has. */
export async function accountState(ctx: TestContext, userId: string) {
  const { db } = ctx.deps.database;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const [open] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return { role: profile?.role, suspendedAt: profile?.suspendedAt ?? null, sessions: open?.n ?? 0 };
}

/** A sign-in attempt, from its own address so the abuse limits of one test never touch another. */
let signIns = 0;
export function signIn(ctx: TestContext, email: string, password: string, language = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: {
      origin: ctx.deps.config.publicUrl,
      'x-forwarded-for': `10.90.${Math.floor(++signIns / 250)}.${signIns % 250}`,
      'accept-language': language,
    },
    payload: { email, password },
  });
}
