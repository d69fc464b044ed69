import { inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { catalogDetailsSchema } from '../../../shared/catalogs/schema';
import { inquirySchema, quoteFormSchema, requirementFormSchema } from '../../../shared/trade/schema';
import type { AppDeps } from '../../http/deps';
import { saveCatalog } from '../../modules/catalogs/service';
import { upsertSupplierForUser } from '../../modules/suppliers/service';
import { addMessage, createInquiry } from '../../modules/trade/conversations';
import { addQuote } from '../../modules/trade/quotes';
import { createRequirement } from '../../modules/trade/requirements';
import { refreshResponseStats } from '../../modules/trade/stats';
import type { Db } from '../client';
import { users } from '../schema';

// HSN: woven cotton of at most 200 g/m² is 5208 (printed plain weave up to 100 g/m², 5208 51);
// denim above 200 g/m² is 5209 42. Cotton fabric pays 5 % GST.
const fabrics = [
  {
    title: 'Cotton poplin fabric, 120 GSM',
    colour: '#f8fafc',
    accent: '#94a3b8',
    item: 'RT-101',
    hsn: '5208',
  },
  {
    title: 'Hand block printed cotton voile',
    colour: '#fde68a',
    accent: '#b45309',
    item: 'RT-204',
    hsn: '520851',
  },
  { title: 'Indigo dyed denim, 12 oz', colour: '#1e3a8a', accent: '#93c5fd', item: 'RT-310', hsn: '520942' },
];

/** A plain swatch photo (a woven pattern in two colours), made here rather than shipped. */
function swatch(colour: string, accent: string) {
  const stripes = Array.from(
    { length: 20 },
    (_, i) => `<rect x="${i * 40}" y="0" width="12" height="600" fill="${accent}" opacity="0.35"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${colour}"/>${stripes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export interface DemoEmails {
  buyer: string;
  supplier: string;
}

/** The demo buyer's and supplier's account ids (undefined when one is missing). */
export async function demoUserIds(db: Db, emails: DemoEmails) {
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [emails.buyer, emails.supplier]));
  const id = (email: string) => found.find((u) => u.email === email)?.id;
  return { buyerId: id(emails.buyer), supplierId: id(emails.supplier) };
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo supplier's business (a directory page with three catalogs) and a trade loop with the
 * demo buyer: an answered inquiry and a requirement with a quote. Written once, through the same
 * services the app uses; later starts leave it alone.
 */
export async function seedDemoTrade(deps: AppDeps, emails: DemoEmails) {
  const { db } = deps.database;
  const { buyerId, supplierId } = await demoUserIds(db, emails);
  if (!buyerId || !supplierId) return;

  const log = pino({ level: 'silent' });
  const saveDeps = { db, storage: deps.storage, log };
  await upsertSupplierForUser(db, {
    userId: supplierId,
    name: 'Ravi Textiles (demo)',
    description:
      'Demo supplier: weavers and exporters of cotton poplin, voile and denim from Surat since 1998.',
    city: 'Surat',
    state: 'Gujarat',
    productCategories: ['Textiles', 'Apparel fabric'],
    deliveryTime: '7-15 days',
    // What its invoices print; the bank account is made up (HDFC0001234 names no real branch).
    address: '14 Ring Road, near Textile Market',
    pincode: '395002',
    upiVpa: 'ravitextiles@okaxis',
    bankAccountName: 'Ravi Textiles',
    bankAccountNumber: '50100123456789',
    bankIfsc: 'HDFC0001234',
    invoicePrefix: 'RT',
    lutArn: 'AD2404260012345',
    // The demo buyer has written to it, so its page offers them 'Chat on WhatsApp' (a sample number).
    whatsapp: '+919876543210',
  });
  const author = { id: supplierId, language: 'en' };
  const catalogIds: string[] = [];
  for (const f of fabrics) {
    const details = catalogDetailsSchema.parse({
      title: f.title,
      description: `${f.title}, woven and finished in Surat. Demo listing for trying TradeSetu.`,
      itemNumber: f.item,
      category: 'textiles',
      template: 'basic',
      price: { min: '65', max: '140' },
      hsnCode: f.hsn,
      gstRate: '500',
      moq: '500',
      material: '100% cotton',
      dimensions: { length: '100', width: '150', height: '1', unit: 'cm' },
      weight: { value: '0.12', unit: 'kg' },
      packaging: {
        inner: { type: 'Roll', quantity: '100', dimensions: '150 x 30 x 30 cm' },
        outer: { type: 'Bale', quantity: '10', dimensions: '160 x 100 x 100 cm' },
        container: { twenty: '60000', forty: '130000' },
      },
      attributes: {},
    });
    const photo = await swatch(f.colour, f.accent);
    catalogIds.push(await saveCatalog(saveDeps, author, details, [{ name: `${f.item}.jpg`, data: photo }]));
  }

  const buyer = { id: buyerId, role: 'buyer' as const };
  const supplier = { id: supplierId, role: 'supplier' as const };
  const inquiry = inquirySchema.parse({
    targetKind: 'catalog',
    targetId: catalogIds[0],
    quantity: '2000',
    unit: 'metres',
    targetPrice: '80',
    deliveryLocation: 'Mumbai 400001',
    message: 'Hello, we need 2000 metres of white poplin for school shirts. Can you send a sample?',
  });
  const { id: conversationId } = await createInquiry(db, buyer, inquiry, 'en');
  await addMessage(
    saveDeps,
    supplier,
    conversationId,
    { body: 'Namaste! Yes, ₹78 per metre for 2000 m. The sample ships tomorrow by courier.' },
    [],
    'en',
  );

  const form = requirementFormSchema.parse({
    product: 'Indigo denim fabric',
    category: 'textiles',
    quantity: '5000',
    unit: 'metres',
    priceMin: '150',
    priceMax: '220',
    deliveryLocation: 'Tiruppur, Tamil Nadu',
    neededBy: day(45),
    details: '12 oz, 3/1 twill, for jeans production.',
  });
  const { id: requirementId } = await createRequirement(saveDeps, buyer, form, [], 'en');
  await addQuote(
    db,
    supplier,
    requirementId,
    quoteFormSchema.parse({
      pricePerUnit: '185',
      hsn: '5209',
      gstRate: '500',
      moq: '1000',
      leadTimeDays: '21',
      validUntil: day(30),
      message: 'Ex-mill Surat; freight to Tiruppur at actuals.',
    }),
  ).catch(() => undefined); // not matched if the text search finds nothing: then no quote
  await refreshResponseStats(db);
}
