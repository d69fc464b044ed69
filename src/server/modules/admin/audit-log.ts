import { count, desc, ilike, or } from 'drizzle-orm';
import { trustLimits } from '../../../shared/trust/constants';
import type { AuditEntry } from '../../../shared/trust/schema';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { containsPattern } from '../catalogs/queries';

/** The audit log, newest first; `q` matches the admin's email, the action or the subject's id. */
export async function listAudit(db: Db, page: { q: string; offset: number }) {
  const term = page.q ? containsPattern(page.q) : undefined;
  const where = term
    ? or(ilike(auditLog.adminEmail, term), ilike(auditLog.action, term), ilike(auditLog.subjectId, term))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(trustLimits.page)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map(
    (r): AuditEntry => ({
      id: r.id,
      adminEmail: r.adminEmail,
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
