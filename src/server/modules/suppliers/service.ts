import { and, asc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Supplier, SupplierQuery } from '../../../shared/suppliers/schema';
import type { Db } from '../../db/client';
import { supplierCouncils, suppliers } from '../../db/schema';

function tabFilter(tab: SupplierQuery['tab']): SQL | undefined {
  switch (tab) {
    case 'verified':
      return eq(suppliers.verificationLevel, 'verified');
    case 'premium':
      return inArray(suppliers.verificationLevel, ['premium', 'gold']);
    case 'epc':
      return exists(
        sql`(select 1 from ${supplierCouncils} where ${supplierCouncils.supplierId} = ${suppliers.id})`,
      );
    default:
      return undefined;
  }
}

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listSuppliers(db: Db, query: SupplierQuery): Promise<Supplier[]> {
  const term = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    tabFilter(query.tab),
    term
      ? or(
          ilike(suppliers.name, term),
          ilike(suppliers.description, term),
          ilike(sql`${suppliers.city} || ', ' || ${suppliers.state}`, term),
        )
      : undefined,
  );
  const rows = await db
    .select({
      supplier: suppliers,
      councils: sql<
        string[]
      >`coalesce((select array_agg(${supplierCouncils.councilId} order by ${supplierCouncils.councilId}) from ${supplierCouncils} where ${supplierCouncils.supplierId} = ${suppliers.id}), '{}')`,
    })
    .from(suppliers)
    .where(where)
    .orderBy(asc(suppliers.name));
  return rows.map(({ supplier: s, councils }) => ({
    id: s.id,
    name: s.name,
    logoUrl: s.logoUrl,
    description: s.description,
    location: `${s.city}, ${s.state}`,
    city: s.city,
    state: s.state,
    productsCount: s.exampleProductsCount,
    verificationLevel: s.verificationLevel,
    responseRate: s.responseRate,
    deliveryTime: s.deliveryTime,
    productCategories: s.productCategories,
    epcAffiliations: councils,
    isExample: s.isExample,
  }));
}
