import { eq, sql } from 'drizzle-orm';
import type { Category } from '../../shared/catalogs/constants';
import type { InquiryInput, RequirementInput } from '../../shared/trade/schema';
import { catalogs, outbox, suppliers, verificationClaims } from '../db/schema';
import { upsertSupplierForUser } from '../modules/suppliers/service';
import { refreshTrust } from '../modules/trust/refresh';
import { createTestUser, type TestUser } from './factories';
import { jpegPart, multipart } from './multipart';
import type { TestContext } from './test-app';

export type Caller = TestUser | null;

/** A JSON (or empty) request as a signed-in user, or as a visitor when `user` is null. */
export function call(ctx: TestContext, user: Caller, method: string, url: string, payload?: unknown) {
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: ctx.deps.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A multipart request: `details` JSON and photo files. */
export async function upload(
  ctx: TestContext,
  user: Caller,
  url: string,
  details: unknown,
  photos: Buffer[] = [],
) {
  const body = await multipart(details, photos.map(jpegPart));
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, origin: ctx.deps.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
  });
}

export function inquiry(over: Partial<InquiryInput> = {}): InquiryInput {
  return {
    targetKind: 'catalog',
    targetId: '',
    quantity: '500',
    unit: 'metres',
    targetPrice: '85',
    deliveryLocation: 'Surat, Gujarat',
    message: 'Please quote for 500 metres of cotton poplin, white.',
    ...over,
  };
}

/** A needed-by date `days` from today (UTC). */
export const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function requirementForm(over: Partial<RequirementInput> = {}): RequirementInput {
  return {
    product: 'Cotton poplin fabric',
    category: 'textiles',
    quantity: '2000',
    unit: 'metres',
    priceMin: '60',
    priceMax: '90',
    deliveryLocation: 'Ahmedabad, Gujarat',
    neededBy: daysFromNow(30),
    details: 'White, 40s count, 120 GSM',
    ...over,
  };
}

/** Mails kept for an address, oldest first. */
export async function mailsTo(ctx: TestContext, email: string) {
  return ctx.deps.database.db
    .select()
    .from(outbox)
    .where(sql`${outbox.to} = ${email}`)
    .orderBy(outbox.createdAt);
}

/** How many rows a table has (to show that a refused request changed nothing). */
export async function rowCount(ctx: TestContext, table: string) {
  const result = await ctx.deps.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

/** A signed-in supplier with a directory profile and catalogs with the given titles. */
export async function createTradingSupplier(
  ctx: TestContext,
  opts: {
    name?: string;
    state?: string;
    titles?: string[];
    category?: Category;
    verified?: boolean;
  } = {},
) {
  const user = await createTestUser(ctx, { role: 'supplier', fullName: opts.name ?? 'Supplier person' });
  const { db } = ctx.deps.database;
  await upsertSupplierForUser(db, {
    userId: user.id,
    name: opts.name ?? `Mill ${user.id.slice(0, 6)}`,
    description: 'Weavers and exporters of cotton fabric',
    city: 'Surat',
    state: opts.state ?? 'Gujarat',
  });
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.userId, user.id));
  // Verified the way the app verifies: an approved GSTIN (a forced level is undone by the next
  // trust refresh, which the hourly figures run may start during a test).
  if (opts.verified && row) {
    await db.insert(verificationClaims).values({
      supplierId: row.id,
      kind: 'gst',
      number: '27AAPFU0939F1ZV',
      documentKey: 'private/verification/test.pdf',
      documentType: 'application/pdf',
      status: 'approved',
      reviewedAt: new Date(),
    });
    await refreshTrust(db, row.id);
  }
  const catalogIds: string[] = [];
  for (const title of opts.titles ?? []) {
    const [c] = await db
      .insert(catalogs)
      .values({
        userId: user.id,
        title,
        description: 'Made to order for a test',
        itemNumber: 'T-1',
        material: 'Cotton',
        category: opts.category ?? 'textiles',
        template: 'basic',
        moq: 100,
        priceMin: '10.00',
        priceMax: '20.00',
      })
      .returning({ id: catalogs.id });
    if (c) catalogIds.push(c.id);
  }
  return { ...user, supplierId: row?.id as string, catalogIds };
}
