import { type AnyColumn, asc, desc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { CatalogSummary, Supplier } from '../../../shared/suppliers/schema';
import type { Db, Tx } from '../../db/client';
import { catalogImages, catalogs, supplierCouncils, suppliers } from '../../db/schema';

/**
 * A column with its table name, for correlated subqueries: drizzle leaves names unqualified when
 * the outer query reads a single table, and `user_id = user_id` would then compare a row to itself.
 */
export function col(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Example suppliers always show; a registered supplier shows once their profile says what they
 * do and where (description and city are filled in).
 */
export function listed(): SQL {
  return sql`(${col(suppliers.isExample)} or (${col(suppliers.description)} <> '' and ${col(suppliers.city)} <> '' and ${col(suppliers.state)} <> ''))`;
}

/** Columns of a supplier card: examples carry a sample figure, registered suppliers a live count. */
export const supplierColumns = {
  row: suppliers,
  councils: sql<
    string[]
  >`coalesce((select array_agg(${col(supplierCouncils.councilId)} order by ${col(supplierCouncils.councilId)}) from ${supplierCouncils} where ${col(supplierCouncils.supplierId)} = ${col(suppliers.id)}), '{}')`,
  catalogCount: sql<number>`(select count(*) from ${catalogs} where ${col(catalogs.userId)} = ${col(suppliers.userId)})::int`,
};

type SupplierRow = { row: typeof suppliers.$inferSelect; councils: string[]; catalogCount: number };

export function toSupplier({ row: s, councils, catalogCount }: SupplierRow): Supplier {
  return {
    id: s.id,
    name: s.name,
    logoUrl: s.logoUrl,
    description: s.description,
    location: [s.city, s.state].filter(Boolean).join(', '),
    city: s.city,
    state: s.state,
    productsCount: s.isExample ? s.exampleProductsCount : Number(catalogCount),
    verificationLevel: s.verificationLevel,
    responseRate: s.responseRate,
    deliveryTime: s.deliveryTime,
    productCategories: s.productCategories,
    epcAffiliations: councils,
    isExample: s.isExample,
  };
}

/** Real suppliers first, then the examples; alphabetical within each. */
export const supplierOrder = [asc(suppliers.isExample), asc(suppliers.name), asc(suppliers.id)];

/** The catalogs of the given users, newest first, each with its first image and its supplier. */
export async function catalogSummaries(db: Db | Tx, userIds: string[]): Promise<CatalogSummary[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: catalogs.id,
      title: catalogs.title,
      category: catalogs.category,
      priceMin: catalogs.priceMin,
      priceMax: catalogs.priceMax,
      moq: catalogs.moq,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      imageUrl: sql<
        string | null
      >`(select ${col(catalogImages.imageUrl)} from ${catalogImages} where ${col(catalogImages.catalogId)} = ${col(catalogs.id)} order by ${col(catalogImages.displayOrder)} limit 1)`,
    })
    .from(catalogs)
    .innerJoin(suppliers, eq(suppliers.userId, catalogs.userId))
    .where(inArray(catalogs.userId, userIds))
    .orderBy(desc(catalogs.createdAt), asc(catalogs.id));
  return rows.map((r) => ({ ...r, priceMin: Number(r.priceMin), priceMax: Number(r.priceMax) }));
}
