import type { AuditAction } from '../../../shared/trust/constants';
import type { AuditValue } from '../../../shared/trust/schema';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface Admin {
  id: string;
  email: string;
}

/** Writes one audit entry; pass the transaction of the change it records. */
export async function recordAudit(
  db: Pick<Db, 'insert'>,
  admin: Admin,
  action: AuditAction,
  subject: { kind: string; id: string },
  before: AuditValue,
  after: AuditValue,
) {
  await db.insert(auditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action,
    subjectKind: subject.kind,
    subjectId: subject.id,
    before,
    after,
  });
}
