import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { trustLimits } from '../../../shared/trust/constants';
import type { AdminUser, userActionSchema } from '../../../shared/trust/schema';
import type { Db, Tx } from '../../db/client';
import { catalogs, products, profiles, sessions, suppliers, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { containsPattern } from '../catalogs/queries';
import { col } from '../suppliers/queries';
import { upsertSupplierForUser } from '../suppliers/service';
import { refreshUserTrust } from '../trust/refresh';
import { type Admin, recordAudit } from './audit';
import { mailSuspended } from './mails';
import type { AdminDeps } from './moderation';

export const userNotFound = () => new AppError('not_found', 'trust:errors.userNotFound');
export const ownAccount = () => new AppError('validation', 'trust:errors.ownAccount');

const userColumns = {
  id: users.id,
  email: users.email,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
  role: profiles.role,
  createdAt: users.createdAt,
  suspendedAt: profiles.suspendedAt,
  supplierId: suppliers.id,
};

// Accounts have a profile; users rows without one are not people (directory fixtures).
function userQuery(db: Db | Tx) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(suppliers, eq(suppliers.userId, users.id));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>[number];
const toAdminUser = (r: UserRow): AdminUser => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  suspendedAt: r.suspendedAt?.toISOString() ?? null,
});

/** Accounts whose email, name or company contains `q`, newest first. */
export async function listUsers(db: Db, query: { q: string; offset: number }) {
  const term = query.q ? containsPattern(query.q) : undefined;
  const where: SQL | undefined = term
    ? or(ilike(users.email, term), ilike(profiles.fullName, term), ilike(profiles.companyName, term))
    : undefined;
  const [rows, [total]] = await Promise.all([
    userQuery(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(trustLimits.page)
      .offset(query.offset),
    db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toAdminUser) };
}

export async function getAdminUser(db: Db | Tx, id: string): Promise<AdminUser> {
  const [row] = await userQuery(db).where(eq(users.id, id));
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

/**
 * Suspends an account within the caller's transaction: the mark, every session gone, the audit
 * entry. False when it was already suspended (nothing changes then).
 */
export async function suspendInTx(tx: Tx, admin: Admin, userId: string, reason: string) {
  const [row] = await tx
    .update(profiles)
    .set({ suspendedAt: sql`now()` })
    .where(and(eq(profiles.id, userId), isNull(profiles.suspendedAt)))
    .returning({ suspendedAt: profiles.suspendedAt });
  if (!row?.suspendedAt) return false;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const hidden = await setListingsHidden(tx, userId, true);
  const after = { suspendedAt: row.suspendedAt.toISOString(), reason, listingsHidden: hidden };
  await recordAudit(tx, admin, 'user.suspend', { kind: 'user', id: userId }, { suspendedAt: null }, after);
  return true;
}

/**
 * A suspended account's listings leave every public read, marked with the suspension's own time
 * (read in SQL, to the microsecond) so that a restore shows exactly those again; call it while the
 * profile is suspended. Returns how many changed.
 */
async function setListingsHidden(tx: Tx, userId: string, hide: boolean) {
  const suspendedAt = sql`(select ${col(profiles.suspendedAt)} from ${profiles} where ${col(profiles.id)} = ${userId})`;
  let changed = 0;
  for (const table of [catalogs, products]) {
    const rows = await tx
      .update(table)
      .set({ hiddenAt: hide ? suspendedAt : null })
      .where(and(eq(table.userId, userId), hide ? isNull(table.hiddenAt) : eq(table.hiddenAt, suspendedAt)))
      .returning({ id: table.id });
    changed += rows.length;
  }
  await refreshUserTrust(tx, userId); // their listings count in the catalog part
  return changed;
}

type UserAction = z.output<typeof userActionSchema>;

/** Suspends, restores or changes the role of another account; each with its audit entry. */
export async function actOnUser(deps: AdminDeps, admin: Admin, id: string, action: UserAction) {
  if (id === admin.id) throw ownAccount();
  await deps.db.transaction(async (tx) => {
    // Locked, so two admins acting at once each record what the other left.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).for('update');
    const user = await getAdminUser(tx, id);
    const subject = { kind: 'user', id };
    if (action.action === 'suspend') {
      if (!(await suspendInTx(tx, admin, id, action.reason)))
        throw new AppError('conflict', 'trust:errors.alreadySuspended');
    } else if (action.action === 'restore') {
      if (!user.suspendedAt) throw new AppError('conflict', 'trust:errors.notSuspended');
      // Only what the suspension hid: a listing the moderators hid before keeps its own mark.
      const shown = await setListingsHidden(tx, id, false);
      await tx.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, id));
      const before = { suspendedAt: user.suspendedAt };
      await recordAudit(tx, admin, 'user.restore', subject, before, {
        suspendedAt: null,
        listingsShown: shown,
      });
    } else {
      if (user.role === action.role) throw new AppError('conflict', 'trust:errors.sameRole');
      await tx.update(profiles).set({ role: action.role }).where(eq(profiles.id, id));
      // A supplier needs its directory row, as when a buyer becomes one.
      if (action.role === 'supplier' && !user.supplierId)
        await upsertSupplierForUser(tx, { userId: id, name: user.companyName ?? user.fullName });
      await recordAudit(tx, admin, 'user.role', subject, { role: user.role }, { role: action.role });
    }
  });
  if (action.action !== 'role')
    for (const topic of ['catalogs', 'products', 'suppliers'] as const) deps.changes.notify(topic);
  if (action.action === 'suspend') await mailSuspended(deps, id, action.reason);
  return getAdminUser(deps.db, id);
}
