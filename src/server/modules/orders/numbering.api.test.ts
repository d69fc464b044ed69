import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../shared/orders/fy';
import { invoiceSeries, orderPayments, orders, suppliers } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { confirmedOrder, givePaymentDetails } from '../../testing/orders';
import { statusTally } from '../../testing/parallel';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier } from '../../testing/trade';

// Requests sent at once: invoice numbers stay one gap-free series, payments never overpay.
const ctx = setupTestApp();
let parties: { buyerId: string; supplierUserId: string; supplierId: string };
let seller: Awaited<ReturnType<typeof createTradingSupplier>>;

beforeAll(async () => {
  const buyer = await createTestUser(ctx);
  seller = await createTradingSupplier(ctx, { name: 'Ravi Textiles' });
  await givePaymentDetails(ctx, seller.supplierId);
  parties = { buyerId: buyer.id, supplierUserId: seller.id, supplierId: seller.supplierId };
});

const invoice = (id: string) =>
  call(ctx, seller, 'POST', `/api/orders/${id}/invoice`, { invoiceDate: todayInIndia() });
const pay = (id: string, amount: string, reference: string) =>
  call(ctx, seller, 'POST', `/api/orders/${id}/payments`, {
    amount,
    receivedOn: todayInIndia(),
    method: 'upi',
    reference,
  });
const sequences = async () =>
  (
    await ctx.deps.database.db
      .select({ seq: orders.invoiceSeq })
      .from(orders)
      .where(and(eq(orders.supplierId, seller.supplierId), sql`${orders.invoiceSeq} is not null`))
  )
    .map((r) => r.seq)
    .sort((a, b) => (a as number) - (b as number));

describe('invoice numbers', () => {
  it('50 issued at once take 1..50; one failing after taking its number gives it back', async () => {
    const { db } = ctx.deps.database;
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await confirmedOrder(ctx, parties)).id);
    const doomed = (await confirmedOrder(ctx, parties)).id;
    // A fault in the invoicing transaction after the number is taken: writing the number fails.
    await db.execute(
      sql.raw(`create function fail_invoice() returns trigger language plpgsql as $$
        begin if new.invoice_number is not null then raise exception 'disk full'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_invoice before update on orders for each row
        when (new.id = '${doomed}') execute function fail_invoice()`),
    );
    const answers = await Promise.all([...ids, doomed].map(invoice));
    expect(statusTally(answers)).toEqual({ 200: 50, 500: 1 });
    expect(await sequences()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const numbers = answers.filter((a) => a.statusCode === 200).map((a) => a.json().order.invoice.number);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers).toContain(`RT/${numbers[0].split('/')[1]}/0050`);

    await db.execute(sql.raw('drop trigger fail_invoice on orders'));
    await db.execute(sql.raw('drop function fail_invoice'));
    expect((await invoice(doomed)).json().order.invoice.number).toMatch(/\/0051$/);

    // The same order invoiced twice at once: one invoice, one number.
    const twice = (await confirmedOrder(ctx, parties)).id;
    expect(statusTally(await Promise.all([invoice(twice), invoice(twice)]))).toEqual({ 200: 1, 409: 1 });
    const [series] = await db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.supplierId, seller.supplierId));
    expect(series?.lastNumber).toBe(52);
    expect(await sequences()).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });

  it('past what 16 characters hold, says to shorten the prefix and changes nothing', async () => {
    const { db } = ctx.deps.database;
    const other = await createTradingSupplier(ctx, { name: 'Long Prefix Mills' });
    await givePaymentDetails(ctx, other.supplierId);
    await db.update(suppliers).set({ invoicePrefix: 'LPM' }).where(eq(suppliers.id, other.supplierId));
    const orderOf = { ...parties, supplierUserId: other.id, supplierId: other.supplierId };
    const last = (await confirmedOrder(ctx, orderOf)).id;
    const next = (await confirmedOrder(ctx, orderOf)).id;
    const issue = (id: string) =>
      call(ctx, other, 'POST', `/api/orders/${id}/invoice`, { invoiceDate: todayInIndia() });
    expect((await issue(last)).statusCode).toBe(200);
    // 'LPM/2026-27/9999' is 16 characters; 10000 would be 17.
    await db
      .update(invoiceSeries)
      .set({ lastNumber: 9998 })
      .where(eq(invoiceSeries.supplierId, other.supplierId));
    const ninety = (await confirmedOrder(ctx, orderOf)).id;
    expect((await issue(ninety)).json().order.invoice.number).toMatch(/^LPM\/\d{4}-\d{2}\/9999$/);
    const refused = await issue(next);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      invoiceDate:
        'Your invoice numbers for this year no longer fit in 16 characters: shorten the invoice prefix in Business details.',
    });
    const [still] = await db.select().from(orders).where(eq(orders.id, next));
    expect(still?.status).toBe('confirmed');
    const [series] = await db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.supplierId, other.supplierId));
    expect(series?.lastNumber).toBe(9999);
  });
});

describe('payments', () => {
  it('sent at once never add up to more than the total, nor record one reference twice', async () => {
    const { db } = ctx.deps.database;
    // 100 m × ₹80 + 5 % GST = ₹8,400.
    const id = (await confirmedOrder(ctx, parties)).id;
    await invoice(id);
    const answers = await Promise.all([
      pay(id, '4200', 'UTR000000000001'),
      pay(id, '4200', 'UTR000000000002'),
      pay(id, '4200', 'UTR000000000003'),
    ]);
    expect(statusTally(answers)).toEqual({ 200: 2, 400: 1 });
    expect(answers.find((a) => a.statusCode === 400)?.json().error.fields).toEqual({
      amount: 'The amount is more than what is due (₹0.00).',
    });
    const [paid] = await db.select().from(orders).where(eq(orders.id, id));
    expect(paid?.paidPaise).toBe(8400_00);
    expect(await db.select().from(orderPayments).where(eq(orderPayments.orderId, id))).toHaveLength(2);

    const other = (await confirmedOrder(ctx, parties)).id;
    await invoice(other);
    const same = await Promise.all([
      pay(other, '100', 'UTR000000000009'),
      pay(other, '200', 'UTR000000000009'),
    ]);
    expect(statusTally(same)).toEqual({ 200: 1, 400: 1 });
    const [once] = await db.select().from(orders).where(eq(orders.id, other));
    const [recorded] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, other));
    expect(once?.paidPaise).toBe(recorded?.amountPaise);
  });
});
