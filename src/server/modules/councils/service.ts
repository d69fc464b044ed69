import { and, asc, eq, sql } from 'drizzle-orm';
import type { Council, CouncilDetail } from '../../../shared/councils/schema';
import type { Db } from '../../db/client';
import { catalogs, councils, supplierCouncils, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  catalogSummaries,
  col,
  listed,
  listingCount,
  productSummaries,
  supplierColumns,
  supplierOrder,
  toSupplier,
  validMembership,
} from '../suppliers/queries';

const members = sql`(select ${col(supplierCouncils.supplierId)} from ${supplierCouncils} where ${col(supplierCouncils.councilId)} = ${col(councils.id)} and ${validMembership()})`;

/** Live counts over the council's listed member suppliers; examples have no listings to add. */
const councilColumns = {
  row: councils,
  memberCount: sql<number>`(select count(*) from ${suppliers} where ${col(suppliers.id)} in ${members} and ${listed()})::int`,
  productCount: sql<number>`(select coalesce(sum(${listingCount()}), 0) from ${suppliers} where ${col(suppliers.id)} in ${members} and ${listed()})::int`,
  catalogCount: sql<number>`(select count(*) from ${catalogs} inner join ${suppliers} on ${col(suppliers.userId)} = ${col(catalogs.userId)} where ${col(suppliers.id)} in ${members} and ${col(catalogs.hiddenAt)} is null and ${listed()})::int`,
};

function toCouncil(r: {
  row: typeof councils.$inferSelect;
  memberCount: number;
  productCount: number;
  catalogCount: number;
}): Council {
  const c = r.row;
  return {
    id: c.id,
    name: c.name,
    fullName: c.fullName,
    icon: c.icon,
    description: c.description,
    link: c.link,
    productCount: Number(r.productCount),
    catalogCount: Number(r.catalogCount),
    memberCount: Number(r.memberCount),
  };
}

export async function listCouncils(db: Db): Promise<Council[]> {
  const rows = await db
    .select(councilColumns)
    .from(councils)
    .orderBy(asc(councils.sortOrder), asc(councils.id));
  return rows.map(toCouncil);
}

export async function getCouncilDetail(db: Db, id: string): Promise<CouncilDetail> {
  const [row] = await db.select(councilColumns).from(councils).where(eq(councils.id, id));
  if (!row) throw new AppError('not_found', 'directory:errors.councilNotFound');
  const memberRows = await db
    .select(supplierColumns)
    .from(suppliers)
    .innerJoin(supplierCouncils, eq(supplierCouncils.supplierId, suppliers.id))
    .where(and(eq(supplierCouncils.councilId, id), validMembership(), listed()))
    .orderBy(...supplierOrder);
  const userIds = memberRows.flatMap((m) => (m.row.userId ? [m.row.userId] : []));
  return {
    council: toCouncil(row),
    suppliers: memberRows.map(toSupplier),
    catalogs: await catalogSummaries(db, userIds),
    products: await productSummaries(db, userIds),
  };
}
