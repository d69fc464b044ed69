import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { councilIds, councilScopes } from '../../../shared/councils/constants';
import type { Council, CouncilDetail } from '../../../shared/councils/schema';
import type { Db } from '../../db/client';
import { catalogs, councils, products, supplierCouncils, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  col,
  listed,
  listingSummaries,
  supplierColumns,
  supplierOrder,
  toSupplier,
  validMembership,
} from '../suppliers/queries';

const members = sql`(select ${col(supplierCouncils.supplierId)} from ${supplierCouncils} where ${col(supplierCouncils.councilId)} = ${col(councils.id)} and ${validMembership()})`;

/** `councilScopes` as a table: (council_id, categories, pattern), the pattern matching a title. */
const scopes = sql`(values ${sql.join(
  councilIds.map((id) => {
    const { categories, words } = councilScopes[id];
    const list = sql`array[${sql.join(
      categories.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`;
    const pattern = words.length ? `\\m(${words.join('|')})` : null;
    return sql`(${id}, ${list}, ${pattern}::text)`;
  }),
  sql`, `,
)}) as scope(council_id, categories, pattern)`;

type Listings = typeof catalogs | typeof products;

/**
 * A council's listings: shown ones of listed suppliers that are its valid members or that fall in
 * its product scope (category or title word).
 */
function inCouncil(table: Listings, councilId: SQL): SQL {
  return sql`(${col(table.hiddenAt)} is null and exists (select 1 from ${suppliers} where ${col(suppliers.userId)} = ${col(table.userId)} and ${listed()} and (
    ${col(suppliers.id)} in (select ${col(supplierCouncils.supplierId)} from ${supplierCouncils} where ${col(supplierCouncils.councilId)} = ${councilId} and ${validMembership()})
    or exists (select 1 from ${scopes} where scope.council_id = ${councilId} and (${col(table.category)} = any(scope.categories) or ${col(table.title)} ~* scope.pattern)))))`;
}

const counted = (table: Listings) =>
  sql<number>`(select count(*) from ${table} where ${inCouncil(table, col(councils.id))})`;

/** Live counts: listed member suppliers (examples included) and the council's listings. */
const councilColumns = {
  row: councils,
  memberCount: sql<number>`(select count(*) from ${suppliers} where ${col(suppliers.id)} in ${members} and ${listed()})::int`,
  productCount: sql<number>`(${counted(catalogs)} + ${counted(products)})::int`,
  catalogCount: sql<number>`${counted(catalogs)}::int`,
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
  return {
    council: toCouncil(row),
    suppliers: memberRows.map(toSupplier),
    catalogs: await listingSummaries(db, 'catalog', inCouncil(catalogs, sql`${id}`)),
    products: await listingSummaries(db, 'product', inCouncil(products, sql`${id}`)),
  };
}
