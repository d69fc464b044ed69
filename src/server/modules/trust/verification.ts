import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { privatePrefix } from '../../../shared/media/constants';
import { sniffImageType } from '../../../shared/media/sniff';
import { type DocumentType, maxDocumentBytes } from '../../../shared/trust/constants';
import type { Claim, GstClaim, RcmcClaim, VerificationStatus } from '../../../shared/trust/schema';
import type { Db } from '../../db/client';
import { councils, suppliers, verificationClaims } from '../../db/schema';
import type { SessionUser } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import type { UploadedFile, UploadRules } from '../catalogs/upload';

/** Certificates live here, one folder per claim: `<prefix><claimId>/<timestamp>-0`. */
export const verificationDocumentPrefix = `${privatePrefix}verification/`;

const e = (key: string) => `trust:errors.${key}`;

/** One certificate per submission, up to 10 MB. */
export const documentUpload: UploadRules = {
  maxFiles: 1,
  filesRequired: false,
  maxFileBytes: maxDocumentBytes,
  messages: {
    field: 'document',
    required: e('documentRequired'),
    tooLarge: e('documentTooLarge'),
    tooMany: e('oneDocument'),
  },
};

/** The real type of a certificate, from its first bytes; never the name or the declared type. */
export function documentTypeOf(data: Uint8Array): DocumentType | null {
  if (Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImageType(data);
  return image && image !== 'gif' ? `image/${image}` : null;
}

/** What the claim and queue lists select: the claim and its council's name. */
export const claimColumns = {
  claim: verificationClaims,
  councilName: councils.name,
};

export function toClaim(r: {
  claim: typeof verificationClaims.$inferSelect;
  councilName: string | null;
}): Claim {
  const c = r.claim;
  return {
    id: c.id,
    kind: c.kind,
    councilId: c.councilId,
    councilName: r.councilName,
    number: c.number,
    iec: c.iec,
    expiresOn: c.expiresOn,
    status: c.status,
    reason: c.reason,
    submittedAt: c.submittedAt.toISOString(),
    reviewedAt: c.reviewedAt?.toISOString() ?? null,
    documentUrl: `/api/trust/documents/${c.id}`,
    documentType: c.documentType,
  };
}

async function claimsWhere(db: Db, where: SQL | undefined) {
  return db
    .select(claimColumns)
    .from(verificationClaims)
    .leftJoin(councils, eq(councils.id, verificationClaims.councilId))
    .where(where)
    .orderBy(asc(councils.name));
}

/** The signed-in supplier's directory row, which verification checks the claims against. */
export async function businessOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: suppliers.id, state: suppliers.state, level: suppliers.verificationLevel })
    .from(suppliers)
    .where(eq(suppliers.userId, userId));
  return row ?? null;
}

export async function requireBusiness(db: Db, userId: string) {
  const business = await businessOf(db, userId);
  if (!business?.state.trim()) throw new AppError('validation', e('businessRequired'));
  return business;
}

export async function getVerification(db: Db, userId: string): Promise<VerificationStatus> {
  const business = await businessOf(db, userId);
  if (!business) return { level: 'new', businessState: null, gst: null, rcmc: [] };
  const claims = (await claimsWhere(db, eq(verificationClaims.supplierId, business.id))).map(toClaim);
  return {
    level: business.level,
    businessState: business.state.trim() || null,
    gst: claims.find((c) => c.kind === 'gst') ?? null,
    rcmc: claims.filter((c) => c.kind === 'rcmc'),
  };
}

export type NewClaim = ({ kind: 'gst' } & GstClaim) | ({ kind: 'rcmc' } & RcmcClaim);

/**
 * Stores the certificate privately, then replaces the supplier's earlier claim of the same subject
 * (the GST registration, or one council) with this pending one. The old file goes once the new row
 * is committed; a file whose row never got written is removed here, or later by the sweeper.
 */
export async function submitClaim(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  supplierId: string,
  claim: NewClaim,
  files: UploadedFile[],
): Promise<Claim> {
  const { db, storage, log } = deps;
  const [document] = files;
  if (!document) throw new AppError('validation', e('documentRequired'), { document: e('documentRequired') });
  const documentType = documentTypeOf(document.data);
  if (!documentType) throw new AppError('validation', e('documentType'), { document: e('documentType') });
  if (claim.kind === 'rcmc') {
    const [council] = await db
      .select({ id: councils.id })
      .from(councils)
      .where(eq(councils.id, claim.councilId));
    if (!council) throw new AppError('validation', e('councilNotFound'), { councilId: e('councilNotFound') });
  }

  const id = randomUUID();
  const documentKey = `${verificationDocumentPrefix}${id}/${Date.now()}-0`;
  const discard = () =>
    storage.delete(documentKey).catch((err) => log.warn({ err }, 'document removal failed'));
  try {
    await storage.put(documentKey, document.data, documentType);
  } catch (err) {
    log.error({ err }, 'storing a verification document failed');
    await discard();
    throw new AppError('unavailable', 'common:errors.internal');
  }

  const subject = and(
    eq(verificationClaims.supplierId, supplierId),
    eq(verificationClaims.kind, claim.kind),
    claim.kind === 'rcmc'
      ? eq(verificationClaims.councilId, claim.councilId)
      : isNull(verificationClaims.councilId),
  );
  let replacedKey: string | undefined;
  try {
    await db.transaction(async (tx) => {
      // Two submissions of one supplier at once take turns here, so neither meets the other's row.
      await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
      const [old] = await tx
        .delete(verificationClaims)
        .where(subject)
        .returning({ key: verificationClaims.documentKey });
      replacedKey = old?.key;
      await tx.insert(verificationClaims).values({
        id,
        supplierId,
        kind: claim.kind,
        ...(claim.kind === 'gst'
          ? { number: claim.gstin, iec: claim.iec }
          : { councilId: claim.councilId, number: claim.number, expiresOn: claim.expiresOn }),
        documentKey,
        documentType,
      });
    });
  } catch (err) {
    await discard();
    throw err;
  }
  if (replacedKey)
    await storage.delete(replacedKey).catch((err) => log.warn({ err }, 'document removal failed'));
  const [saved] = await claimsWhere(db, eq(verificationClaims.id, id));
  return toClaim(saved as NonNullable<typeof saved>);
}

/** A claim's certificate, for its own supplier and admins only (null for anyone else). */
export async function claimDocument(db: Db, user: SessionUser, claimId: string) {
  const [row] = await db
    .select({
      key: verificationClaims.documentKey,
      kind: verificationClaims.kind,
      type: verificationClaims.documentType,
      ownerId: suppliers.userId,
    })
    .from(verificationClaims)
    .innerJoin(suppliers, eq(suppliers.id, verificationClaims.supplierId))
    .where(eq(verificationClaims.id, claimId));
  if (!row || (user.role !== 'admin' && row.ownerId !== user.id)) return null;
  return row;
}
