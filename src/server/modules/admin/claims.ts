import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { routes } from '../../../shared/routes';
import { type ClaimStatus, trustLimits } from '../../../shared/trust/constants';
import type { claimDecisionSchema, QueueItem } from '../../../shared/trust/schema';
import type { Db } from '../../db/client';
import { councils, profiles, supplierCouncils, suppliers, verificationClaims } from '../../db/schema';
import { AppError } from '../../http/errors';
import { mailUser, type NotifyDeps } from '../notifications/notify';
import { refreshTrust } from '../trust/refresh';
import { claimColumns, toClaim } from '../trust/verification';
import { type Admin, recordAudit } from './audit';

const e = (key: string) => `trust:errors.${key}`;

const queueColumns = {
  ...claimColumns,
  supplier: {
    id: suppliers.id,
    name: suppliers.name,
    city: suppliers.city,
    state: suppliers.state,
    email: sql<string>`coalesce(${profiles.email}, '')`,
  },
  supplierUserId: suppliers.userId,
};

function queueQuery(db: Db) {
  return db
    .select(queueColumns)
    .from(verificationClaims)
    .innerJoin(suppliers, eq(suppliers.id, verificationClaims.supplierId))
    .leftJoin(profiles, eq(profiles.id, suppliers.userId))
    .leftJoin(councils, eq(councils.id, verificationClaims.councilId));
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueQuery>['execute']>>[number];
const toQueueItem = (r: QueueRow): QueueItem => ({ ...toClaim(r), supplier: r.supplier });

/** Claims with a status: pending ones oldest first (a queue), decided ones newest decision first. */
export async function listClaims(db: Db, query: { status: ClaimStatus; offset: number }) {
  const where = eq(verificationClaims.status, query.status);
  const order =
    query.status === 'pending'
      ? [asc(verificationClaims.submittedAt), asc(verificationClaims.id)]
      : [desc(verificationClaims.reviewedAt), asc(verificationClaims.id)];
  const [rows, [total]] = await Promise.all([
    queueQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(trustLimits.page)
      .offset(query.offset),
    db.select({ n: count() }).from(verificationClaims).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toQueueItem) };
}

/**
 * Approves or rejects a pending claim, with its audit entry in the same transaction. Approving an
 * RCMC makes the supplier a member of the council until the certificate expires. Then the
 * supplier's level and trust are recomputed and the supplier is told by email.
 */
export async function decideClaim(
  deps: NotifyDeps,
  admin: Admin,
  id: string,
  decision: z.output<typeof claimDecisionSchema>,
): Promise<QueueItem> {
  const { db } = deps;
  const status = decision.decision === 'approve' ? 'approved' : 'rejected';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const claim = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationClaims)
      .where(eq(verificationClaims.id, id))
      .for('update');
    if (!row) throw new AppError('not_found', e('claimNotFound'));
    if (row.status !== 'pending') throw new AppError('conflict', e('claimDecided'));
    await tx
      .update(verificationClaims)
      .set({ status, reason, reviewedAt: sql`now()`, reviewedBy: admin.id })
      .where(eq(verificationClaims.id, id));
    if (status === 'approved' && row.kind === 'rcmc' && row.councilId) {
      await tx
        .insert(supplierCouncils)
        .values({ supplierId: row.supplierId, councilId: row.councilId, expiresOn: row.expiresOn })
        .onConflictDoUpdate({
          target: [supplierCouncils.supplierId, supplierCouncils.councilId],
          set: { expiresOn: row.expiresOn },
        });
    }
    await recordAudit(
      tx,
      admin,
      status === 'approved' ? 'claim.approve' : 'claim.reject',
      { kind: 'claim', id },
      { status: row.status, reason: row.reason },
      { status, reason },
    );
    return row;
  });
  try {
    await refreshTrust(db, claim.supplierId);
  } catch (err) {
    // The decision stands; the hourly refresh brings the level up to date.
    deps.log.error({ err }, 'trust refresh failed');
  }
  const [saved] = await queueQuery(db).where(eq(verificationClaims.id, id));
  const item = saved as QueueRow;
  if (item.supplierUserId) await mailDecision(deps, item.supplierUserId, toQueueItem(item));
  return toQueueItem(item);
}

async function mailDecision(deps: NotifyDeps, userId: string, claim: QueueItem) {
  const [business] = await deps.db
    .select({ level: suppliers.verificationLevel })
    .from(suppliers)
    .where(eq(suppliers.id, claim.supplier.id));
  await mailUser(deps, userId, routes.verification(), (t) => {
    const subject =
      claim.kind === 'gst' ? t('trust:mail.gst') : t('trust:mail.rcmc', { council: claim.councilName ?? '' });
    const p = {
      subject,
      reason: claim.reason ?? '',
      level: t(`directory:badges.${business?.level ?? 'new'}`),
    };
    return claim.status === 'approved'
      ? { subject: t('trust:mail.approvedSubject', p), body: t('trust:mail.approvedText', p) }
      : { subject: t('trust:mail.rejectedSubject', p), body: t('trust:mail.rejectedText', p) };
  });
}
