import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReportAction } from '../../../shared/trust/constants';
import type { AdminReport, reportDecisionSchema } from '../../../shared/trust/schema';
import type { Tx } from '../../db/client';
import { catalogs, products, reports, requirements, reviews } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isUuid } from '../trade/access';
import { refreshTrust, refreshUserTrust } from '../trust/refresh';
import { type Admin, recordAudit } from './audit';
import { mailSuspended, mailWarning } from './mails';
import type { AdminDeps } from './moderation';
import { findReport } from './report-list';
import { ownAccount, suspendInTx } from './users';

type Decision = z.output<typeof reportDecisionSchema>;

const reportNotFound = () => new AppError('not_found', 'trust:errors.reportNotFound');
const reportDecided = () => new AppError('conflict', 'trust:errors.reportDecided');
const notApplicable = () => new AppError('validation', 'trust:errors.actionNotApplicable');

/** Hides what the report is about; a requirement is also closed (its suppliers no longer see it). */
async function hideSubject(tx: Tx, report: AdminReport) {
  const id = report.subjectId;
  const now = sql`now()`;
  switch (report.subject) {
    case 'catalog':
      return tx
        .update(catalogs)
        .set({ hiddenAt: now })
        .where(and(eq(catalogs.id, id), isNull(catalogs.hiddenAt)));
    case 'product':
      return tx
        .update(products)
        .set({ hiddenAt: now })
        .where(and(eq(products.id, id), isNull(products.hiddenAt)));
    case 'review':
      return tx
        .update(reviews)
        .set({ hiddenAt: now })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
    case 'requirement':
      return tx
        .update(requirements)
        .set({ status: 'closed', closedAt: now })
        .where(and(eq(requirements.id, id), eq(requirements.status, 'open')));
    default:
      throw notApplicable();
  }
}

/** Carries out an uphold's action; true when it newly suspended the reported user. */
async function applyAction(tx: Tx, admin: Admin, report: AdminReport, action: ReportAction, reason: string) {
  const userId = report.reportedUserId;
  if (action === 'hide') await hideSubject(tx, report);
  else if (!userId) throw notApplicable();
  else if (action === 'suspend') {
    if (userId === admin.id) throw ownAccount();
    return suspendInTx(tx, admin, userId, reason);
  }
  return false;
}

/**
 * Upholds an open report with an action (hide, warn or suspend) or dismisses it: the action, the
 * decision, the audit entries and the trust scores it changes in one transaction; then the mails
 * and the public reads that showed a hidden listing.
 */
export async function decideReport(deps: AdminDeps, admin: Admin, id: string, decision: Decision) {
  if (!isUuid(id)) throw reportNotFound();
  const action = decision.decision === 'uphold' ? decision.action : null;
  const note = decision.decision === 'uphold' ? decision.note : '';
  let suspended = false;
  const decided = await deps.db.transaction(async (tx) => {
    const current = await findReport(tx, id);
    if (!current) throw reportNotFound();
    const { report } = current;
    if (report.status !== 'open') throw reportDecided();
    if (action) suspended = await applyAction(tx, admin, report, action, note || report.reason);
    const status = action ? 'upheld' : 'dismissed';
    // The derived reported user is stored: the trust score counts upheld reports by it.
    const [marked] = await tx
      .update(reports)
      .set({
        status,
        action,
        reportedUserId: report.reportedUserId,
        resolvedBy: admin.id,
        resolvedAt: sql`now()`,
      })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    if (!marked) throw reportDecided();
    const after = (await findReport(tx, id))?.report ?? report;
    await recordAudit(
      tx,
      admin,
      action ? 'report.uphold' : 'report.dismiss',
      { kind: 'report', id },
      { status: report.status, hidden: report.hidden },
      { status, action, note: note || null, hidden: after.hidden },
    );
    // An upheld report lowers the reported supplier's score; a hidden review no longer counts.
    if (action && report.reportedUserId) await refreshUserTrust(tx, report.reportedUserId);
    if (action === 'hide' && current.reviewSupplierId) await refreshTrust(tx, current.reviewSupplierId);
    return after;
  });
  if (action) await afterUphold(deps, decided, suspended, note);
  return decided;
}

/** What follows an upheld report once it is committed: the public reads and the mails. */
async function afterUphold(deps: AdminDeps, report: AdminReport, suspended: boolean, note: string) {
  const userId = report.reportedUserId;
  // A suspension hides all the account's listings (users.ts).
  if (suspended || (report.action === 'hide' && report.subject === 'catalog'))
    deps.changes.notify('catalogs');
  if (suspended || (report.action === 'hide' && report.subject === 'product'))
    deps.changes.notify('products');
  deps.changes.notify('suppliers');
  if (report.action === 'warn' && userId)
    await mailWarning(deps, userId, { subject: report.subject, label: report.subjectLabel }, note);
  if (suspended && userId) await mailSuspended(deps, userId, note || report.reason);
}
