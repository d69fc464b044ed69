import { randomUUID } from 'node:crypto';
import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { TradeUnit } from '../../../shared/trade/constants';
import type { Quote, Requirement, RequirementForm, RequirementSummary } from '../../../shared/trade/schema';
import type { Db, Tx } from '../../db/client';
import { profiles, quotes, requirementMatches, requirements, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { UploadedFile } from '../catalogs/upload';
import { col } from '../suppliers/queries';
import { type Reader, requirementFor, requirementHidden, requirementNotFound } from './access';
import { type TradeDeps, withinDailyLimit } from './conversations';
import { countExampleSellers, type Match, matchSuppliers } from './matching';
import { photosOf, storeTradePhotos, writeTradePhotos } from './photos';

/** Open until closed; an open one past its needed-by date reads as expired. */
const statusOf = sql<
  'open' | 'closed' | 'expired'
>`case when ${requirements.status} = 'open' and ${requirements.neededBy} < current_date then 'expired' else ${requirements.status} end`;

/** Posts a requirement and sends it to its matched suppliers, in one transaction. */
export async function createRequirement(
  deps: TradeDeps,
  buyer: Reader,
  form: RequirementForm,
  files: UploadedFile[],
  language: string,
): Promise<{ id: string; matches: Match[] }> {
  const id = randomUUID();
  let matches: Match[] = [];
  await withinDailyLimit(deps.db, 'requirements', buyer.id, async () => {
    const photos = await storeTradePhotos(deps, id, files);
    try {
      await deps.db.transaction(async (tx) => {
        await tx.insert(requirements).values({
          id,
          buyerId: buyer.id,
          product: form.product,
          category: form.category,
          quantity: form.quantity,
          unit: form.unit,
          priceMin: form.priceMin === null ? null : String(form.priceMin),
          priceMax: form.priceMax === null ? null : String(form.priceMax),
          deliveryLocation: form.deliveryLocation,
          neededBy: form.neededBy,
          details: form.details,
          language,
        });
        await writeTradePhotos(tx, { requirementId: id }, photos);
        matches = await matchSuppliers(tx, form, buyer.id);
        if (matches.length)
          await tx.insert(requirementMatches).values(matches.map((m) => ({ requirementId: id, ...m })));
      });
    } catch (err) {
      await photos.discard();
      throw err;
    }
  });
  return { id, matches };
}

const summaryColumns = {
  r: requirements,
  status: statusOf,
  quotes: sql<number>`(select count(*) from ${quotes} q where q.requirement_id = ${col(requirements.id)})::int`,
};

type SummaryRow = {
  r: typeof requirements.$inferSelect;
  status: RequirementSummary['status'];
  quotes: number;
};

function toSummary(
  { r, status, quotes: quoteCount }: SummaryRow,
  extra?: Partial<RequirementSummary>,
): RequirementSummary {
  return {
    id: r.id,
    product: r.product,
    category: r.category as RequirementSummary['category'],
    quantity: r.quantity,
    unit: r.unit as TradeUnit,
    deliveryLocation: r.deliveryLocation,
    neededBy: r.neededBy,
    status,
    quotes: quoteCount,
    createdAt: r.createdAt.toISOString(),
    reasons: [],
    quoted: false,
    ...extra,
  };
}

/** A buyer's own requirements, newest first. */
export async function listOwnRequirements(db: Db, userId: string) {
  const rows = await db
    .select(summaryColumns)
    .from(requirements)
    .where(eq(requirements.buyerId, userId))
    .orderBy(desc(requirements.createdAt))
    .limit(200);
  return rows.map((row) => toSummary(row));
}

/** The requirements sent to a supplier (none an admin hid), newest first, with why and whether they quoted. */
export async function listMatchedRequirements(db: Db, userId: string) {
  const rows = await db
    .select({
      ...summaryColumns,
      reasons: requirementMatches.reasons,
      quoted: sql<boolean>`exists (select 1 from ${quotes} q where q.requirement_id = ${col(requirements.id)} and q.supplier_user_id = ${userId})`,
    })
    .from(requirementMatches)
    .innerJoin(requirements, eq(requirements.id, requirementMatches.requirementId))
    .where(and(eq(requirementMatches.supplierUserId, userId), not(requirementHidden(col(requirements.id)))))
    .orderBy(desc(requirements.createdAt))
    .limit(200);
  return rows.map((row) => toSummary(row, { reasons: row.reasons, quoted: row.quoted }));
}

const supplierRef = {
  id: suppliers.id,
  name: suppliers.name,
  verificationLevel: suppliers.verificationLevel,
  responseRate: suppliers.responseRate,
  medianResponseMinutes: suppliers.medianResponseMinutes,
};

export function quotesOf(db: Db | Tx, where: SQL | undefined): Promise<Quote[]> {
  return db
    .select({ q: quotes, supplier: supplierRef })
    .from(quotes)
    .innerJoin(suppliers, eq(suppliers.id, quotes.supplierId))
    .where(where)
    .orderBy(quotes.pricePerUnit, quotes.createdAt)
    .then((rows) =>
      rows.map(({ q, supplier }) => ({
        id: q.id,
        supplier,
        pricePerUnit: Number(q.pricePerUnit),
        moq: q.moq,
        leadTimeDays: q.leadTimeDays,
        validUntil: q.validUntil,
        hsn: q.hsnCode,
        gstRate: q.gstRateBp,
        message: q.message,
        status: q.status,
        createdAt: q.createdAt.toISOString(),
      })),
    );
}

/** One requirement as its reader may see it (requirementFor decides who may). */
export async function getRequirement(db: Db, reader: Reader, id: string): Promise<Requirement> {
  const access = await requirementFor(db, reader, id);
  const own = access.side === 'supplier' ? access.supplierId : undefined;
  const onlyOwn = (column: typeof quotes.supplierId | typeof requirementMatches.supplierId) =>
    own ? eq(column, own) : undefined;
  const [[row], [buyer], matchRows, quoteList, photos] = await Promise.all([
    db.select(summaryColumns).from(requirements).where(eq(requirements.id, id)),
    db
      .select({ name: profiles.fullName, company: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.id, access.row.buyerId)),
    db
      .select({ supplier: supplierRef, reasons: requirementMatches.reasons })
      .from(requirementMatches)
      .innerJoin(suppliers, eq(suppliers.id, requirementMatches.supplierId))
      .where(and(eq(requirementMatches.requirementId, id), onlyOwn(requirementMatches.supplierId)))
      .orderBy(desc(requirementMatches.score)),
    quotesOf(db, and(eq(quotes.requirementId, id), onlyOwn(quotes.supplierId))),
    photosOf(db, 'requirement', [id]),
  ]);
  if (!row) throw requirementNotFound();
  const r = row.r;
  return {
    ...toSummary(row, {
      reasons: matchRows[0] && own ? matchRows[0].reasons : [],
      quoted: Boolean(own && quoteList.length),
    }),
    role: access.side,
    buyer: { name: buyer?.name ?? '', company: buyer?.company ?? null },
    priceMin: r.priceMin === null ? null : Number(r.priceMin),
    priceMax: r.priceMax === null ? null : Number(r.priceMax),
    details: r.details,
    language: r.language,
    photos: photos.get(id) ?? [],
    matches: matchRows,
    exampleSellers: access.side === 'supplier' ? 0 : await countExampleSellers(db, r),
    quoteList,
  };
}

/** Whether a requirement still takes quotes and decisions. */
export async function assertOpen(db: Db | Tx, id: string) {
  const [row] = await db.select({ status: statusOf }).from(requirements).where(eq(requirements.id, id));
  if (row?.status !== 'open') throw new AppError('conflict', 'trade:errors.requirementClosed');
}

/** The buyer closes their requirement without accepting a quote. */
export async function closeRequirement(db: Db, reader: Reader, id: string) {
  const { side } = await requirementFor(db, reader, id);
  if (side !== 'buyer') throw requirementNotFound();
  await assertOpen(db, id);
  await db
    .update(requirements)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(eq(requirements.id, id));
}
