import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { routes } from '../../../shared/routes';
import { type ReportStatus, type ReportSubject, trustLimits } from '../../../shared/trust/constants';
import type { AdminReport } from '../../../shared/trust/schema';
import type { Db, Tx } from '../../db/client';
import {
  catalogs,
  conversations,
  orders,
  products,
  reports,
  requirements,
  reviews,
  suppliers,
  users,
} from '../../db/schema';
import { col } from '../suppliers/queries';
import { requirementHidden } from '../trade/access';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/**
 * Whom a report is about: as stored, else derived from its subject (the reporter's other side of
 * a conversation, the requirement's buyer, the listing's owner, the review's author).
 */
const reportedUserId = sql<string | null>`coalesce(
  ${reports.reportedUserId},
  case when ${conversations.buyerId} = ${reports.reporterId} then ${conversations.supplierUserId} else ${conversations.buyerId} end,
  ${requirements.buyerId}, ${catalogs.userId}, ${products.userId}, ${reviews.buyerId})`;

const reportColumns = {
  r: reports,
  label: sql<string>`coalesce(${conversations.listingTitle}, ${suppliers.name}, ${requirements.product}, ${catalogs.title}, ${products.title}, ${reviews.text}, ${orders.invoiceNumber}, ${orders.buyerName}, '')`,
  hidden: sql<boolean>`(coalesce(${catalogs.hiddenAt}, ${products.hiddenAt}, ${reviews.hiddenAt}) is not null or (${reports.requirementId} is not null and ${requirementHidden(col(reports.requirementId))}))`,
  reporterEmail: reporter.email,
  reportedUserId,
  reportedEmail: reported.email,
  reviewSupplierId: reviews.supplierId,
};

function reportQuery(db: Db | Tx) {
  return db
    .select(reportColumns)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(conversations, eq(conversations.id, reports.conversationId))
    .leftJoin(suppliers, eq(suppliers.id, conversations.supplierId))
    .leftJoin(requirements, eq(requirements.id, reports.requirementId))
    .leftJoin(catalogs, eq(catalogs.id, reports.catalogId))
    .leftJoin(products, eq(products.id, reports.productId))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .leftJoin(orders, eq(orders.id, reports.orderId))
    .leftJoin(reported, eq(reported.id, reportedUserId));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['execute']>>[number];

/** The report's subject: the one id it names, and where an admin looks at it. */
function subjectOf(row: ReportRow): {
  subject: ReportSubject;
  subjectId: string;
  subjectPath: string | null;
} {
  const r = row.r;
  if (r.conversationId)
    return {
      subject: 'conversation',
      subjectId: r.conversationId,
      subjectPath: routes.conversation(r.conversationId),
    };
  if (r.requirementId)
    return {
      subject: 'requirement',
      subjectId: r.requirementId,
      subjectPath: routes.requirement(r.requirementId),
    };
  if (r.orderId) return { subject: 'order', subjectId: r.orderId, subjectPath: routes.order(r.orderId) };
  if (r.catalogId)
    return { subject: 'catalog', subjectId: r.catalogId, subjectPath: routes.catalogDetail(r.catalogId) };
  if (r.productId)
    return { subject: 'product', subjectId: r.productId, subjectPath: routes.product(r.productId) };
  const reviewId = r.reviewId ?? '';
  const supplierId = row.reviewSupplierId;
  return {
    subject: 'review',
    subjectId: reviewId,
    subjectPath: supplierId ? routes.supplier(supplierId) : null,
  };
}

function toAdminReport(row: ReportRow): AdminReport {
  const { r } = row;
  return {
    id: r.id,
    ...subjectOf(row),
    subjectLabel: row.label,
    hidden: Boolean(row.hidden),
    reason: r.reason,
    reporterEmail: row.reporterEmail,
    reportedUserId: row.reportedUserId,
    reportedEmail: row.reportedEmail,
    status: r.status,
    action: r.action,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Reports with a status: open ones oldest first (a queue), decided ones newest decision first. */
export async function listReports(db: Db, query: { status: ReportStatus; offset: number }) {
  const where = eq(reports.status, query.status);
  const order =
    query.status === 'open'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.resolvedAt), asc(reports.id)];
  const [rows, [total]] = await Promise.all([
    reportQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(trustLimits.page)
      .offset(query.offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { total: total?.n ?? 0, items: rows.map(toAdminReport) };
}

/** One report as the console shows it, and the reviewed supplier when it is about a review. */
export async function findReport(db: Db | Tx, id: string) {
  const [row] = await reportQuery(db).where(eq(reports.id, id));
  return row && { report: toAdminReport(row), reviewSupplierId: row.reviewSupplierId };
}

/** Several reports as the console shows them (the audit log names what each was about). */
export async function findReports(db: Db, ids: string[]) {
  return ids.length ? (await reportQuery(db).where(inArray(reports.id, ids))).map(toAdminReport) : [];
}
