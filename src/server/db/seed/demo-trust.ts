import { and, eq, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { gstClaimSchema } from '../../../shared/trust/schema';
import type { AppDeps } from '../../http/deps';
import { refreshTrust } from '../../modules/trust/refresh';
import { submitClaim } from '../../modules/trust/verification';
import { conversations, reviews, suppliers } from '../schema';
import { type DemoEmails, demoUserIds } from './demo-trade';

/** A one-page PDF standing in for a scanned GST certificate. */
function certificatePdf(gstin: string): Buffer {
  const text = `(Demo GST registration certificate - GSTIN ${gstin}) Tj`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 14 Tf 60 760 Td ${text} ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Trust in the demo: the demo buyer's review of the demo supplier (after the answered inquiry of
 * the demo trade) with the supplier's answer, and the supplier's GST registration waiting in the
 * demo admin's verification queue. Written once, after the demo trade.
 */
export async function seedDemoTrust(deps: AppDeps, emails: DemoEmails) {
  const { db } = deps.database;
  const { buyerId, supplierId: supplierUserId } = await demoUserIds(db, emails);
  if (!buyerId || !supplierUserId) return;
  const [supplier] = await db
    .select({ id: suppliers.id, state: suppliers.state })
    .from(suppliers)
    .where(eq(suppliers.userId, supplierUserId));
  if (!supplier) return;

  const [traded] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, buyerId),
        eq(conversations.supplierId, supplier.id),
        isNotNull(conversations.firstResponseAt),
      ),
    );
  if (traded)
    await db.insert(reviews).values({
      supplierId: supplier.id,
      buyerId,
      rating: 4,
      text: 'Demo review: the sample arrived in three days and matched the photos. Clear answers on price and delivery.',
      reply: 'Thank you! Demo answer: we ship samples within 48 hours.',
      repliedAt: new Date(),
    });

  const claim = gstClaimSchema(supplier.state).parse({ gstin: '24AAPFR4821K1ZW', iec: 'AAPFR4821K' });
  const log = pino({ level: 'silent' });
  await submitClaim({ db, storage: deps.storage, log }, supplier.id, { kind: 'gst', ...claim }, [
    { name: 'gst-certificate.pdf', data: certificatePdf(claim.gstin) },
  ]);
  await refreshTrust(db, supplier.id);
}
