import { createECDH } from 'node:crypto';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../shared/orders/fy';
import { authBasePath } from '../auth/auth';
import {
  accounts,
  catalogs,
  products,
  profiles,
  quotes,
  requirementMatches,
  requirements,
  sessions,
  suppliers,
  supportRequests,
  tradeImages,
  users as userRows,
  verificationClaims,
} from '../db/schema';
import { decodeUpload } from '../modules/media/pipeline';
import { computeSignature } from '../modules/media/signature';
import { catalogForm, productForm } from '../testing/catalogs';
import { cookieFrom, createTestUser, type TestUser, testPassword } from '../testing/factories';
import { sceneImage } from '../testing/images';
import { jpegPart, multipart, type Part } from '../testing/multipart';
import { acceptForm, givePaymentDetails, orderIn } from '../testing/orders';
import { authRouteTable, routeTable } from '../testing/route-table';
import { setupTestApp } from '../testing/test-app';
import { call, createTradingSupplier, daysFromNow, inquiry, upload } from '../testing/trade';

// Every /api route, better-auth's own routes under /api/auth/* one by one, called by six callers. The
// resources in the URLs are the owning supplier's ("owner") and the owning buyer's ("buyer"): the
// buyer's inquiry to the owner (answered with a photo), the buyer's requirement sent to the owner and
// quoted, the buyer's review of the owner, the owner's listings (some hidden by an admin) and
// verification claims. "otherBuyer" and "otherSupplier" have no part in any of it. The better-auth
// rows aim at a "victim" account, whose user, password and sessions no call may change.
const ctx = setupTestApp();
const callers = ['visitor', 'buyer', 'otherBuyer', 'owner', 'otherSupplier', 'admin'] as const;
type Who = (typeof callers)[number];
type Cells = [
  visitor: number,
  buyer: number,
  otherBuyer: number,
  owner: number,
  otherSupplier: number,
  admin: number,
];

interface Request {
  url: string;
  json?: unknown;
  form?: { details?: unknown; files?: Part[] };
  raw?: { type: string; data: Buffer };
  /** The connection's address (app.inject's default is 127.0.0.1); sent without X-Forwarded-For. */
  remoteAddress?: string;
}
interface Row {
  route: string;
  cells: Cells;
  /** Made again for each caller, so a destructive call by one never changes what the next one meets. */
  request?: (who: Who) => string | Request | Promise<string | Request>;
  /** Undoes what the row changed that later rows rely on. */
  after?: () => Promise<unknown>;
}

const users = {} as Record<Exclude<Who, 'visitor'>, TestUser>;
let signIns = 0;
const f = {} as {
  supplierId: string;
  catalog: string;
  spareCatalog: string;
  product: string;
  hiddenCatalog: string;
  hiddenProduct: string;
  conversation: string;
  photo: string;
  requirement: string;
  review: string;
  report: string;
  document: string;
  claim: string;
  stranger: string;
  quote: string;
  victim: TestUser;
  victimAccount: string;
  victimToken: string;
  image: Buffer;
  signature: string;
};
const db = () => ctx.deps.database.db;
const one = <T>(rows: T[]) => rows[0] as T;

const newCatalog = async () =>
  one(
    await db()
      .insert(catalogs)
      .values({
        userId: users.owner.id,
        title: 'Cotton canvas',
        description: 'Made to order for a test',
        itemNumber: 'T-2',
        material: 'Cotton',
        category: 'textiles',
        template: 'basic',
        moq: 100,
        priceMin: '10.00',
        priceMax: '20.00',
      })
      .returning({ id: catalogs.id }),
  ).id;

const newProduct = async (hiddenAt: Date | null = null) =>
  one(
    await db()
      .insert(products)
      .values({
        userId: users.owner.id,
        title: 'Brass diya set',
        description: 'Hand-polished brass diyas',
        category: 'furniture',
        moq: 50,
        priceMin: '5.00',
        priceMax: '9.00',
        hiddenAt,
      })
      .returning({ id: products.id }),
  ).id;

/** A browser's push subscription for `who` (a public endpoint: nothing is sent to it here). */
const pushSubscription = (who: Who) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/${who}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  };
};

/** An open requirement of the buyer, sent to the owner, with the owner's quote unless told. */
async function newRequirement(quoted = true) {
  const { id } = one(
    await db()
      .insert(requirements)
      .values({
        buyerId: users.buyer.id,
        product: 'Cotton poplin fabric',
        category: 'textiles',
        quantity: 2000,
        unit: 'metres',
        deliveryLocation: 'Ahmedabad, Gujarat',
        neededBy: daysFromNow(30),
        language: 'en',
      })
      .returning({ id: requirements.id }),
  );
  const owner = { supplierId: f.supplierId, supplierUserId: users.owner.id };
  await db()
    .insert(requirementMatches)
    .values({ requirementId: id, ...owner, score: 1, reasons: [] });
  if (!quoted) return { id, quote: '' };
  const quote = one(
    await db()
      .insert(quotes)
      .values({
        requirementId: id,
        ...owner,
        pricePerUnit: '80',
        hsnCode: '5208',
        gstRateBp: 500,
        moq: 500,
        leadTimeDays: 10,
        validUntil: daysFromNow(20),
      })
      .returning({ id: quotes.id }),
  );
  return { id, quote: quote.id };
}

const newOrder = (status: Parameters<typeof orderIn>[2]) =>
  orderIn(ctx, { buyerId: users.buyer.id, supplierUserId: users.owner.id, supplierId: f.supplierId }, status);

/** A step on a fresh order in `status`. */
const orderStep = (
  step: string,
  status: Parameters<typeof orderIn>[2],
  cells: Cells,
  json?: object,
): Row => ({
  route: `POST /api/orders/:id/${step}`,
  cells,
  request: async () => ({ url: `/api/orders/${await newOrder(status)}/${step}`, json }),
});

/** A help request of the buyer's, made afresh where a call may close it. */
const newSupportRequest = async () =>
  one(
    await db()
      .insert(supportRequests)
      .values({ userId: users.buyer.id, subject: 'Where is my IEC?' })
      .returning({ id: supportRequests.id }),
  ).id;
const supportRow = (route: string, cells: Cells, json?: object): Row => ({
  route,
  cells,
  request: async () => ({ url: route.split(' ')[1]?.replace(':id', await newSupportRequest()) ?? '', json }),
});
const ownSupport: Cells = [401, 200, 404, 404, 404, 404];
const teamSupport: Cells = [401, 403, 403, 403, 403, 200];

const quoteForm = {
  pricePerUnit: '78.50',
  hsn: '5208',
  gstRate: '500',
  moq: '500',
  leadTimeDays: '12',
  validUntil: daysFromNow(20),
};
const reason = 'Looks like a copied listing';

/**
 * One row per route: the statuses for the callers in their order. A 400 for allowed
 * callers means a body left invalid on purpose, where the guard runs before the body is read and a
 * valid one would cost too much (a password hash, photos) or change the fixtures later rows use.
 */
const rows: Row[] = [
  { route: 'GET /api/health', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/ready', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/site', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/home', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/categories', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/councils', cells: [200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/councils/:id',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => '/api/councils/epch',
  },
  { route: 'GET /api/docs', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/json', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/yaml', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/static/index.html', cells: [302, 302, 302, 302, 302, 302] },
  { route: 'GET /api/docs/static/swagger-initializer.js', cells: [200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/docs/static/*',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => '/api/docs/static/favicon-32x32.png',
  },
  { route: 'GET /api/translate/status', cells: [200, 200, 200, 200, 200, 200] },
  // No translation service in the tests.
  {
    route: 'POST /api/translate',
    cells: [503, 503, 503, 503, 503, 503],
    request: () => ({ url: '/api/translate', json: { text: 'Cotton bags', source: 'en', target: 'hi' } }),
  },
  {
    route: 'POST /api/waitlist',
    cells: [200, 200, 200, 200, 200, 200],
    request: (who) => ({
      url: '/api/waitlist',
      json: { email: `${who}@example.test`, phoneNumber: '+91 98765 43210' },
    }),
  },
  { route: 'GET /api/waitlist/launch', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/waitlist', cells: [401, 403, 403, 403, 403, 200] },
  {
    route: 'POST /api/contact',
    cells: [201, 201, 201, 201, 201, 201],
    request: (who) => ({
      url: '/api/contact',
      json: { name: who, email: `${who}@example.test`, message: 'Do you ship to Nepal?' },
    }),
  },
  { route: 'GET /api/contact', cells: [401, 403, 403, 403, 403, 200] },

  // Accounts: each caller acts on their own.
  {
    route: 'POST /api/account/register',
    cells: [400, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/account/register', json: {} }),
  },
  { route: 'GET /api/account/me', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/account/profile', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'PATCH /api/account/profile',
    cells: [401, 200, 200, 200, 200, 200],
    request: (who) => ({ url: '/api/account/profile', json: { fullName: `Test ${who}` } }),
  },
  {
    route: 'PUT /api/account/language',
    cells: [401, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/account/language', json: { language: 'en' } }),
  },
  {
    route: 'PUT /api/account/avatar',
    cells: [401, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/account/avatar', raw: { type: 'image/jpeg', data: f.image } }),
  },
  { route: 'DELETE /api/account/avatar', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/account/become-supplier',
    cells: [401, 200, 200, 409, 409, 409],
    after: async () => {
      const buyers = [users.buyer.id, users.otherBuyer.id];
      await db().update(profiles).set({ role: 'buyer' }).where(inArray(profiles.id, buyers));
      await db().delete(suppliers).where(inArray(suppliers.userId, buyers));
    },
  },
  // A confirmation that is not the caller's address.
  {
    route: 'DELETE /api/account',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/account', json: { confirmation: 'someone-else@example.test' } }),
  },
  { route: 'GET /api/account/business', cells: [401, 200, 200, 200, 200, 200] },
  { route: 'GET /api/account/dashboard', cells: [401, 200, 200, 200, 200, 200] },
  // Web Push: each caller's own devices and choices; a subscription is a real P-256 key per caller.
  { route: 'GET /api/notifications/push-key', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/notifications/subscriptions',
    cells: [401, 200, 200, 200, 200, 200],
    request: (who) => ({ url: '/api/notifications/subscriptions', json: pushSubscription(who) }),
  },
  {
    route: 'DELETE /api/notifications/subscriptions',
    cells: [401, 200, 200, 200, 200, 200],
    request: (who) => ({
      url: '/api/notifications/subscriptions',
      json: { endpoint: pushSubscription(who).endpoint },
    }),
  },
  { route: 'GET /api/notifications/settings', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'PUT /api/notifications/settings',
    cells: [401, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/notifications/settings', json: { kinds: ['orders'] } }),
  },

  // Directory and listings.
  { route: 'GET /api/suppliers', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/suppliers/facets', cells: [200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/suppliers/:id',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => `/api/suppliers/${f.supplierId}`,
  },
  // Any signed-in caller is answered; only the owner and a buyer who wrote get the number (og.api.test.ts).
  {
    route: 'GET /api/suppliers/:id/whatsapp',
    cells: [401, 200, 200, 200, 200, 200],
    request: () => `/api/suppliers/${f.supplierId}/whatsapp`,
  },
  { route: 'GET /api/suppliers/me', cells: [401, 403, 403, 200, 200, 200] },
  {
    route: 'PUT /api/suppliers/me',
    cells: [401, 403, 403, 400, 400, 400],
    request: () => ({ url: '/api/suppliers/me', json: {} }),
  },
  { route: 'GET /api/search', cells: [200, 200, 200, 200, 200, 200], request: () => '/api/search?q=cotton' },
  {
    route: 'GET /api/search/suggest',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => '/api/search/suggest?q=cot',
  },
  {
    route: 'GET /api/search/image',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => `/api/search/image?signature=${encodeURIComponent(f.signature)}`,
  },
  {
    route: 'POST /api/search/image',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/search/image', form: { files: [jpegPart(f.image)] } }),
  },
  {
    route: 'POST /api/catalogs',
    cells: [401, 403, 403, 400, 400, 400],
    request: () => ({ url: '/api/catalogs', json: {} }),
  },
  { route: 'GET /api/catalogs/mine', cells: [401, 403, 403, 200, 200, 200] },
  // Hidden by an admin: only its owner and the admins still see it.
  {
    route: 'GET /api/catalogs/:id',
    cells: [404, 404, 404, 200, 404, 200],
    request: () => `/api/catalogs/${f.hiddenCatalog}`,
  },
  {
    route: 'PUT /api/catalogs/:id',
    cells: [401, 403, 403, 200, 404, 404],
    request: () => ({
      url: `/api/catalogs/${f.catalog}`,
      form: { details: catalogForm(), files: [jpegPart(f.image)] },
    }),
  },
  {
    route: 'DELETE /api/catalogs/:id',
    cells: [401, 403, 403, 204, 404, 404],
    request: async () => `/api/catalogs/${await newCatalog()}`,
  },
  {
    route: 'POST /api/products',
    cells: [401, 403, 403, 400, 400, 400],
    request: () => ({ url: '/api/products', json: {} }),
  },
  { route: 'GET /api/products/mine', cells: [401, 403, 403, 200, 200, 200] },
  {
    route: 'GET /api/products/:id',
    cells: [404, 404, 404, 200, 404, 200],
    request: () => `/api/products/${f.hiddenProduct}`,
  },
  // Printed documents follow the public pages: a hidden listing has none, even for its owner.
  {
    route: 'GET /api/suppliers/:id/catalog.pdf',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => `/api/suppliers/${f.supplierId}/catalog.pdf`,
  },
  {
    route: 'GET /api/catalogs/:id/sheet.pdf',
    cells: [404, 404, 404, 404, 404, 404],
    request: () => `/api/catalogs/${f.hiddenCatalog}/sheet.pdf`,
  },
  {
    route: 'GET /api/products/:id/sheet.pdf',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => `/api/products/${f.product}/sheet.pdf`,
  },
  {
    route: 'PUT /api/products/:id',
    cells: [401, 403, 403, 200, 404, 404],
    request: () => ({
      url: `/api/products/${f.product}`,
      form: { details: productForm(), files: [jpegPart(f.image)] },
    }),
  },
  {
    route: 'DELETE /api/products/:id',
    cells: [401, 403, 403, 204, 404, 404],
    request: async () => `/api/products/${await newProduct()}`,
  },

  // Conversations: the buyer's inquiry to the owner.
  {
    route: 'POST /api/inquiries',
    cells: [401, 201, 201, 400, 201, 201],
    request: (who) => ({
      url: '/api/inquiries',
      json: inquiry({ targetId: f.spareCatalog, message: `Please quote, from the ${who}.` }),
    }),
  },
  { route: 'GET /api/conversations', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/conversations/:id',
    cells: [401, 200, 404, 200, 404, 200],
    request: () => `/api/conversations/${f.conversation}`,
  },
  {
    route: 'POST /api/conversations/:id/read',
    cells: [401, 204, 404, 204, 404, 204],
    request: () => `/api/conversations/${f.conversation}/read`,
  },
  {
    route: 'POST /api/conversations/:id/messages',
    cells: [401, 201, 404, 201, 404, 403],
    request: (who) => ({
      url: `/api/conversations/${f.conversation}/messages`,
      form: { details: { body: `A word from the ${who}` } },
    }),
  },
  {
    route: 'POST /api/conversations/:id/report',
    cells: [401, 201, 404, 201, 404, 201],
    request: () => ({ url: `/api/conversations/${f.conversation}/report`, json: { reason } }),
  },
  {
    route: 'POST /api/conversations/:id/block',
    cells: [401, 403, 404, 204, 404, 403],
    request: () => `/api/conversations/${f.conversation}/block`,
    after: () => send('owner', 'DELETE', { url: `/api/conversations/${f.conversation}/block` }),
  },
  {
    route: 'DELETE /api/conversations/:id/block',
    cells: [401, 403, 404, 204, 404, 403],
    request: () => `/api/conversations/${f.conversation}/block`,
  },
  {
    route: 'GET /api/trade-photos/:id/:variant',
    cells: [401, 200, 404, 200, 404, 200],
    request: () => `/api/trade-photos/${f.photo}/thumb`,
  },

  // Requirements and quotes: the buyer's requirement, sent to the owner.
  {
    route: 'POST /api/requirements',
    cells: [401, 201, 201, 201, 201, 201],
    request: () => ({
      url: '/api/requirements',
      form: {
        details: {
          product: 'Jute sacking',
          category: 'textiles',
          quantity: '100',
          unit: 'pieces',
          deliveryLocation: 'Kolkata',
          neededBy: daysFromNow(30),
        },
      },
    }),
  },
  { route: 'GET /api/requirements/mine', cells: [401, 200, 200, 200, 200, 200] },
  { route: 'GET /api/requirements/matched', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/requirements/:id',
    cells: [401, 200, 404, 200, 404, 200],
    request: () => `/api/requirements/${f.requirement}`,
  },
  {
    route: 'POST /api/requirements/:id/quotes',
    cells: [401, 404, 404, 201, 404, 404],
    request: async () => ({
      url: `/api/requirements/${(await newRequirement(false)).id}/quotes`,
      json: quoteForm,
    }),
  },
  {
    route: 'POST /api/quotes/:id/accept',
    cells: [401, 200, 404, 404, 404, 404],
    request: async () => ({
      url: `/api/quotes/${(await newRequirement()).quote}/accept`,
      json: acceptForm(),
    }),
  },
  {
    route: 'POST /api/quotes/:id/decline',
    cells: [401, 200, 404, 404, 404, 404],
    request: async () => `/api/quotes/${(await newRequirement()).quote}/decline`,
  },
  {
    route: 'POST /api/requirements/:id/close',
    cells: [401, 204, 404, 404, 404, 404],
    request: async () => `/api/requirements/${(await newRequirement()).id}/close`,
  },
  {
    route: 'POST /api/requirements/:id/report',
    cells: [401, 201, 404, 201, 404, 201],
    request: () => ({ url: `/api/requirements/${f.requirement}/report`, json: { reason } }),
  },

  // Orders: the buyer's order from the owner, made afresh for each caller in the state a step needs.
  { route: 'GET /api/orders', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/orders/:id',
    cells: [401, 200, 404, 200, 404, 200],
    request: async () => `/api/orders/${await newOrder('confirmed')}`,
  },
  // An invoice's PDF and e-invoice are the two parties' papers; this buyer has no GSTIN, so no e-invoice.
  {
    route: 'GET /api/orders/:id/invoice.pdf',
    cells: [401, 200, 404, 200, 404, 404],
    request: async () => `/api/orders/${await newOrder('invoiced')}/invoice.pdf`,
  },
  {
    route: 'GET /api/orders/:id/invoice.json',
    cells: [401, 409, 404, 409, 404, 404],
    request: async () => `/api/orders/${await newOrder('invoiced')}/invoice.json`,
  },
  // Only the conversation's supplier draws up a proforma; for anyone else the conversation is no field value.
  {
    route: 'POST /api/orders',
    cells: [401, 400, 400, 201, 400, 400],
    request: () => ({
      url: '/api/orders',
      json: {
        conversationId: f.conversation,
        items: [
          {
            description: 'Poplin',
            hsn: '5208',
            quantity: '10',
            unit: 'metres',
            unitPrice: '80',
            gstRate: '500',
          },
        ],
        ...acceptForm(),
      },
    }),
  },
  orderStep('confirm', 'proposed', [401, 200, 404, 404, 404, 404], {}),
  orderStep('invoice', 'confirmed', [401, 404, 404, 200, 404, 404], { invoiceDate: todayInIndia() }),
  orderStep('payments', 'invoiced', [401, 404, 404, 200, 404, 404], {
    amount: '10',
    receivedOn: todayInIndia(),
    method: 'upi',
    reference: 'UTR123456789012',
  }),
  orderStep('dispatch', 'invoiced', [401, 404, 404, 200, 404, 404], {
    transporter: 'VRL Logistics',
    consignmentNumber: 'LR-2',
    dispatchedOn: todayInIndia(),
  }),
  orderStep('receive', 'dispatched', [401, 200, 404, 404, 404, 404]),
  orderStep('problem', 'dispatched', [401, 200, 404, 404, 404, 404], { reason }),
  orderStep('cancel', 'confirmed', [401, 200, 404, 200, 404, 404], { reason }),

  // Trust: reviews, reports, verification.
  {
    route: 'GET /api/suppliers/:id/reviews',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => `/api/suppliers/${f.supplierId}/reviews`,
  },
  // The buyer reviewed the owner already (once per 90 days); the others never traded with them.
  {
    route: 'POST /api/suppliers/:id/reviews',
    cells: [401, 409, 403, 403, 403, 403],
    request: () => ({
      url: `/api/suppliers/${f.supplierId}/reviews`,
      json: { rating: 4, text: 'Good packing and on time.' },
    }),
  },
  {
    route: 'POST /api/reviews/:id/reply',
    cells: [401, 403, 403, 200, 403, 403],
    request: () => ({ url: `/api/reviews/${f.review}/reply`, json: { reply: 'Thank you for your order.' } }),
  },
  {
    route: 'POST /api/reports',
    cells: [401, 201, 201, 201, 201, 201],
    request: () => ({ url: '/api/reports', json: { subject: 'catalog', id: f.catalog, reason } }),
  },
  { route: 'GET /api/trust/verification', cells: [401, 403, 403, 200, 200, 200] },
  {
    route: 'POST /api/trust/verification/gst',
    cells: [401, 403, 403, 400, 400, 400],
    request: () => ({ url: '/api/trust/verification/gst', json: {} }),
  },
  {
    route: 'POST /api/trust/verification/rcmc',
    cells: [401, 403, 403, 400, 400, 400],
    request: () => ({ url: '/api/trust/verification/rcmc', json: {} }),
  },
  {
    route: 'GET /api/trust/documents/:claimId',
    cells: [401, 404, 404, 200, 404, 200],
    request: () => `/api/trust/documents/${f.document}`,
  },

  // The admin console.
  { route: 'GET /api/admin/users', cells: [401, 403, 403, 403, 403, 200] },
  {
    route: 'POST /api/admin/users/:id',
    cells: [401, 403, 403, 403, 403, 200],
    request: () => ({
      url: `/api/admin/users/${f.stranger}`,
      json: { action: 'suspend', reason: 'Spam listings, reported twice' },
    }),
  },
  { route: 'GET /api/admin/reports', cells: [401, 403, 403, 403, 403, 200] },
  {
    route: 'POST /api/admin/reports/:id/decision',
    cells: [401, 403, 403, 403, 403, 200],
    request: () => ({ url: `/api/admin/reports/${f.report}/decision`, json: { decision: 'dismiss' } }),
  },
  {
    route: 'POST /api/admin/reviews/:id',
    cells: [401, 403, 403, 403, 403, 200],
    request: () => ({ url: `/api/admin/reviews/${f.review}`, json: { hidden: false } }),
  },
  {
    route: 'GET /api/admin/inboxes/:inbox',
    cells: [401, 403, 403, 403, 403, 200],
    request: () => '/api/admin/inboxes/waitlist',
  },
  {
    route: 'GET /api/admin/inboxes/:inbox/export.csv',
    cells: [401, 403, 403, 403, 403, 200],
    request: () => '/api/admin/inboxes/contact/export.csv',
  },
  { route: 'GET /api/admin/audit', cells: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/claims', cells: [401, 403, 403, 403, 403, 200] },
  {
    route: 'POST /api/admin/claims/:id/decision',
    cells: [401, 403, 403, 403, 403, 200],
    request: () => ({
      url: `/api/admin/claims/${f.claim}/decision`,
      json: { decision: 'reject', reason: 'The certificate is not readable.' },
    }),
  },

  // better-auth, route by route. Each caller acts on their own account; every call that names
  // something names the victim's (session, account, address), and the victim stays as they were.
  { route: 'GET /api/auth/ok', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/auth/error', cells: [200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/auth/get-session', cells: [200, 200, 200, 200, 200, 200] },
  // Only with deferSessionRefresh, which we leave off.
  { route: 'POST /api/auth/get-session', cells: [405, 405, 405, 405, 405, 405] },
  { route: 'GET /api/auth/list-sessions', cells: [401, 200, 200, 200, 200, 200] },
  { route: 'GET /api/auth/list-accounts', cells: [401, 200, 200, 200, 200, 200] },
  // Only the caller's own accounts are looked at: the victim's is not found.
  {
    route: 'GET /api/auth/account-info',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => `/api/auth/account-info?accountId=${f.victimAccount}&userId=${f.victim.id}`,
  },
  {
    route: 'POST /api/auth/get-access-token',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({
      url: '/api/auth/get-access-token',
      json: { accountId: f.victimAccount, userId: f.victim.id },
    }),
  },
  {
    route: 'POST /api/auth/refresh-token',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({
      url: '/api/auth/refresh-token',
      json: { accountId: f.victimAccount, userId: f.victim.id },
    }),
  },
  // Refused as the caller's last account before the victim's is looked for; the victim's stays.
  {
    route: 'POST /api/auth/unlink-account',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/unlink-account', json: { accountId: f.victimAccount } }),
  },
  {
    route: 'POST /api/auth/link-social',
    cells: [401, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/auth/link-social', json: { provider: 'google' } }),
  },
  {
    route: 'POST /api/auth/sign-in/social',
    cells: [404, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/auth/sign-in/social', json: { provider: 'google' } }),
  },
  {
    route: 'GET /api/auth/callback/:id',
    cells: [302, 302, 302, 302, 302, 302],
    request: () => '/api/auth/callback/google',
  },
  {
    route: 'POST /api/auth/callback/:id',
    cells: [302, 302, 302, 302, 302, 302],
    request: () => ({ url: '/api/auth/callback/google', json: {} }),
  },
  {
    route: 'POST /api/auth/sign-in/email',
    cells: [400, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/sign-in/email', json: {} }),
  },
  {
    route: 'POST /api/auth/sign-up/email',
    cells: [400, 400, 400, 400, 400, 400],
    request: () => ({
      url: '/api/auth/sign-up/email',
      json: { name: 'Asha', email: f.victim.email, password: 'new-secret-1' },
    }),
  },
  {
    route: 'POST /api/auth/send-verification-email',
    cells: [200, 400, 400, 400, 400, 400],
    // The visitor asks for an unknown address: an address may be asked for five times in a window (verificationMailsPerEmail).
    request: (who) => ({
      url: '/api/auth/send-verification-email',
      json: { email: who === 'visitor' ? 'nobody@example.test' : f.victim.email },
    }),
  },
  {
    route: 'GET /api/auth/verify-email',
    cells: [401, 401, 401, 401, 401, 401],
    request: () => '/api/auth/verify-email?token=not-a-token',
  },
  {
    route: 'POST /api/auth/request-password-reset',
    cells: [200, 200, 200, 200, 200, 200],
    request: (who) => ({
      url: '/api/auth/request-password-reset',
      json: { email: `${who}-nobody@example.test` },
    }),
  },
  {
    route: 'GET /api/auth/reset-password/:token',
    cells: [302, 302, 302, 302, 302, 302],
    request: () => '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password',
  },
  {
    route: 'POST /api/auth/reset-password',
    cells: [400, 400, 400, 400, 400, 400],
    request: () => ({
      url: '/api/auth/reset-password',
      json: { newPassword: 'new-secret-1', token: 'not-a-token' },
    }),
  },
  {
    route: 'POST /api/auth/verify-password',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/verify-password', json: { password: 'not-the-password' } }),
  },
  {
    route: 'POST /api/auth/change-password',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({
      url: '/api/auth/change-password',
      json: { currentPassword: 'not-the-password', newPassword: 'new-secret-1' },
    }),
  },
  // The victim's address: answered as if mailed (better-auth hides which addresses exist), nothing changes.
  {
    route: 'POST /api/auth/change-email',
    cells: [401, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/auth/change-email', json: { newEmail: f.victim.email } }),
  },
  {
    route: 'POST /api/auth/update-user',
    cells: [401, 200, 200, 200, 200, 200],
    request: (who) => ({ url: '/api/auth/update-user', json: { name: `Test ${who}`, id: f.victim.id } }),
  },
  {
    route: 'POST /api/auth/update-session',
    cells: [401, 400, 400, 400, 400, 400],
    request: () => ({ url: '/api/auth/update-session', json: {} }),
  },
  // Off in better-auth: accounts are deleted by DELETE /api/account.
  {
    route: 'POST /api/auth/delete-user',
    cells: [401, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/auth/delete-user', json: { password: testPassword } }),
  },
  {
    route: 'GET /api/auth/delete-user/callback',
    cells: [404, 404, 404, 404, 404, 404],
    request: () => '/api/auth/delete-user/callback?token=not-a-token',
  },
  // Someone else's token: answered like one's own (better-auth's way), and the session stays.
  {
    route: 'POST /api/auth/revoke-session',
    cells: [401, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/auth/revoke-session', json: { token: f.victimToken } }),
  },
  { route: 'POST /api/auth/revoke-other-sessions', cells: [401, 200, 200, 200, 200, 200] },
  // These end the caller's own sessions: everyone signs in again after.
  {
    route: 'POST /api/auth/revoke-sessions',
    cells: [401, 200, 200, 200, 200, 200],
    after: () => signInAgain(),
  },
  { route: 'POST /api/auth/sign-out', cells: [200, 200, 200, 200, 200, 200], after: () => signInAgain() },

  // Development and test helpers. The mailbox answers only its own machine (one loopback call below).
  {
    route: 'GET /api/dev/mailbox',
    cells: [404, 404, 404, 404, 404, 404],
    request: () => ({ url: '/api/dev/mailbox', remoteAddress: '203.0.113.9' }),
  },
  // Registered only when NODE_ENV=test (test-routes.api.test.ts shows it absent otherwise).
  {
    route: 'POST /api/test/users',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => ({ url: '/api/test/users', json: { role: 'buyer' } }),
  },
  // Support & Resources: the guides are public; a help request is its asker's and the team's.
  { route: 'GET /api/support/guides', cells: [200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/support/guides/:slug',
    cells: [200, 200, 200, 200, 200, 200],
    request: () => '/api/support/guides/iec',
  },
  { route: 'GET /api/support/requests', cells: [401, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/support/requests',
    cells: [401, 201, 201, 201, 201, 201],
    request: () => ({
      url: '/api/support/requests',
      json: { subject: 'Where is my IEC?', message: 'I applied a week ago and have heard nothing.' },
    }),
  },
  supportRow('GET /api/support/requests/:id', ownSupport),
  supportRow('POST /api/support/requests/:id/messages', ownSupport, { message: 'Any news?' }),
  supportRow('POST /api/support/requests/:id/close', ownSupport),
  { route: 'GET /api/admin/support', cells: teamSupport },
  { route: 'GET /api/admin/support/unread', cells: teamSupport },
  supportRow('GET /api/admin/support/:id', teamSupport),
  supportRow('POST /api/admin/support/:id/messages', teamSupport, { message: 'Apply on dgft.gov.in.' }),
  supportRow('POST /api/admin/support/:id/close', teamSupport),
];

/**
 * Ids a caller must never read in any answer: reports, others' claims and trade, hidden listings,
 * the victim's session (and, but for an admin, their account).
 */
function unseen(who: Who): string[] {
  const session = [f.victimToken];
  if (who === 'admin') return session;
  const victim = [...session, f.victim.id, f.victimAccount];
  if (who === 'owner') return [...victim, f.report];
  const owners = [...victim, f.report, f.claim, f.document, f.hiddenCatalog, f.hiddenProduct];
  return who === 'buyer' ? owners : [...owners, f.conversation, f.requirement, f.quote, f.photo];
}

/** All a call could change of the victim's account: user, profile, password and sessions. */
async function victimState() {
  const id = f.victim.id;
  return Promise.all([
    db().select().from(userRows).where(eq(userRows.id, id)),
    db().select().from(profiles).where(eq(profiles.id, id)),
    db().select().from(accounts).where(eq(accounts.userId, id)),
    db().select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.token)),
  ]);
}

/** New sessions for every signed-in caller, each from an address of its own. */
async function signInAgain() {
  for (const who of callers) {
    if (who === 'visitor') continue;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ctx.deps.config.publicUrl, 'x-forwarded-for': `10.16.0.${++signIns}` },
      payload: { email: users[who].email, password: users[who].password },
    });
    expect(res.statusCode, res.body).toBe(200);
    users[who].cookie = cookieFrom(res.headers['set-cookie']);
  }
}

async function send(who: Who, method: string, request: Request) {
  const headers: Record<string, string> = { origin: ctx.deps.config.publicUrl };
  // Each caller from its own address: the per-address write limits count them apart.
  if (!request.remoteAddress) headers['x-forwarded-for'] = `10.15.0.${callers.indexOf(who) + 1}`;
  if (who !== 'visitor') headers.cookie = users[who].cookie;
  let payload: string | Buffer | object | undefined;
  if (request.form) {
    const body = await multipart(request.form.details, request.form.files ?? []);
    payload = body.payload;
    Object.assign(headers, body.headers);
  } else if (request.raw) {
    payload = request.raw.data;
    headers['content-type'] = request.raw.type;
  } else payload = request.json as object | undefined;
  const { url, remoteAddress } = request;
  return ctx.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress });
}

beforeAll(async () => {
  const [buyer, otherBuyer, owner, otherSupplier, admin, victim, image] = await Promise.all([
    createTestUser(ctx, { role: 'buyer' }),
    createTestUser(ctx, { role: 'buyer' }),
    createTradingSupplier(ctx, { titles: ['Cotton poplin fabric', 'Cotton voile fabric'] }),
    createTradingSupplier(ctx, { titles: [] }),
    createTestUser(ctx, { role: 'admin' }),
    createTestUser(ctx, { role: 'buyer' }),
    sceneImage(7, { width: 160, height: 120 }),
  ]);
  Object.assign(users, { buyer, otherBuyer, owner, otherSupplier, admin });
  f.victim = victim;
  f.victimAccount = one(await db().select().from(accounts).where(eq(accounts.userId, victim.id))).id;
  f.victimToken = one(await db().select().from(sessions).where(eq(sessions.userId, victim.id))).token;
  const [catalog, spareCatalog] = owner.catalogIds as [string, string];
  Object.assign(f, { supplierId: owner.supplierId, catalog, spareCatalog, image });
  f.signature = await computeSignature(await decodeUpload(image));
  await givePaymentDetails(ctx, owner.supplierId);
  f.product = await newProduct();
  f.hiddenProduct = await newProduct(new Date());
  const saved = await send('owner', 'POST', {
    url: '/api/catalogs',
    form: { details: catalogForm(), files: [jpegPart(image)] },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  f.hiddenCatalog = saved.json().id;
  await db().update(catalogs).set({ hiddenAt: new Date() }).where(eq(catalogs.id, f.hiddenCatalog));
  const requirement = await newRequirement();
  f.requirement = requirement.id;
  f.quote = requirement.quote;

  const asked = await call(ctx, buyer, 'POST', '/api/inquiries', inquiry({ targetId: catalog }));
  f.conversation = asked.json().conversationId;
  const answered = await upload(
    ctx,
    owner,
    `/api/conversations/${f.conversation}/messages`,
    { body: 'We can.' },
    [image],
  );
  expect(answered.statusCode, answered.body).toBe(201);
  f.photo = one(
    await db().select({ id: tradeImages.id }).from(tradeImages).where(isNotNull(tradeImages.messageId)),
  ).id;
  const reviewed = await call(ctx, buyer, 'POST', `/api/suppliers/${owner.supplierId}/reviews`, {
    rating: 5,
    text: 'Fabric as described, shipped on time.',
  });
  f.review = reviewed.json().review.id;
  const reported = await call(ctx, buyer, 'POST', '/api/reports', {
    subject: 'catalog',
    id: spareCatalog,
    reason,
  });
  f.report = reported.json().id;

  const rcmc = { councilId: 'epch', number: 'EPCH/RCMC/2024/5521', expiresOn: daysFromNow(365) };
  const pdf = {
    name: 'document',
    filename: 'rcmc.pdf',
    type: 'application/pdf',
    data: Buffer.from('%PDF-1.4\n%%EOF\n'),
  };
  const claimed = await send('owner', 'POST', {
    url: '/api/trust/verification/rcmc',
    form: { details: rcmc, files: [pdf] },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
  f.document = claimed.json().claim.id;
  f.claim = one(
    await db()
      .insert(verificationClaims)
      .values({
        supplierId: owner.supplierId,
        kind: 'gst',
        number: '24AAPFU0939F1ZX',
        documentKey: `private/verification/${owner.supplierId}/gst`,
        documentType: 'application/pdf',
      })
      .returning({ id: verificationClaims.id }),
  ).id;

  // Someone for the admin to act on, made without a password (nothing signs in as them).
  f.stranger = `stranger${Date.now()}`;
  await db()
    .insert(userRows)
    .values({ id: f.stranger, name: 'Stranger', email: `${f.stranger}@example.test` });
  await db()
    .insert(profiles)
    .values({ id: f.stranger, role: 'buyer', fullName: 'Stranger', email: `${f.stranger}@example.test` });
});

describe('role matrix', () => {
  it('has a row for every API route and a route for every row', () => {
    const catchAll = `${authBasePath}/*`;
    const registered = [...routeTable(ctx.app, '/api/'), ...authRouteTable(ctx.app)]
      .filter((r) => r.url !== catchAll)
      .map((r) => `${r.method} ${r.url}`);
    const listed = rows.map((r) => r.route);
    const missing = registered.filter((r) => !listed.includes(r));
    const unknown = listed.filter((r) => !registered.includes(r));
    expect.soft(missing, 'routes without a row').toEqual([]);
    expect.soft(unknown, 'rows naming no route').toEqual([]);
    expect(new Set(listed).size, 'rows listed twice').toBe(listed.length);
  });

  for (const row of rows) {
    it(`${row.route}: ${row.cells.join(' ')}`, async () => {
      const [method, pattern] = row.route.split(' ') as [string, string];
      const statuses: number[] = [];
      const answers: string[] = [];
      const leaks: string[] = [];
      const victim = await victimState();
      for (const who of callers) {
        const request = (await row.request?.(who)) ?? pattern;
        const res = await send(who, method, typeof request === 'string' ? { url: request } : request);
        statuses.push(res.statusCode);
        answers.push(`${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        leaks.push(
          ...unseen(who)
            .filter((id) => res.body.includes(id))
            .map((id) => `${who} read ${id}`),
        );
      }
      await row.after?.();
      expect(statuses, answers.join('\n')).toEqual(row.cells);
      expect(leaks).toEqual([]);
      expect(await victimState(), "the victim's account changed").toEqual(victim);
    });
  }

  it('opens the development mailbox to a caller on this machine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists the accounts with their roles for an admin', async () => {
    for (const [who, role] of [
      ['buyer', 'buyer'],
      ['owner', 'supplier'],
      ['admin', 'admin'],
    ] as const) {
      const { email } = users[who];
      const res = await call(ctx, users.admin, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`);
      const listed = res.json().items as { email: string; role: string }[];
      expect(listed.map((u) => [u.email, u.role])).toEqual([[email, role]]);
    }
  });

  it('refuses a signed-in change that does not come from our pages', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: 'https://evil.example', cookie: users.buyer.cookie },
      payload: { fullName: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'This request did not come from the TradeSetu site and was refused.',
    );
  });
});
