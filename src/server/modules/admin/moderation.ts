import { eq, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import type { ChangeFeed } from '../../http/changes';
import { AppError } from '../../http/errors';
import type { NotifyDeps } from '../notifications/notify';
import { isUuid } from '../trade/access';
import { refreshTrust } from '../trust/refresh';
import { type Admin, recordAudit } from './audit';

/** What admin actions need: the database, mail, and the feed that tells cached reads of changes. */
export interface AdminDeps extends NotifyDeps {
  changes: ChangeFeed;
}

const reviewNotFound = () => new AppError('not_found', 'trust:errors.reviewNotFound');

/**
 * Hides a review (it no longer shows or counts) or shows it again, with its audit entry and the
 * supplier's recomputed score in one transaction. Asking for what already is changes nothing.
 */
export async function setReviewHidden(deps: AdminDeps, admin: Admin, id: string, hidden: boolean) {
  if (!isUuid(id)) throw reviewNotFound();
  const changed = await deps.db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!review) throw reviewNotFound();
    if (Boolean(review.hiddenAt) === hidden) return false;
    await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(eq(reviews.id, id));
    const subject = { kind: 'review', id };
    await recordAudit(
      tx,
      admin,
      hidden ? 'review.hide' : 'review.show',
      subject,
      { hidden: !hidden },
      { hidden },
    );
    await refreshTrust(tx, review.supplierId);
    return true;
  });
  if (changed) deps.changes.notify('suppliers');
}
