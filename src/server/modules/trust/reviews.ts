import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { routes } from '../../../shared/routes';
import { reviewRepeatDays } from '../../../shared/trust/constants';
import type { Review, Reviews } from '../../../shared/trust/schema';
import type { Db, Tx } from '../../db/client';
import { conversations, profiles, quotes, requirements, reviews, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { mailUser, type NotifyDeps } from '../notifications/notify';
import { isUuid, type Reader } from '../trade/access';
import { refreshTrust } from './refresh';

/** Why a signed-in reader may not review a supplier. */
type Refusal = Exclude<Reviews['blockedReason'], 'signIn' | null>;

const supplierNotFound = () => new AppError('not_found', 'trust:errors.supplierNotFound');
const reviewNotFound = () => new AppError('not_found', 'trust:errors.reviewNotFound');
const refusal = (reason: Refusal) =>
  new AppError(reason === 'recent' ? 'conflict' : 'forbidden', `trust:errors.${refusalKeys[reason]}`);
const refusalKeys = { own: 'reviewOwn', noTrade: 'reviewNoTrade', recent: 'reviewRecent' } as const;

async function findSupplier(db: Db | Tx, id: string) {
  const [row] = await db
    .select({ id: suppliers.id, userId: suppliers.userId })
    .from(suppliers)
    .where(eq(suppliers.id, id));
  if (!row) throw supplierNotFound();
  return row;
}

const any = async (query: { limit(n: number): PromiseLike<unknown[]> }) => (await query.limit(1)).length > 0;

/**
 * Why the reader may not review the supplier now, or null: a real trade first (the supplier
 * answered their inquiry, or they accepted the supplier's quote), once per `reviewRepeatDays`
 * (hidden reviews count too), never their own business.
 */
async function blockedReason(
  db: Db | Tx,
  readerId: string,
  supplier: { id: string; userId: string | null },
): Promise<Refusal | null> {
  if (supplier.userId === readerId) return 'own';
  const replied = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, readerId),
        eq(conversations.supplierId, supplier.id),
        isNotNull(conversations.firstResponseAt),
      ),
    );
  const accepted = db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .where(
      and(
        eq(requirements.buyerId, readerId),
        eq(quotes.supplierId, supplier.id),
        eq(quotes.status, 'accepted'),
      ),
    );
  if (!(await any(replied)) && !(await any(accepted))) return 'noTrade';
  const recent = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.buyerId, readerId),
        eq(reviews.supplierId, supplier.id),
        sql`${reviews.createdAt} > now() - (${reviewRepeatDays} * interval '1 day')`,
      ),
    );
  return (await any(recent)) ? 'recent' : null;
}

async function shownReviews(db: Db | Tx, readerId: string | null, where: SQL): Promise<Review[]> {
  const rows = await db
    .select({ r: reviews, buyerName: profiles.fullName, buyerCompany: profiles.companyName })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.buyerId))
    .where(and(where, isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ r, buyerName, buyerCompany }) => ({
    id: r.id,
    rating: r.rating,
    text: r.text,
    buyerName,
    buyerCompany,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    mine: r.buyerId === readerId,
  }));
}

async function oneReview(db: Db | Tx, readerId: string, id: string): Promise<Review> {
  const [review] = await shownReviews(db, readerId, eq(reviews.id, id));
  if (!review) throw reviewNotFound();
  return review;
}

/** A supplier's shown reviews, newest first, and what the reader may do with them. */
export async function listReviews(db: Db, supplierId: string, reader: Reader | null): Promise<Reviews> {
  const supplier = await findSupplier(db, supplierId);
  const list = await shownReviews(db, reader?.id ?? null, eq(reviews.supplierId, supplierId));
  const blocked = reader ? await blockedReason(db, reader.id, supplier) : 'signIn';
  const sum = list.reduce((total, r) => total + r.rating, 0);
  return {
    count: list.length,
    average: list.length ? Math.round((sum / list.length) * 10) / 10 : null,
    reviews: list,
    canReview: blocked === null,
    blockedReason: blocked,
    isOwner: Boolean(reader && supplier.userId === reader.id),
  };
}

/**
 * A buyer's review after a real trade. The supplier's row is locked while checking and writing,
 * so two reviews sent at once cannot both pass the once-per-90-days rule. The supplier is emailed.
 */
export async function addReview(
  deps: NotifyDeps,
  reader: Reader & { fullName: string },
  supplierId: string,
  form: { rating: number; text: string },
): Promise<Review> {
  const { id, supplierUserId } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: suppliers.id, userId: suppliers.userId })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('update');
    if (!locked) throw supplierNotFound();
    const blocked = await blockedReason(tx, reader.id, locked);
    if (blocked) throw refusal(blocked);
    const [row] = await tx
      .insert(reviews)
      .values({ supplierId, buyerId: reader.id, rating: form.rating, text: form.text })
      .returning({ id: reviews.id });
    await refreshTrust(tx, supplierId);
    return { id: (row as { id: string }).id, supplierUserId: locked.userId };
  });
  if (supplierUserId)
    await mailUser(deps, supplierUserId, routes.supplier(supplierId), (t) => {
      const p = { name: reader.fullName, rating: form.rating, text: form.text };
      return { subject: t('trust:mail.reviewSubject', p), body: t('trust:mail.reviewText', p) };
    });
  return oneReview(deps.db, reader.id, id);
}

/** The reviewed supplier's owner answers a shown review, once. */
export async function replyToReview(
  db: Db,
  reader: Reader,
  reviewId: string,
  reply: string,
): Promise<Review> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  const [found] = await db
    .select({ ownerId: suppliers.userId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .innerJoin(suppliers, eq(suppliers.id, reviews.supplierId))
    .where(eq(reviews.id, reviewId));
  if (!found || found.hiddenAt) throw reviewNotFound();
  if (found.ownerId !== reader.id) throw new AppError('forbidden', 'trust:errors.replyNotOwner');
  const [answered] = await db
    .update(reviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!answered) throw new AppError('conflict', 'trust:errors.alreadyReplied');
  return oneReview(db, reader.id, reviewId);
}
