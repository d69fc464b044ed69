import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { UserRole } from '../../../shared/auth/constants';
import type { Db, Tx } from '../../db/client';
import { conversations, reports, requirementMatches, requirements } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Who is asking: their account and role. */
export interface Reader {
  id: string;
  role: UserRole;
}

/** Ids are uuids; anything else names nothing (404, like an id that was never used). */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type Side = 'buyer' | 'supplier' | 'admin';

/** Which side of a two-party record (conversation, order) the reader is on; admins read any. */
export function sideOf(row: { buyerId: string; supplierUserId: string }, reader: Reader): Side | null {
  if (row.buyerId === reader.id) return 'buyer';
  if (row.supplierUserId === reader.id) return 'supplier';
  return reader.role === 'admin' ? 'admin' : null;
}

export const conversationNotFound = () => new AppError('not_found', 'trade:errors.conversationNotFound');
export const requirementNotFound = () => new AppError('not_found', 'trade:errors.requirementNotFound');

/**
 * A conversation as its reader may see it: its buyer, its supplier, or an admin (moderation).
 * Anyone else learns nothing, not even that it exists (404).
 */
export async function conversationFor(db: Db | Tx, reader: Reader, id: string) {
  if (!isUuid(id)) throw conversationNotFound();
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  const side = row ? sideOf(row, reader) : null;
  if (!row || !side) throw conversationNotFound();
  return { row, side };
}

/**
 * Whether an admin hid the requirement (upheld a report of it with the hide action): it is
 * closed, and the suppliers it was sent to no longer see it.
 */
export const requirementHidden = (requirementId: SQL) =>
  sql<boolean>`exists (select 1 from ${reports} hiding where hiding.requirement_id = ${requirementId} and hiding.status = 'upheld' and hiding.action = 'hide')`;

async function isRequirementHidden(db: Db | Tx, id: string) {
  const hiding = and(eq(reports.requirementId, id), eq(reports.status, 'upheld'), eq(reports.action, 'hide'));
  return (await db.select({ id: reports.id }).from(reports).where(hiding).limit(1)).length > 0;
}

/** A requirement for its buyer, a supplier it was sent to (unless hidden), or an admin; 404 for anyone else. */
export async function requirementFor(db: Db | Tx, reader: Reader, id: string) {
  if (!isUuid(id)) throw requirementNotFound();
  const [row] = await db.select().from(requirements).where(eq(requirements.id, id));
  if (!row) throw requirementNotFound();
  if (row.buyerId === reader.id) return { row, side: 'buyer' as Side };
  const [match] = await db
    .select({ supplierId: requirementMatches.supplierId })
    .from(requirementMatches)
    .where(and(eq(requirementMatches.requirementId, id), eq(requirementMatches.supplierUserId, reader.id)));
  if (match && !(await isRequirementHidden(db, id)))
    return { row, side: 'supplier' as Side, supplierId: match.supplierId };
  if (reader.role === 'admin') return { row, side: 'admin' as Side };
  throw requirementNotFound();
}
