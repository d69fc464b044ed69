import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableName,
  inArray,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import { verificationLevels } from '../../../shared/suppliers/constants';
import type { CatalogSummary, Supplier } from '../../../shared/suppliers/schema';
import type { Db, Tx } from '../../db/client';
import { catalogs, products, supplierCouncils, suppliers } from '../../db/schema';
import { firstPhoto, firstPhotoVariants, type ListingKind } from '../listings/images';

/**
 * A column with its table name, for correlated subqueries: drizzle leaves names unqualified when
 * the outer query reads a single table, and `user_id = user_id` would then compare a row to itself.
 */
export function col(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A supplier's listings: the catalogs and products they published and no admin hid. Real rows
 * only, so an example supplier (no account) has none.
 */
const shownListings = (table: typeof catalogs | typeof products) =>
  sql`from ${table} where ${col(table.userId)} = ${col(suppliers.userId)} and ${col(table.hiddenAt)} is null`;

export function listingCount(): SQL<number> {
  const owned = (table: typeof catalogs | typeof products) => sql`(select count(*) ${shownListings(table)})`;
  return sql<number>`(${owned(catalogs)} + ${owned(products)})::int`;
}

/**
 * Example suppliers always show; a registered supplier shows once their business profile is
 * complete (name, city, state, description) and they have at least one listing.
 */
export function listed(): SQL {
  const filled = [suppliers.name, suppliers.city, suppliers.state, suppliers.description].map(
    (c) => sql`${col(c)} <> ''`,
  );
  // listing_categories holds the categories of its shown listings (migration 0008): empty means none.
  // A suspended account's listings are hidden (admin/users.ts), so its business has none to count.
  return sql`(${col(suppliers.isExample)} or (${sql.join(filled, sql` and `)} and cardinality(${col(suppliers.listingCategories)}) > 0))`;
}

/**
 * A council membership that counts: an approved RCMC until the day it expires (examples' sample
 * memberships have no expiry). Levels (trust/refresh.ts) read the same rule.
 */
export function validMembership(): SQL {
  return sql`(${col(supplierCouncils.expiresOn)} is null or ${col(supplierCouncils.expiresOn)} > current_date)`;
}

/** Columns of a supplier card: examples carry a sample figure, registered suppliers a live count. */
export const supplierColumns = {
  row: suppliers,
  councils: sql<
    string[]
  >`coalesce((select array_agg(${col(supplierCouncils.councilId)} order by ${col(supplierCouncils.councilId)}) from ${supplierCouncils} where ${col(supplierCouncils.supplierId)} = ${col(suppliers.id)} and ${validMembership()}), '{}')`,
  listingCount: listingCount(),
};

type SupplierRow = { row: typeof suppliers.$inferSelect; councils: string[]; listingCount: number };

export function toSupplier({ row: s, councils, listingCount }: SupplierRow): Supplier {
  return {
    id: s.id,
    name: s.name,
    logoUrl: s.logoUrl,
    description: s.description,
    location: [s.city, s.state].filter(Boolean).join(', '),
    city: s.city,
    state: s.state,
    productsCount: s.isExample ? s.exampleProductsCount : Number(listingCount),
    verificationLevel: s.verificationLevel,
    responseRate: s.responseRate,
    medianResponseMinutes: s.medianResponseMinutes,
    deliveryTime: s.deliveryTime,
    productCategories: s.productCategories,
    epcAffiliations: councils,
    isExample: s.isExample,
    trustScore: s.trustScore,
  };
}

/** Higher for a higher level: its position in `verificationLevels` (new 1 … gold 4). */
const verificationRank = sql`array_position(array[${sql.join(
  verificationLevels.map((l) => sql`${l}`),
  sql`, `,
)}]::text[], ${col(suppliers.verificationLevel)})`;

/** The directory's default order (docs/decisions/0015-directory-order.md). */
export const supplierOrder = [
  desc(verificationRank),
  sql`${col(suppliers.responseRate)} desc nulls last`,
  desc(listingCount()),
  asc(suppliers.name),
  asc(suppliers.id),
];

/** The catalogs of the given users, newest first, each with its first image and its supplier. */
export function catalogSummaries(db: Db | Tx, userIds: string[]): Promise<CatalogSummary[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return listingSummaries(db, 'catalog', inArray(catalogs.userId, userIds));
}

/** The same for their products. */
export function productSummaries(db: Db | Tx, userIds: string[]): Promise<CatalogSummary[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return listingSummaries(db, 'product', inArray(products.userId, userIds));
}

/** The products listed in a catalog. */
export function productsInCatalog(db: Db | Tx, catalogId: string): Promise<CatalogSummary[]> {
  return listingSummaries(db, 'product', eq(products.catalogId, catalogId));
}

export async function listingSummaries(
  db: Db | Tx,
  kind: ListingKind,
  where: SQL,
): Promise<CatalogSummary[]> {
  // One table at a time: the union type would make drizzle's builder lose the column types.
  const t = (kind === 'catalog' ? catalogs : products) as typeof catalogs;
  const rows = await db
    .select({
      id: t.id,
      title: t.title,
      category: t.category,
      priceMin: t.priceMin,
      priceMax: t.priceMax,
      moq: t.moq,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      imageUrl: firstPhoto(kind, 'image_url'),
      photo: firstPhotoVariants(kind),
    })
    .from(t)
    .innerJoin(suppliers, eq(suppliers.userId, t.userId))
    .where(and(where, isNull(t.hiddenAt)))
    .orderBy(desc(t.createdAt), asc(t.id));
  return rows.map((r) => ({ ...r, priceMin: Number(r.priceMin), priceMax: Number(r.priceMax) }));
}
