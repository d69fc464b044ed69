import { and, eq, sql } from 'drizzle-orm';
import { rupeesToPaise } from '../../../shared/orders/money';
import type { AcceptQuoteForm } from '../../../shared/orders/schema';
import type { Quote, QuoteForm } from '../../../shared/trade/schema';
import type { Db } from '../../db/client';
import { quotes, reports, requirements } from '../../db/schema';
import { AppError } from '../../http/errors';
import { insertOrder } from '../orders/create';
import { conversationFor, isUuid, type Reader, requirementFor, requirementNotFound } from './access';
import { assertOpen, quotesOf } from './requirements';

const quoteNotFound = () => new AppError('not_found', 'trade:errors.quoteNotFound');

/** A matched supplier's one quote for a requirement. */
export async function addQuote(db: Db, reader: Reader, requirementId: string, form: QuoteForm) {
  const access = await requirementFor(db, reader, requirementId);
  if (access.side !== 'supplier' || !access.supplierId) throw requirementNotFound();
  const supplierId = access.supplierId;
  await assertOpen(db, requirementId);
  const [row] = await db
    .insert(quotes)
    .values({
      requirementId,
      supplierId,
      supplierUserId: reader.id,
      pricePerUnit: String(form.pricePerUnit),
      moq: form.moq,
      leadTimeDays: form.leadTimeDays,
      validUntil: form.validUntil,
      hsnCode: form.hsn,
      gstRateBp: form.gstRate,
      message: form.message,
    })
    .onConflictDoNothing()
    .returning({ id: quotes.id });
  if (!row) throw new AppError('conflict', 'trade:errors.alreadyQuoted');
  const [quote] = await quotesOf(db, eq(quotes.id, row.id));
  return { quote: quote as Quote, buyerId: access.row.buyerId, product: access.row.product };
}

/**
 * The buyer accepts (with the delivery details of the order it becomes) or declines a quote.
 * Accepting closes the requirement and creates the order, confirmed; all in one transaction, each
 * change guarded, and only while the requirement is open and the quote unanswered.
 */
export async function decideQuote(db: Db, reader: Reader, quoteId: string, accept: AcceptQuoteForm | null) {
  if (!isUuid(quoteId)) throw quoteNotFound();
  const [found] = await db
    .select({
      q: quotes,
      buyerId: requirements.buyerId,
      product: requirements.product,
      quantity: requirements.quantity,
      unit: requirements.unit,
    })
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .where(eq(quotes.id, quoteId));
  if (!found || found.buyerId !== reader.id) throw quoteNotFound();
  const { q } = found;
  await assertOpen(db, q.requirementId);
  if (q.status !== 'sent') throw new AppError('conflict', 'trade:errors.quoteDecided');
  if (accept && q.validUntil < new Date().toISOString().slice(0, 10))
    throw new AppError('conflict', 'trade:errors.quoteExpired');
  if (accept && (!q.hsnCode || q.gstRateBp === null))
    throw new AppError('conflict', 'orders:errors.quoteNotTaxReady');
  const order = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(quotes)
      .set({ status: accept ? 'accepted' : 'declined', decidedAt: sql`now()` })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'sent')))
      .returning({ id: quotes.id });
    if (!changed) throw new AppError('conflict', 'trade:errors.quoteDecided');
    if (accept) {
      const [closed] = await tx
        .update(requirements)
        .set({ status: 'closed', closedAt: sql`now()` })
        .where(and(eq(requirements.id, q.requirementId), eq(requirements.status, 'open')))
        .returning({ id: requirements.id });
      if (!closed) throw new AppError('conflict', 'trade:errors.requirementClosed');
      const line = {
        description: found.product,
        hsn: q.hsnCode as string,
        quantity: found.quantity,
        unit: found.unit,
        unitPricePaise: rupeesToPaise(q.pricePerUnit),
        gstRateBp: q.gstRateBp as number,
      };
      const parties = { buyerId: reader.id, supplierUserId: q.supplierUserId, supplierId: q.supplierId };
      return insertOrder(
        tx,
        { ...parties, status: 'confirmed', quoteId, form: accept, lines: [line] },
        reader.id,
      );
    }
    return null;
  });
  const [quote] = await quotesOf(db, eq(quotes.id, quoteId));
  return {
    quote: quote as Quote,
    order,
    supplierUserId: q.supplierUserId,
    requirementId: q.requirementId,
    product: found.product,
  };
}

/** Whom a report is about: the other side of the conversation, or the requirement's buyer. */
async function reportedUser(
  db: Db,
  reader: Reader,
  subject: { conversationId: string } | { requirementId: string },
) {
  if ('requirementId' in subject)
    return (await requirementFor(db, reader, subject.requirementId)).row.buyerId;
  const { row, side } = await conversationFor(db, reader, subject.conversationId);
  return side === 'buyer' ? row.supplierUserId : side === 'supplier' ? row.buyerId : null;
}

/** A participant reports a conversation, or a reader a requirement; once each. */
export async function report(
  db: Db,
  reader: Reader,
  subject: { conversationId: string } | { requirementId: string },
  reason: string,
) {
  const reportedUserId = await reportedUser(db, reader, subject);
  const [row] = await db
    .insert(reports)
    .values({ reporterId: reader.id, reportedUserId, reason, ...subject })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw new AppError('conflict', 'trade:errors.alreadyReported');
}
