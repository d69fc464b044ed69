import { count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { routes } from '../../../shared/routes';
import { trustLimits } from '../../../shared/trust/constants';
import type { AuditEntry } from '../../../shared/trust/schema';
import type { Db } from '../../db/client';
import { auditLog, profiles, reviews, suppliers, verificationClaims } from '../../db/schema';
import { containsPattern } from '../catalogs/queries';
import { commandLineActor } from './grant-admin';
import { findReports } from './report-list';

type Target = NonNullable<AuditEntry['target']>;

const actor = alias(profiles, 'actor');

/** Where an admin finds an account: the users tab, searched for its email. */
const userPath = (email: string) => `${routes.admin('users')}&q=${encodeURIComponent(email)}`;

/** The entries' subjects as they are now, by id; a deleted one is missing. */
async function targetsOf(db: Db, rows: { subjectKind: string; subjectId: string }[]) {
  const ids = (kind: string) => [
    ...new Set(rows.filter((r) => r.subjectKind === kind).map((r) => r.subjectId)),
  ];
  const [userIds, claimIds, reviewIds, reportIds] = ['user', 'claim', 'review', 'report'].map(
    ids,
  ) as string[][];
  const [people, claims, reviewed, reported] = await Promise.all([
    userIds?.length
      ? db
          .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.id, userIds))
      : [],
    claimIds?.length
      ? db
          .select({
            id: verificationClaims.id,
            kind: verificationClaims.kind,
            supplierId: suppliers.id,
            name: suppliers.name,
          })
          .from(verificationClaims)
          .innerJoin(suppliers, eq(suppliers.id, verificationClaims.supplierId))
          .where(inArray(verificationClaims.id, claimIds))
      : [],
    reviewIds?.length
      ? db
          .select({ id: reviews.id, supplierId: suppliers.id, name: suppliers.name })
          .from(reviews)
          .innerJoin(suppliers, eq(suppliers.id, reviews.supplierId))
          .where(inArray(reviews.id, reviewIds))
      : [],
    findReports(db, reportIds ?? []),
  ]);
  const targets = new Map<string, Target>();
  for (const p of people) targets.set(`user:${p.id}`, { name: p.name, path: userPath(p.email) });
  for (const c of claims)
    targets.set(`claim:${c.id}`, { name: c.name, path: routes.supplier(c.supplierId), claim: c.kind });
  for (const r of reviewed)
    targets.set(`review:${r.id}`, { name: r.name, path: routes.supplier(r.supplierId) });
  for (const r of reported) targets.set(`report:${r.id}`, { name: r.subjectLabel, path: r.subjectPath });
  return targets;
}

/**
 * The audit log, newest first; `q` matches the admin's email, the action or the subject's id.
 * Each entry names its actor and its subject as they are now, so the console can tell it in words.
 */
export async function listAudit(db: Db, page: { q: string; offset: number }) {
  const term = page.q ? containsPattern(page.q) : undefined;
  const where = term
    ? or(ilike(auditLog.adminEmail, term), ilike(auditLog.action, term), ilike(auditLog.subjectId, term))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: auditLog, actorName: actor.fullName, actorEmail: actor.email })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(trustLimits.page)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const targets = await targetsOf(
    db,
    rows.map((row) => row.r),
  );
  const items = rows.map(
    ({ r, actorName, actorEmail }): AuditEntry => ({
      id: r.id,
      adminEmail: r.adminEmail,
      actor:
        actorName !== null && actorEmail !== null
          ? { name: actorName, email: actorEmail }
          : !r.adminId && r.adminEmail === commandLineActor
            ? 'commandLine'
            : 'deleted',
      target: targets.get(`${r.subjectKind}:${r.subjectId}`) ?? null,
      action: r.action as AuditEntry['action'],
      subjectKind: r.subjectKind,
      subjectId: r.subjectId,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    }),
  );
  return { total: total?.n ?? 0, items };
}
