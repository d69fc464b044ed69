import { isDeepStrictEqual } from 'node:util';
import { eq, type SQL, sql } from 'drizzle-orm';
import { verifiedLevels } from '../../../shared/suppliers/constants';
import type { Db, Tx } from '../../db/client';
import {
  orders,
  profiles,
  reports,
  reviews,
  supplierCouncils,
  suppliers,
  verificationClaims,
} from '../../db/schema';
import { col, listingCount, validMembership } from '../suppliers/queries';
import { levelFor } from './levels';
import { trustScore } from './score';

const count = (from: SQL) => sql<number>`(select count(*) from ${from})::int`;
const shownReviews = sql`${reviews} where ${col(reviews.supplierId)} = ${col(suppliers.id)} and ${col(reviews.hiddenAt)} is null`;

/** Everything the level and the score read, one row per supplier. */
const inputColumns = {
  id: suppliers.id,
  isExample: suppliers.isExample,
  level: suppliers.verificationLevel,
  score: suppliers.trustScore,
  breakdown: suppliers.trustBreakdown,
  responseRate: suppliers.responseRate,
  medianResponseMinutes: suppliers.medianResponseMinutes,
  hasLogo: sql<boolean>`${suppliers.logoUrl} is not null`,
  descriptionLength: sql<number>`char_length(${suppliers.description})`,
  categories: sql<number>`coalesce(cardinality(${suppliers.productCategories}), 0)`,
  hasDeliveryTime: sql<boolean>`coalesce(${suppliers.deliveryTime}, '') <> ''`,
  exampleListings: suppliers.exampleProductsCount,
  listings: listingCount(),
  // The account's age; examples have none and count from their seeding.
  accountAgeDays: sql<number>`floor(extract(epoch from now() - coalesce(${profiles.createdAt}, ${suppliers.createdAt})) / 86400)::int`,
  gstApproved: sql<boolean>`exists (select 1 from ${verificationClaims} where ${col(verificationClaims.supplierId)} = ${col(suppliers.id)} and ${col(verificationClaims.kind)} = 'gst' and ${col(verificationClaims.status)} = 'approved')`,
  validCouncils: count(
    sql`${supplierCouncils} where ${col(supplierCouncils.supplierId)} = ${col(suppliers.id)} and ${validMembership()}`,
  ),
  reviewCount: count(shownReviews),
  reviewSum: sql<number>`(select coalesce(sum(${col(reviews.rating)}), 0) from ${shownReviews})::int`,
  deliveredOrders: count(
    sql`${orders} where ${col(orders.supplierId)} = ${col(suppliers.id)} and ${col(orders.status)} = 'delivered'`,
  ),
  upheldOrderProblems: count(
    sql`${reports} where ${col(reports.reportedUserId)} = ${col(suppliers.userId)} and ${col(reports.orderId)} is not null and ${col(reports.status)} = 'upheld'`,
  ),
  upheldReports: count(
    sql`${reports} where ${col(reports.reportedUserId)} = ${col(suppliers.userId)} and ${col(reports.status)} = 'upheld'`,
  ),
};

async function refresh(db: Db | Tx, where?: SQL) {
  const rows = await db
    .select(inputColumns)
    .from(suppliers)
    .leftJoin(profiles, eq(profiles.id, suppliers.userId))
    .where(where);
  for (const r of rows) {
    // Examples keep their seeded level; it stands in for their approved GSTIN.
    const gstApproved = r.isExample ? (verifiedLevels as readonly string[]).includes(r.level) : r.gstApproved;
    const inputs = { ...r, gstApproved, listings: r.isExample ? r.exampleListings : r.listings };
    const level = r.isExample ? r.level : levelFor(inputs);
    const trust = trustScore(inputs);
    // jsonb reorders keys: compare as values.
    if (level === r.level && trust.score === r.score && isDeepStrictEqual(trust.parts, r.breakdown)) continue;
    await db
      .update(suppliers)
      .set({ verificationLevel: level, trustScore: trust.score, trustBreakdown: trust.parts })
      .where(eq(suppliers.id, r.id));
  }
}

/** Recomputes a supplier's level (registered suppliers only), trust score and its parts. */
export async function refreshTrust(db: Db | Tx, supplierId: string): Promise<void> {
  await refresh(db, eq(suppliers.id, supplierId));
}

/** The same for the supplier the user owns, if any (after they change their profile or listings). */
export async function refreshUserTrust(db: Db | Tx, userId: string): Promise<void> {
  await refresh(db, eq(suppliers.userId, userId));
}

/** Recomputes every supplier's trust (hourly: age, RCMC expiry and premium change with time). */
export async function refreshAllTrust(db: Db | Tx): Promise<void> {
  await refresh(db);
}
