import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../shared/orders/fy';
import type { Order, OrderList } from '../../../shared/orders/schema';
import type { Requirement } from '../../../shared/trade/schema';
import { quotes, reports, suppliers } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/factories';
import { acceptForm, givePaymentDetails } from '../../testing/orders';
import { setupTestApp } from '../../testing/test-app';
import {
  call,
  createTradingSupplier,
  daysFromNow,
  inquiry,
  mailsTo,
  requirementForm,
  rowCount,
  upload,
} from '../../testing/trade';

// An order from a quote to delivery, and a proforma from a conversation; who may see and do what.
const ctx = setupTestApp();
type Seller = Awaited<ReturnType<typeof createTradingSupplier>>;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;
let seller: Seller;

beforeAll(async () => {
  buyer = await createTestUser(ctx, { fullName: 'Asha Buyer' });
  otherBuyer = await createTestUser(ctx);
  admin = await createTestUser(ctx, { role: 'admin' });
  seller = await createTradingSupplier(ctx, {
    name: 'Ahmedabad Poplin House',
    titles: ['Cotton poplin fabric, 120 GSM'],
    verified: true,
  });
});

const order = async (who: TestUser, id: string) => {
  const res = await call(ctx, who, 'GET', `/api/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { order: Order }).order;
};
const act = (who: TestUser, id: string, step: string, body?: unknown) =>
  call(ctx, who, 'POST', `/api/orders/${id}/${step}`, body);
const subjects = async (who: TestUser) => (await mailsTo(ctx, who.email)).map((m) => m.subject);
const trustScore = async () =>
  (await ctx.deps.database.db.select().from(suppliers).where(eq(suppliers.id, seller.supplierId)))[0]
    ?.trustScore;

/** A quote of ₹78.50 a metre (5 % GST) for 2,000 metres, sent to the buyer. */
async function quoted() {
  const posted = await upload(ctx, buyer, '/api/requirements', requirementForm());
  const requirementId = posted.json().id as string;
  const sent = await call(ctx, seller, 'POST', `/api/requirements/${requirementId}/quotes`, {
    pricePerUnit: '78.50',
    hsn: '5208',
    gstRate: '500',
    moq: '500',
    leadTimeDays: '12',
    validUntil: daysFromNow(20),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const detail = (await call(ctx, buyer, 'GET', `/api/requirements/${requirementId}`)).json() as {
    requirement: Requirement;
  };
  return detail.requirement.quoteList[0]?.id as string;
}

describe('an order from an accepted quote', () => {
  it('goes from the quote to a GST invoice, two payments, dispatch and delivery; both sides emailed', async () => {
    const quoteId = await quoted();
    const bad = await call(ctx, buyer, 'POST', `/api/quotes/${quoteId}/accept`, {
      ...acceptForm(),
      buyerGstin: '24AAPFU0939F1ZX',
      deliveryPincode: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      buyerGstin:
        'The last character of this GSTIN does not match its check character. Check it for a typing mistake.',
      deliveryPincode: 'Enter the delivery PIN code.',
    });
    expect(await rowCount(ctx, 'orders')).toBe(0);

    const accepted = await call(ctx, buyer, 'POST', `/api/quotes/${quoteId}/accept`, acceptForm());
    expect(accepted.statusCode, accepted.body).toBe(200);
    const id = accepted.json().orderId as string;
    expect(accepted.json().quote.status).toBe('accepted');

    // 2,000 m × ₹78.50 = ₹1,57,000; within Gujarat: CGST 2.5 % + SGST 2.5 %.
    const placed = await order(buyer, id);
    expect(placed).toMatchObject({
      side: 'buyer',
      status: 'confirmed',
      totals: {
        supply: 'intra',
        taxablePaise: 157_000_00,
        cgstPaise: 3925_00,
        sgstPaise: 3925_00,
        totalPaise: 164_850_00,
      },
      amountInWords: 'Rupees One Lakh Sixty-Four Thousand Eight Hundred Fifty Only',
      ewayBillRequired: true,
      actions: ['cancel'],
      upi: null,
    });
    expect((await order(seller, id)).actions).toEqual(['invoice', 'cancel']);
    expect((await order(admin, id)).actions).toEqual([]);
    expect((await call(ctx, otherBuyer, 'GET', `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await act(buyer, id, 'invoice', { invoiceDate: todayInIndia() })).statusCode).toBe(404);
    expect((await act(admin, id, 'cancel', { reason: 'Moderator cancels' })).statusCode).toBe(404);

    const noAddress = await act(seller, id, 'invoice', { invoiceDate: todayInIndia() });
    expect(noAddress.json().error.fields).toEqual({
      invoiceDate: 'Add your business address and state in Business details before issuing an invoice.',
    });
    await givePaymentDetails(ctx, seller.supplierId);
    const invoiced = await act(seller, id, 'invoice', { invoiceDate: todayInIndia() });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    const invoice = (invoiced.json() as { order: Order }).order;
    expect(invoice.invoice?.number).toMatch(/^APH\/\d{4}-\d{2}\/0001$/);
    expect(invoice.parties.seller).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      stateCode: '24',
      upiVpa: 'mill@okaxis',
    });
    expect(invoice.upi?.link).toContain('am=164850.00');

    const pdf = await call(ctx, buyer, 'GET', `/api/orders/${id}/invoice.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(ctx, admin, 'GET', `/api/orders/${id}/invoice.pdf`)).statusCode).toBe(404);
    expect((await call(ctx, seller, 'GET', `/api/orders/${id}/invoice.json`)).json().error.message).toBe(
      "This invoice has no e-invoice: that needs the supplier's GSTIN, and the buyer's GSTIN or an export.",
    );

    const pay = (amount: string, reference: string, method = 'upi') =>
      act(seller, id, 'payments', { amount, receivedOn: todayInIndia(), method, reference });
    expect((await pay('1,00,000', 'UTR123456789012')).statusCode).toBe(200);
    expect((await pay('10', 'utr123456789012')).json().error.fields).toEqual({
      reference: 'A payment with this reference is already recorded for this order.',
    });
    expect((await pay('64850.01', 'UTR999999999999')).json().error.fields).toEqual({
      amount: 'The amount is more than what is due (₹64,850.00).',
    });
    const paid = (await pay('50000', 'HDFCN52026112700001', 'bank')).json().order as Order;
    expect(paid).toMatchObject({ paidPaise: 150_000_00, duePaise: 14_850_00 });
    expect(paid.upi?.link).toContain('am=14850.00');

    const dispatch = {
      transporter: 'VRL Logistics',
      consignmentNumber: 'LR-58213',
      dispatchedOn: todayInIndia(),
    };
    expect((await act(seller, id, 'dispatch', dispatch)).json().error.fields).toEqual({
      ewayBill: 'Enter the e-way bill number: it is required for goods worth more than ₹50,000.',
    });
    expect((await act(seller, id, 'dispatch', { ...dispatch, ewayBill: '1812 3456 7890' })).statusCode).toBe(
      200,
    );
    expect((await act(seller, id, 'cancel', { reason: 'Too late now' })).statusCode).toBe(409);

    const before = await trustScore();
    const received = (await act(buyer, id, 'receive')).json().order as Order;
    expect(received.status).toBe('delivered');
    expect(await trustScore()).toBeGreaterThan(before as number);
    expect(received.events.map((e) => [e.kind, e.actorName])).toEqual([
      ['confirmed', 'Asha Buyer'],
      ['invoiced', 'Ahmedabad Poplin House'],
      ['payment', 'Ahmedabad Poplin House'],
      ['payment', 'Ahmedabad Poplin House'],
      ['dispatched', 'Ahmedabad Poplin House'],
      ['delivered', 'Asha Buyer'],
    ]);
    expect(received.events[2]?.details).toEqual({
      amountPaise: 100_000_00,
      method: 'upi',
      reference: 'UTR123456789012',
    });

    expect(await subjects(seller)).toEqual(
      expect.arrayContaining(['Order confirmed: Cotton poplin fabric', 'Delivered: Cotton poplin fabric']),
    );
    expect(await subjects(buyer)).toEqual(
      expect.arrayContaining([
        `Tax invoice ${invoice.invoice?.number} for Cotton poplin fabric`,
        'Payment of ₹1,00,000.00 recorded',
        'Payment of ₹50,000.00 recorded',
        'Your order of Cotton poplin fabric is on its way',
      ]),
    );

    // A problem after delivery reaches the admins' reports, once.
    expect((await act(buyer, id, 'problem', { reason: 'Twenty metres short' })).statusCode).toBe(200);
    expect((await act(buyer, id, 'problem', { reason: 'Twenty metres short' })).statusCode).toBe(409);
    const [report] = await ctx.deps.database.db.select().from(reports).where(eq(reports.orderId, id));
    expect(report).toMatchObject({
      reportedUserId: seller.id,
      reason: 'Twenty metres short',
      status: 'open',
    });
    const queue = (await call(ctx, admin, 'GET', '/api/admin/reports?status=open')).json();
    expect(queue.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'order',
          subjectPath: `/orders/${id}`,
          subjectLabel: invoice.invoice?.number,
        }),
      ]),
    );

    const list = (await call(ctx, seller, 'GET', '/api/orders?status=delivered')).json() as OrderList;
    expect(list).toMatchObject({ side: 'supplier', page: 1, pageCount: 1 });
    expect(list.counts).toMatchObject({ delivered: 1, all: 1 });
    expect(list.orders[0]).toMatchObject({
      id,
      otherName: 'Asha Fabrics',
      firstItem: 'Cotton poplin fabric',
      itemCount: 1,
      duePaise: 14_850_00,
    });
    expect((await call(ctx, buyer, 'GET', '/api/orders')).json().orders[0].otherName).toBe(
      'Ahmedabad Poplin House',
    );
    const figures = { open: 0, delivered: 1, duePaise: 14_850_00 };
    expect((await call(ctx, seller, 'GET', '/api/account/dashboard')).json().orders.supplier).toEqual(
      figures,
    );
    expect((await call(ctx, buyer, 'GET', '/api/account/dashboard')).json().orders).toEqual({
      buyer: figures,
      supplier: null,
    });
  });

  it('is refused for a quote without HSN code and GST rate, changing nothing', async () => {
    const quoteId = await quoted();
    const { db } = ctx.deps.database;
    await db.update(quotes).set({ hsnCode: null, gstRateBp: null }).where(eq(quotes.id, quoteId));
    const orders = await rowCount(ctx, 'orders');
    const res = await call(ctx, buyer, 'POST', `/api/quotes/${quoteId}/accept`, acceptForm());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This quote has no HSN code and GST rate, so it cannot become an order. Ask the supplier for a new quote.',
    );
    expect(await rowCount(ctx, 'orders')).toBe(orders);
    expect((await db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]?.status).toBe('sent');
  });
});

describe('a proforma from a conversation', () => {
  it('is drawn up by the supplier only, confirmed by the buyer, cancelled with a reason', async () => {
    const asked = await call(
      ctx,
      buyer,
      'POST',
      '/api/inquiries',
      inquiry({ targetId: seller.catalogIds[0] }),
    );
    const conversationId = asked.json().conversationId as string;
    const item = {
      description: 'Poplin, white',
      hsn: '5208',
      quantity: '300',
      unit: 'metres',
      unitPrice: '82.40',
      gstRate: '500',
    };
    const form = {
      conversationId,
      items: [item],
      ...acceptForm({ deliveryState: '27', deliveryPincode: '400001' }),
      terms: '50 % advance',
    };
    const orders = await rowCount(ctx, 'orders');

    const bad = await call(ctx, seller, 'POST', '/api/orders', {
      ...form,
      items: [{ ...item, hsn: '9912', unitPrice: '82.405', gstRate: '1200' }],
    });
    expect(bad.json().error.fields).toEqual({
      'items.0.hsn': 'Enter an HSN code of goods: its first two digits must be a chapter from 01 to 97.',
      'items.0.unitPrice': 'Use at most 2 decimal places.',
      'items.0.gstRate': 'This GST rate is not in force today: choose one from the list.',
    });
    const huge = await call(ctx, seller, 'POST', '/api/orders', {
      ...form,
      items: [item, { ...item, quantity: '2147483647', unitPrice: '999999999999' }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toEqual({
      'items.1.unitPrice': 'This line is worth more than ₹10,000 crore: split the order.',
    });
    const notTheirs = await call(ctx, buyer, 'POST', '/api/orders', form);
    expect(notTheirs.json().error.fields).toEqual({
      conversationId: 'This conversation does not exist or is not yours.',
    });
    expect(await rowCount(ctx, 'orders')).toBe(orders);

    const made = await call(ctx, seller, 'POST', '/api/orders', form);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    // Gujarat to Maharashtra: IGST 5 % on 300 × ₹82.40 = ₹24,720 → ₹1,236.
    expect((await order(buyer, id)).totals).toMatchObject({
      supply: 'inter',
      igstPaise: 1236_00,
      totalPaise: 25_956_00,
    });
    expect(await subjects(buyer)).toContain('Ahmedabad Poplin House sent you a proforma for Poplin, white');
    expect((await act(seller, id, 'confirm', {})).statusCode).toBe(404);
    const confirmed = await act(buyer, id, 'confirm', { buyerGstin: '27aapfu0939f1zv' });
    expect(confirmed.json().order).toMatchObject({
      status: 'confirmed',
      parties: { buyer: { gstin: '27AAPFU0939F1ZV' } },
    });
    expect((await act(buyer, id, 'confirm', {})).statusCode).toBe(409);

    expect((await act(seller, id, 'cancel', { reason: 'No' })).json().error.fields).toEqual({
      reason: 'Give the reason in at least 5 characters.',
    });
    const cancelled = (await act(seller, id, 'cancel', { reason: 'Yarn prices doubled' })).json()
      .order as Order;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Yarn prices doubled',
      actions: [],
    });
    expect(await subjects(buyer)).toContain('Order cancelled: Poplin, white');
  });
});
