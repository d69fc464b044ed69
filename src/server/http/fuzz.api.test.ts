import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../shared/orders/fy';
import { catalogs, products, reports, reviews, suppliers, verificationClaims } from '../db/schema';
import { upsertSupplierForUser } from '../modules/suppliers/service';
import { catalogForm, productForm } from '../testing/catalogs';
import { createTestUser, type TestUser } from '../testing/factories';
import {
  answerProblem,
  type Body,
  hostileBodies,
  pathSegment,
  type Sample,
  watchRowChanges,
} from '../testing/fuzz';
import { sceneImage } from '../testing/images';
import { jpegPart, type Part } from '../testing/multipart';
import { acceptForm, givePaymentDetails, orderIn } from '../testing/orders';
import { routeTable } from '../testing/route-table';
import { setupTestApp } from '../testing/test-app';
import { call, createTradingSupplier, daysFromNow, inquiry, requirementForm, upload } from '../testing/trade';

// Property-based tests of every write route the app registers (testing/route-table.ts), better-auth's
// POST endpoints included: hostile requests (testing/fuzz.ts) as the caller who passes the route's
// access check, with mutations of a request it accepts, must be answered below 500, a refusal in
// our `{ error: { code, message } }` shape and without changing a row (triggers report each
// request's own changes). 10,000 cases a run, spread over the routes; FUZZ_SEED varies them and
// FUZZ_ROUTE (part of a route's key) picks routes. PGlite only (see vitest.config.ts).

// A stand-in Apertium server (its API as translation/apertium.ts calls it) that echoes the text:
// without a provider POST /api/translate answers 503 before doing anything.
const apertium = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    const translatedText = new URLSearchParams(body).get('q');
    const responseData =
      req.url === '/listPairs' ? [{ sourceLanguage: 'eng', targetLanguage: 'hin' }] : { translatedText };
    res.end(JSON.stringify({ responseData, responseStatus: 200, responseDetails: null }));
  });
});
// Failed sign-ins of the fuzzed address would otherwise wait up to 8 s each (sign-in-guard.ts).
const env: Record<string, string> = { AUTH_SLOWDOWN_BASE_MS: '0' };
// Before the app's beforeAll, which reads `env`.
beforeAll(async () => {
  await new Promise<void>((resolve) => apertium.listen(0, '127.0.0.1', resolve));
  env.TRANSLATE_URL = `http://127.0.0.1:${(apertium.address() as AddressInfo).port}`;
});
afterAll(() => void apertium.close());
const ctx = setupTestApp(env);
const seed = Number(process.env.FUZZ_SEED ?? 15);
/** Part of a route's key (FUZZ_ROUTE='/api/catalogs') to fuzz only the routes that contain it. */
const only = process.env.FUZZ_ROUTE;
/** Cases per run in all, spread evenly over the routes. */
const minCases = 10_000;
const batchSize = 8;
/** Tables a refused request may change, and why. */
const mayChangeWhenRefused = [
  // Counters of the abuse limits: a route's per-address limit counts before the body is read, and
  // failed sign-ins and password-reset requests are counted whatever their answer.
  'rate_limits',
];

type Role = 'visitor' | 'buyer' | 'supplier' | 'admin';
const users = {} as Record<Exclude<Role, 'visitor'>, TestUser>;
/** The ids of what the routes act on, made in beforeAll. */
const f = {
  catalog: '',
  doomedCatalog: '',
  product: '',
  doomedProduct: '',
  supplier: '',
  conversation: '',
  blockedConversation: '',
  requirement: '',
  quotedRequirement: '',
  quote: '',
  review: '',
  report: '',
  claim: '',
  target: '',
  proposedOrder: '',
  confirmedOrder: '',
  cancelledOrder: '',
  invoicedOrder: '',
  dispatchedOrder: '',
  supportRequest: '',
};
let photo: Buffer;
const pdf = Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n');
const document = (): Part => ({ name: 'document', filename: 'cert.pdf', type: 'application/pdf', data: pdf });

interface Spec {
  /** Who passes the route's access check (admin passes every one). */
  as?: Role;
  /** A valid value for each path parameter. */
  params?: Record<string, () => string>;
  /** A request the route accepts, which mutations start from. */
  sample?: () => Sample;
}
const json = (value: unknown): Sample => ({ json: value });
const form = (details: unknown, files: Part[] = []): Sample => ({ multipart: { details, files } });
const id = (key: keyof typeof f) => ({ id: () => f[key] });
const reason = 'Spam, and the same text in every message.';

/** Every write route but better-auth's (below), keyed by Fastify's pattern. */
const specs: Record<string, Spec> = {
  // Never the caller's own address: accepted, the rest of the run would have no account.
  'DELETE /api/account': { as: 'buyer', sample: () => json({ confirmation: 'someone-else@example.test' }) },
  'DELETE /api/account/avatar': { as: 'buyer' },
  'PUT /api/account/avatar': { as: 'buyer', sample: () => ({ raw: { type: 'image/jpeg', data: photo } }) },
  // A buyer would become a supplier at the first case; a supplier is refused the same way ever after.
  'POST /api/account/become-supplier': { as: 'supplier' },
  'PUT /api/account/language': { as: 'buyer', sample: () => json({ language: 'hi' }) },
  'PATCH /api/account/profile': {
    as: 'buyer',
    sample: () => json({ fullName: 'Asha Rao', companyName: 'Rao Traders', phone: '+91 98765 43210' }),
  },
  // A taken address: accepted cases would each hash a password.
  'POST /api/account/register': {
    as: 'visitor',
    sample: () =>
      json({ fullName: 'Asha Rao', email: users.buyer.email, password: 'secret123', role: 'supplier' }),
  },
  'POST /api/admin/claims/:id/decision': {
    params: id('claim'),
    sample: () => json({ decision: 'reject', reason: 'The certificate is not readable.' }),
  },
  'POST /api/admin/reports/:id/decision': {
    params: id('report'),
    sample: () => json({ decision: 'uphold', action: 'warn', note: 'Please keep it civil.' }),
  },
  'POST /api/admin/reviews/:id': { params: id('review'), sample: () => json({ hidden: true }) },
  'POST /api/admin/users/:id': {
    params: id('target'),
    sample: () => json({ action: 'role', role: 'buyer' }),
  },
  'POST /api/catalogs': { as: 'supplier', sample: () => form(catalogForm(), [jpegPart(photo)]) },
  'DELETE /api/catalogs/:id': { as: 'supplier', params: id('doomedCatalog') },
  'PUT /api/catalogs/:id': {
    as: 'supplier',
    params: id('catalog'),
    sample: () => form(catalogForm(), [jpegPart(photo)]),
  },
  'POST /api/contact': {
    as: 'visitor',
    sample: () => json({ name: 'Asha', email: 'asha@example.test', company: 'Rao', message: 'Do you ship?' }),
  },
  'DELETE /api/conversations/:id/block': { as: 'buyer', params: id('blockedConversation') },
  'POST /api/conversations/:id/block': { as: 'buyer', params: id('blockedConversation') },
  'POST /api/conversations/:id/messages': {
    as: 'buyer',
    params: id('conversation'),
    sample: () => form({ body: 'Can you send a swatch?' }, [jpegPart(photo)]),
  },
  'POST /api/conversations/:id/read': { as: 'buyer', params: id('conversation') },
  'POST /api/conversations/:id/report': {
    as: 'buyer',
    params: id('conversation'),
    sample: () => json({ reason }),
  },
  'POST /api/inquiries': { as: 'buyer', sample: () => json(inquiry({ targetId: f.catalog })) },
  'POST /api/notifications/subscriptions': {
    as: 'buyer',
    sample: () =>
      json({
        endpoint: 'https://push.example.test/fuzz',
        keys: {
          p256dh: 'BGZGxpB3IyIXv_uJz4ae49jLWw0_QaA-J34U0Gg8_tBoK-7-EFxc27SpZzeuF_r_jVyDsN4PkD7M-Pzph4S_NZU',
          auth: 'AAAAAAAAAAAAAAAAAAAAAA',
        },
      }),
  },
  'DELETE /api/notifications/subscriptions': {
    as: 'buyer',
    sample: () => json({ endpoint: 'https://push.example.test/fuzz' }),
  },
  'PUT /api/notifications/settings': { as: 'buyer', sample: () => json({ kinds: ['orders'] }) },
  'POST /api/products': { as: 'supplier', sample: () => form(productForm(), [jpegPart(photo)]) },
  'DELETE /api/products/:id': { as: 'supplier', params: id('doomedProduct') },
  'PUT /api/products/:id': {
    as: 'supplier',
    params: id('product'),
    sample: () => form(productForm(), [jpegPart(photo)]),
  },
  'POST /api/quotes/:id/accept': { as: 'buyer', params: id('quote'), sample: () => json(acceptForm()) },
  'POST /api/orders': {
    as: 'supplier',
    sample: () =>
      json({
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
        terms: '50 % advance',
      }),
  },
  'POST /api/orders/:id/confirm': {
    as: 'buyer',
    params: id('proposedOrder'),
    sample: () => json({ buyerGstin: '' }),
  },
  'POST /api/orders/:id/invoice': {
    as: 'supplier',
    params: id('confirmedOrder'),
    sample: () => json({ invoiceDate: todayInIndia() }),
  },
  'POST /api/orders/:id/payments': {
    as: 'supplier',
    params: id('invoicedOrder'),
    sample: () =>
      json({ amount: '10.50', receivedOn: todayInIndia(), method: 'upi', reference: 'UTR123456789012' }),
  },
  'POST /api/orders/:id/dispatch': {
    as: 'supplier',
    params: id('invoicedOrder'),
    sample: () =>
      json({ transporter: 'VRL Logistics', consignmentNumber: 'LR-58213', dispatchedOn: todayInIndia() }),
  },
  'POST /api/orders/:id/receive': { as: 'buyer', params: id('dispatchedOrder') },
  'POST /api/orders/:id/problem': {
    as: 'buyer',
    params: id('dispatchedOrder'),
    sample: () => json({ reason }),
  },
  'POST /api/orders/:id/cancel': {
    as: 'buyer',
    params: id('cancelledOrder'),
    sample: () => json({ reason }),
  },
  'POST /api/quotes/:id/decline': { as: 'buyer', params: id('quote') },
  'POST /api/reports': {
    as: 'buyer',
    sample: () => json({ subject: 'catalog', id: f.catalog, reason }),
  },
  'POST /api/requirements': { as: 'buyer', sample: () => form(requirementForm(), [jpegPart(photo)]) },
  'POST /api/requirements/:id/close': { as: 'buyer', params: id('quotedRequirement') },
  'POST /api/requirements/:id/quotes': {
    as: 'supplier',
    params: id('requirement'),
    sample: () =>
      json({
        pricePerUnit: '78.50',
        hsn: '5208',
        gstRate: '500',
        moq: '500',
        leadTimeDays: '12',
        validUntil: daysFromNow(20),
        message: 'Ex-mill',
      }),
  },
  'POST /api/requirements/:id/report': {
    as: 'supplier',
    params: id('requirement'),
    sample: () => json({ reason }),
  },
  'POST /api/reviews/:id/reply': {
    as: 'supplier',
    params: id('review'),
    sample: () => json({ reply: 'Thank you!' }),
  },
  'POST /api/search/image': {
    as: 'visitor',
    sample: () => form(undefined, [{ ...jpegPart(photo), name: 'photo' }]),
  },
  'PUT /api/suppliers/me': {
    as: 'supplier',
    sample: () =>
      json({
        name: 'Fuzz Mills',
        description: 'Weavers and exporters of cotton fabric since 1990',
        city: 'Mumbai',
        state: 'Maharashtra',
        productCategories: ['textiles'],
        deliveryTime: '2 weeks',
      }),
  },
  'POST /api/suppliers/:id/reviews': {
    as: 'buyer',
    params: id('supplier'),
    sample: () => json({ rating: 4, text: 'Good packing and on time.' }),
  },
  'POST /api/support/requests': {
    as: 'buyer',
    sample: () =>
      json({ subject: 'Where is my IEC?', message: 'I applied a week ago and have heard nothing.' }),
  },
  'POST /api/support/requests/:id/messages': {
    as: 'buyer',
    params: id('supportRequest'),
    sample: () => json({ message: 'Any news?' }),
  },
  'POST /api/support/requests/:id/close': { as: 'buyer', params: id('supportRequest') },
  'POST /api/admin/support/:id/messages': {
    params: id('supportRequest'),
    sample: () => json({ message: 'Apply on dgft.gov.in.' }),
  },
  'POST /api/admin/support/:id/close': { params: id('supportRequest') },
  'POST /api/translate': {
    as: 'visitor',
    sample: () => json({ text: 'Cotton bedsheets', source: 'en', target: 'hi' }),
  },
  'POST /api/trust/verification/gst': {
    as: 'supplier',
    sample: () => form({ gstin: '27AAPFU0939F1ZV', iec: null }, [document()]),
  },
  'POST /api/trust/verification/rcmc': {
    as: 'supplier',
    sample: () =>
      form({ councilId: 'epch', number: 'EPCH/RCMC/2024/5521', expiresOn: daysFromNow(365) }, [document()]),
  },
  'POST /api/waitlist': {
    as: 'visitor',
    sample: () => json({ email: 'asha@example.test', phoneNumber: '+91 98765 43210' }),
  },
};

/** Samples for better-auth's endpoints (each fuzzed, whether listed here or not). */
const authSamples: Record<string, () => Sample> = {
  '/sign-in/email': () => json({ email: 'nobody@example.test', password: 'secret123' }),
  '/sign-up/email': () => json({ name: 'Asha', email: 'asha-new@example.test', password: 'secret123' }),
  '/request-password-reset': () => json({ email: 'nobody@example.test', redirectTo: '/reset-password' }),
  '/reset-password': () => json({ newPassword: 'secret1234', token: 'not-a-token' }),
  '/send-verification-email': () => json({ email: 'nobody@example.test' }),
};

/** Registered only under NODE_ENV=test, for the e2e fixtures: making accounts is all it does. */
const notFuzzed = ['POST /api/test/users'];

interface Target {
  key: string;
  method: string;
  url: string;
  as: Role;
  spec: Spec;
  sample?: () => Sample;
}

/** The app's write routes; better-auth's catch-all as one target per POST endpoint it serves. */
function targets(): Target[] {
  const write = routeTable(ctx.app, '/api/').filter((r) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
  );
  return write.flatMap((r): Target[] => {
    const key = `${r.method} ${r.url}`;
    if (notFuzzed.includes(key)) return [];
    if (r.url !== '/api/auth/*') {
      const spec = specs[key] ?? {};
      return [{ key, method: r.method, url: r.url, as: spec.as ?? 'admin', spec, sample: spec.sample }];
    }
    const endpoints = Object.values(ctx.app.auth.api) as { path?: string; options?: { method?: unknown } }[];
    return endpoints
      .filter((e) => e.path && [e.options?.method].flat().includes(r.method))
      .map((e) => ({
        key: `${r.method} /api/auth${e.path}`,
        method: r.method,
        url: `/api/auth${e.path}`,
        // As a visitor: signed in, sign-out and revoke-sessions would end the session the other cases use.
        as: 'visitor',
        spec: {},
        sample: authSamples[e.path as string],
      }));
  });
}

let changes: Awaited<ReturnType<typeof watchRowChanges>>;
/** Each case comes from its own address, so per-address limits never answer before the route. */
let ip = 0;

beforeAll(async () => {
  const { db } = ctx.deps.database;
  // Together: the time is password hashing, which runs beside the main thread.
  const [buyer, admin, seller, target] = await Promise.all([
    createTestUser(ctx),
    createTestUser(ctx, { role: 'admin' }),
    createTradingSupplier(ctx, { titles: ['Cotton poplin fabric', 'Cotton voile'] }),
    // Someone for the admin routes to act on: suspended or demoted, they take no session the
    // other cases use.
    createTestUser(ctx, { verified: false }),
  ]);
  Object.assign(users, { buyer, admin, supplier: seller });
  photo = await sceneImage(1, { width: 48, height: 36 });
  [f.catalog = '', f.doomedCatalog = ''] = seller.catalogIds;
  f.supplier = seller.supplierId;
  const listing = {
    description: 'Made to order',
    category: 'furniture',
    priceMin: '10',
    priceMax: '20',
    moq: 10,
  };
  [f.product = '', f.doomedProduct = ''] = (
    await db
      .insert(products)
      .values([1, 2].map((n) => ({ ...listing, userId: seller.id, title: `Brass diya set ${n}` })))
      .returning({ id: products.id })
  ).map((r) => r.id);
  const inquire = async (targetId?: string) =>
    (await call(ctx, users.buyer, 'POST', '/api/inquiries', inquiry({ targetId }))).json().conversationId;
  f.conversation = await inquire(f.catalog);
  const require = async () =>
    (await upload(ctx, users.buyer, '/api/requirements', requirementForm())).json().id;
  f.requirement = await require();
  f.quotedRequirement = await require();
  const quoted = await call(ctx, users.supplier, 'POST', `/api/requirements/${f.quotedRequirement}/quotes`, {
    pricePerUnit: '80',
    hsn: '5208',
    gstRate: '500',
    moq: '100',
    leadTimeDays: '10',
    validUntil: daysFromNow(20),
  });
  f.quote = quoted.json().quote.id;
  await givePaymentDetails(ctx, seller.supplierId);
  const parties = { buyerId: users.buyer.id, supplierUserId: seller.id, supplierId: seller.supplierId };
  f.proposedOrder = await orderIn(ctx, parties, 'proposed');
  f.confirmedOrder = await orderIn(ctx, parties, 'confirmed');
  f.cancelledOrder = await orderIn(ctx, parties, 'confirmed');
  f.invoicedOrder = await orderIn(ctx, parties, 'invoiced');
  f.dispatchedOrder = await orderIn(ctx, parties, 'dispatched');

  // The target's business: the claim to decide, the supplier the buyer blocks and unblocks
  // (blocking is between two people), the review reported.
  f.target = target.id;
  await upsertSupplierForUser(db, { userId: target.id, name: 'Target Exports' });
  const [business] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.userId, target.id));
  const businessId = business?.id ?? '';
  const [targetCatalog] = await db
    .insert(catalogs)
    .values({
      ...listing,
      userId: target.id,
      title: 'Coir mats',
      itemNumber: 'T-2',
      material: 'Coir',
      template: 'basic',
    })
    .returning({ id: catalogs.id });
  f.blockedConversation = await inquire(targetCatalog?.id);
  const [review, reported] = await db
    .insert(reviews)
    .values([
      { supplierId: seller.supplierId, buyerId: users.buyer.id, rating: 4, text: 'Good packing, on time.' },
      { supplierId: seller.supplierId, buyerId: target.id, rating: 1, text: 'Rude and late, avoid.' },
    ])
    .returning({ id: reviews.id });
  f.review = review?.id ?? '';
  const [report] = await db
    .insert(reports)
    .values({ reporterId: users.buyer.id, reportedUserId: target.id, reviewId: reported?.id, reason })
    .returning({ id: reports.id });
  f.report = report?.id ?? '';
  const [claim] = await db
    .insert(verificationClaims)
    .values({
      supplierId: businessId,
      kind: 'gst',
      number: '27AAPFU0939F1ZV',
      documentKey: `private/verification/${businessId}/doc`,
      documentType: 'application/pdf',
    })
    .returning({ id: verificationClaims.id });
  f.claim = claim?.id ?? '';
  f.supportRequest = (
    await call(ctx, buyer, 'POST', '/api/support/requests', {
      subject: 'Where is my IEC?',
      message: 'I applied a week ago and have heard nothing.',
    })
  ).json().id;
  for (const [key, value] of Object.entries(f)) expect(value, key).toBeTruthy();
  changes = await watchRowChanges(ctx.deps.database, mayChangeWhenRefused);
});
afterAll(() => changes?.stop());

interface Case {
  params: Record<string, string>;
  body: Body;
  origin?: string;
  language?: string;
}
/** A case as fast-check and the failures print it: long payloads cut short. */
function describeCase(c: Case) {
  const payload = String(c.body.payload ?? '');
  const short = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} characters)` : payload;
  return JSON.stringify({ ...c, body: { ...c.body, payload: short } });
}

function caseFor(target: Target): fc.Arbitrary<Case> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const [, name = ''] of target.url.matchAll(/:(\w+)/g))
    params[name] = pathSegment(target.spec.params?.[name]?.() ?? '00000000-0000-4000-8000-000000000000');
  return fc
    .record({
      params: fc.record(params),
      body: hostileBodies(target.sample?.() ?? { none: true }, photo),
      origin: fc.constantFrom(
        ctx.deps.config.publicUrl,
        ctx.deps.config.publicUrl,
        undefined,
        'https://evil.example',
      ),
      language: fc.constantFrom(undefined, 'hi', 'ta-IN,ta;q=0.9', '*', 'xx;q=abc', 'a'.repeat(500)),
    })
    .map((c) => Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) }));
}

async function send(target: Target, c: Case) {
  ip++;
  const cookie = target.as === 'visitor' ? undefined : users[target.as].cookie;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  };
  if (cookie) headers.cookie = cookie;
  if (c.origin) headers.origin = c.origin;
  if (c.language) headers['accept-language'] = c.language;
  if (c.body.type !== undefined) headers['content-type'] = c.body.type;
  const answer = ctx.app.inject({
    method: target.method as 'POST',
    url: target.url.replace(/:(\w+)/g, (_, name: string) => c.params[name] ?? ''),
    headers,
    ...(c.body.payload === undefined ? {} : { payload: c.body.payload }),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${target.key}: no answer within 10 s to ${describeCase(c)}`)),
      10_000,
    );
  });
  return Promise.race([answer, hang]).finally(() => clearTimeout(timer));
}

describe('fuzzing every write route', () => {
  it('has a sample request for every write route, and none for a route that is gone', () => {
    const keys = targets().map((t) => t.key);
    expect(keys.filter((k) => !k.startsWith('POST /api/auth/') && !specs[k])).toEqual([]);
    expect(Object.keys(specs).filter((k) => !keys.includes(k))).toEqual([]);
    expect(Object.keys(authSamples).filter((p) => !keys.includes(`POST /api/auth${p}`))).toEqual([]);
  });

  // Before the fuzz, which decides the claim: what fuzzing found once, each answered 500, outside
  // our shape, or never.
  it('answers the requests that once broke it, in our error shape', async () => {
    const asJson = (value: unknown): Body => ({
      kind: 'found',
      type: 'application/json',
      payload: JSON.stringify(value),
    });
    const found: [string, Record<string, string>, Body][] = [
      // NUL, which PostgreSQL text cannot hold.
      ['PATCH /api/account/profile', {}, asJson({ fullName: 'Asha\u0000' })],
      // Half a surrogate pair, which PostgreSQL JSON (the audit entry) cannot hold.
      [
        'POST /api/admin/claims/:id/decision',
        { id: f.claim },
        asJson({ decision: 'reject', reason: 'Unreadable \udc00' }),
      ],
      // Nesting too deep to write back as JSON for better-auth.
      [
        'POST /api/auth/sign-out',
        {},
        { kind: 'found', type: 'application/json', payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
      ],
      // A path better-auth does not know, answered with an empty text.
      ['POST /api/auth/callback/:id', { id: '..' }, asJson({})],
      // The router's own refusals: a malformed address, a parameter over 100 characters.
      ['DELETE /api/catalogs/:id', { id: '%' }, { kind: 'found' }],
      ['DELETE /api/catalogs/:id', { id: 'x'.repeat(101) }, { kind: 'found' }],
      // A form part with a bare CR in its header and more than a stream buffer after it: busboy
      // stopped reading and the request was never answered.
      [
        'POST /api/requirements',
        {},
        {
          kind: 'found',
          type: 'multipart/form-data; boundary=b',
          payload: `--b\r\nContent-Disposition: form-data; name="a\rb"\r\n\r\n${'x'.repeat(70_000)}\r\n--b--\r\n`,
        },
      ],
    ];
    for (const [key, params, body] of found) {
      const target = targets().find((t) => t.key === key) as Target;
      const c = { params, body, origin: ctx.deps.config.publicUrl };
      const { result: res, changed } = await changes.during(() => send(target, c));
      expect.soft(answerProblem(res), key).toBeUndefined();
      expect.soft(res.statusCode, key).toBeGreaterThanOrEqual(400);
      expect.soft(changed, key).toEqual([]);
    }
  });

  it('answers every hostile request below 500 in our error shape, and a refusal changes no row', async () => {
    const all = targets();
    const batches = Math.ceil(minCases / (all.length * batchSize));
    const failures: string[] = [];
    const lines: string[] = [];
    let total = 0;
    // Each route's seed is FUZZ_SEED plus its place in the full list, also when FUZZ_ROUTE picks it.
    for (const [i, target] of all.entries()) {
      if (only && !target.key.includes(only)) continue;
      const kinds = new Map<string, number>();
      const start = performance.now();
      const details = await fuzz(target, seed + i, batches, (kind) =>
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1),
      );
      if (details.failed) failures.push(fc.defaultReportMessage(details) ?? target.key);
      const n = [...kinds.values()].reduce((a, b) => a + b, 0);
      const ms = Math.round(performance.now() - start);
      const byKind = [...kinds].map((k) => k.join(' ')).join(', ');
      lines.push(`${String(n).padStart(5)} ${String(ms).padStart(5)} ms  ${target.key}  (${byKind})`);
      total += n;
    }
    console.log(`fuzz, seed ${seed}: ${total} cases over ${lines.length} routes\n${lines.join('\n')}`);
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(only ? 0 : minCases);
  }, 180_000);
});

const failure = (target: Target, c: Case, res: { statusCode: number; body: string }, problem: string) =>
  new Error(`${target.key}: ${problem}\n${res.body.slice(0, 500)}\nrequest: ${describeCase(c)}`);

/**
 * One property run over a route, in batches of requests sent together: PGlite answers one query at
 * a time, but the rest of the work and the waits (password hashing, better-auth's 500 ms floor)
 * overlap. fast-check reports the batch with the seed and path that replay it; the error names the
 * request. No shrinking: the app's state has moved on since, and the request is named already.
 */
async function fuzz(target: Target, runSeed: number, batches: number, tally: (kind: string) => void) {
  const batch = fc.array(caseFor(target), { minLength: batchSize, maxLength: batchSize });
  return fc.check(
    fc.asyncProperty(batch, async (cases) => {
      const sent = await Promise.all(
        cases.map(async (c) => ({ c, ...(await changes.during(() => send(target, c))) })),
      );
      for (const { c, result: res, changed } of sent) {
        tally(c.body.kind);
        const problem =
          answerProblem(res) ??
          (res.statusCode >= 400 && changed.length
            ? `refused, yet changed rows: ${changed.join(', ')}`
            : undefined);
        if (problem) throw failure(target, c, res, problem);
      }
    }),
    { seed: runSeed, numRuns: batches, includeErrorInReport: true, endOnFailure: true },
  );
}
