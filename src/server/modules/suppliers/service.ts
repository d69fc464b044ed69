import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { verifiedLevels } from '../../../shared/suppliers/constants';
import type {
  PaymentDetails,
  Supplier,
  SupplierDetail,
  SupplierFacets,
  SupplierProfile,
  SupplierQuery,
} from '../../../shared/suppliers/schema';
import type { Db, Tx } from '../../db/client';
import { conversations, councils, profiles, supplierCouncils, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { refreshUserTrust } from '../trust/refresh';
import {
  catalogSummaries,
  col,
  listed,
  productSummaries,
  supplierColumns,
  supplierOrder,
  toSupplier,
  validMembership,
} from './queries';

function tabFilter(tab: SupplierQuery['tab']): SQL | undefined {
  switch (tab) {
    case 'verified':
      return inArray(suppliers.verificationLevel, verifiedLevels);
    case 'premium':
      return inArray(suppliers.verificationLevel, ['premium', 'gold']);
    case 'epc':
      return exists(
        sql`(select 1 from ${supplierCouncils} where ${col(supplierCouncils.supplierId)} = ${col(suppliers.id)} and ${validMembership()})`,
      );
    default:
      return undefined;
  }
}

function escapeLike(term: string) {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const term = `%${escapeLike(q)}%`;
  return or(
    ilike(suppliers.name, term),
    ilike(suppliers.description, term),
    ilike(sql`${suppliers.city} || ', ' || ${suppliers.state}`, term),
    // The box promises products too: the categories a supplier sells.
    ilike(sql`array_to_string(${suppliers.productCategories}, ' ')`, term),
  );
}

export async function listSuppliers(db: Db, query: SupplierQuery): Promise<Supplier[]> {
  const where = and(
    listed(),
    tabFilter(query.tab),
    searchFilter(query.q),
    query.state ? sql`lower(${suppliers.state}) = lower(${query.state})` : undefined,
    query.category
      ? sql`exists (select 1 from unnest(${suppliers.productCategories}) c where lower(c) = lower(${query.category}))`
      : undefined,
    query.minResponseRate !== undefined ? gte(suppliers.responseRate, query.minResponseRate) : undefined,
  );
  const rows = await db
    .select(supplierColumns)
    .from(suppliers)
    .where(where)
    .orderBy(...supplierOrder);
  return rows.map(toSupplier);
}

/** The states and categories the filters offer: only values some listed supplier has. */
export async function supplierFacets(db: Db): Promise<SupplierFacets> {
  const states = await db
    .selectDistinct({ v: suppliers.state })
    .from(suppliers)
    .where(listed())
    .orderBy(asc(suppliers.state));
  const categories = await db
    .selectDistinct({ v: sql<string>`unnest(${suppliers.productCategories})` })
    .from(suppliers)
    .where(listed())
    .orderBy(sql`1`);
  return { states: states.map((r) => r.v), categories: categories.map((r) => r.v) };
}

export async function getSupplierDetail(db: Db, id: string): Promise<SupplierDetail> {
  const [row] = await db
    .select(supplierColumns)
    .from(suppliers)
    .where(and(eq(suppliers.id, id), listed()));
  if (!row) throw new AppError('not_found', 'directory:errors.supplierNotFound');
  const affiliations = await db
    .select({
      id: councils.id,
      name: councils.name,
      fullName: councils.fullName,
      expiresOn: supplierCouncils.expiresOn,
    })
    .from(supplierCouncils)
    .innerJoin(councils, eq(councils.id, supplierCouncils.councilId))
    .where(and(eq(supplierCouncils.supplierId, id), validMembership()))
    .orderBy(asc(councils.sortOrder));
  const owner = row.row.userId ? [row.row.userId] : [];
  return {
    supplier: toSupplier(row),
    councils: affiliations,
    trust: { score: row.row.trustScore, parts: row.row.trustBreakdown },
    catalogs: await catalogSummaries(db, owner),
    products: await productSummaries(db, owner),
  };
}

/** The signed-in supplier's own directory row, listed or not. */
export async function getSupplierForUser(db: Db, userId: string): Promise<Supplier | null> {
  const [row] = await db.select(supplierColumns).from(suppliers).where(eq(suppliers.userId, userId));
  return row ? toSupplier(row) : null;
}

/** The supplier's invoice, payment and WhatsApp details: for the supplier alone (never in a public answer). */
export async function getPaymentDetails(db: Db, userId: string): Promise<PaymentDetails | null> {
  const [row] = await db
    .select({
      address: suppliers.address,
      pincode: suppliers.pincode,
      upiVpa: suppliers.upiVpa,
      bankAccountName: suppliers.bankAccountName,
      bankAccountNumber: suppliers.bankAccountNumber,
      bankIfsc: suppliers.bankIfsc,
      invoicePrefix: suppliers.invoicePrefix,
      lutArn: suppliers.lutArn,
      whatsapp: suppliers.whatsapp,
    })
    .from(suppliers)
    .where(eq(suppliers.userId, userId));
  return row ?? null;
}

/**
 * The supplier's WhatsApp number for a signed-in reader: its owner, or a buyer who has written to
 * it (a conversation); null for anyone else, as for a supplier without one.
 */
export async function whatsappFor(db: Db, supplierId: string, userId: string): Promise<string | null> {
  const wrote = db
    .select({ one: sql`1` })
    .from(conversations)
    .where(and(eq(conversations.supplierId, supplierId), eq(conversations.buyerId, userId)));
  const [row] = await db
    .select({ whatsapp: suppliers.whatsapp })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), or(eq(suppliers.userId, userId), exists(wrote))));
  return row?.whatsapp ?? null;
}

/**
 * Creates or updates the user's row in `suppliers`. Called at registration with just a name,
 * and by PUT /api/suppliers/me with the whole profile; fields left out keep their value.
 */
export async function upsertSupplierForUser(
  db: Db | Tx,
  input: { userId: string; name: string } & Partial<SupplierProfile>,
): Promise<void> {
  const { userId, ...profile } = input;
  const set = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
  await db
    .insert(suppliers)
    .values({
      id: randomUUID(),
      userId,
      name: profile.name,
      description: profile.description ?? '',
      city: profile.city ?? '',
      state: profile.state ?? '',
      productCategories: profile.productCategories ?? [],
      deliveryTime: profile.deliveryTime ?? null,
      // The owner's profile photo is the business logo (account/avatar.ts keeps them in step).
      logoUrl: sql`(select ${col(profiles.avatarUrl)} from ${profiles} where ${col(profiles.id)} = ${userId})`,
    })
    .onConflictDoUpdate({ target: suppliers.userId, set });
  // Logo, description, categories and delivery time are part of the trust score.
  await refreshUserTrust(db, userId);
}
