import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, phone, saveCatalog, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** 'YYYY-MM-DD' `days` from today, as a date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

async function postJson(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
async function putJson(request: APIRequestContext, path: string, data: object) {
  const res = await request.put(path, { data, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A signed-in supplier in Gujarat (address, PIN, UPI ID) with a cotton poplin catalog. */
async function gujaratSupplier(browser: Browser, stamp: number) {
  const context = await browser.newContext();
  const supplier = await context.newPage();
  await signIn(supplier, await createUser(supplier.request, { role: 'supplier' }));
  const company = `Surat Mills ${stamp}`;
  await putJson(supplier.request, '/api/suppliers/me', {
    name: company,
    description: 'Cotton fabrics',
    city: 'Surat',
    state: 'Gujarat',
    address: 'Plot 12, Sachin GIDC',
    pincode: '394230',
    upiVpa: 'suratmills@okhdfc',
  });
  const catalogId = await saveCatalog(
    supplier.request,
    origin(),
    catalogForm({ title: `Cotton poplin fabric ${stamp}`, category: 'textiles' }),
    await sceneImage(1401, { width: 800, height: 600 }),
  );
  return { supplier, company, catalogId, close: () => context.close() };
}

test('the demo buyer sees what is due on the demo order, how to pay, its history, and confirms receipt', async ({
  page,
}) => {
  await signIn(page, { email: 'buyer@demo.tradesetu.in', password: 'demo1234' });
  await page.goto(routes.orders());
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: /Ravi Textiles/ });
  // 2,000 m × ₹78 + 5 % IGST = ₹1,63,800; ₹80,000 paid by UPI.
  await expect(card).toContainText('₹1,63,800');
  await expect(card).toContainText('₹83,800 due');
  await card.getByRole('link').click();

  await expect(page.getByRole('heading', { name: /^Order from Ravi Textiles/, level: 1 })).toContainText(
    'Dispatched',
  );
  await expect(page.getByRole('heading', { name: 'Pay ₹83,800' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?.*am=83800\.00/,
  );
  await expect(page.getByRole('img', { name: 'QR code of the UPI payment' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(/issued tax invoice RT\/\d{4}-\d{2}\/0001/);
  await expect(history).toContainText('recorded a payment of ₹80,000 (UPI)');
  await expect(history).toContainText('dispatched the goods with VRL Logistics');

  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(toast(page, 'Receipt confirmed. The order is delivered.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Delivered');
  await expect(history).toContainText('Asha Buyer confirmed receipt.');
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
});

test(
  'a buyer accepts a quote with where to deliver; the supplier invoices, records part of the payment, dispatches',
  phone,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();

    // A Gujarat supplier whose catalog matches the buyer's requirement; the buyer in Maharashtra.
    const { supplier, company, close } = await gujaratSupplier(browser, stamp);
    const buyer = await createUser(page.request, { role: 'buyer', fullName: `Meera ${stamp}` });
    await signIn(page, buyer);
    const form = new FormData();
    form.append(
      'details',
      JSON.stringify({
        product: `Cotton poplin ${stamp}`,
        category: 'textiles',
        quantity: '5000',
        unit: 'metres',
        deliveryLocation: 'Bhiwandi, Maharashtra 421302',
        neededBy: inDays(30),
      }),
    );
    const posted = await page.request.post('/api/requirements', {
      multipart: form,
      headers: { origin: origin() },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const requirementId = ((await posted.json()) as { id: string }).id;
    await postJson(supplier.request, `/api/requirements/${requirementId}/quotes`, {
      pricePerUnit: '95',
      hsn: '5208',
      gstRate: '500',
      moq: '1000',
      leadTimeDays: '21',
      validUntil: inDays(20),
    });

    // The buyer accepts: the billing name and address start filled in; the state and PIN decide the tax.
    await page.goto(routes.requirement(requirementId));
    await page.getByRole('row', { name: company }).getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog');
    await expect(accept.getByLabel('Delivery address')).toHaveValue('Bhiwandi, Maharashtra 421302');
    await accept.getByLabel('Delivery state').selectOption('27');
    await accept.getByRole('button', { name: 'Accept and create order' }).click();
    await expect(accept.getByText('Enter the delivery PIN code.')).toBeVisible();
    await accept.getByLabel('PIN code').fill('421302');
    await accept.getByRole('button', { name: 'Accept and create order' }).click();
    await expect(toast(page, 'Quote accepted. Your order is created.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Order from ${company}`, level: 1 })).toContainText(
      'Confirmed',
    );
    // 5,000 m × ₹95 = ₹4,75,000 + 5 % IGST (Gujarat to Maharashtra) = ₹4,98,750.
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items).toContainText('IGST');
    await expect(items).toContainText('₹4,98,750');
    const orderUrl = page.url();

    // The supplier issues the invoice, records part of the payment and dispatches.
    await supplier.goto(orderUrl);
    await expect(supplier.getByRole('heading', { name: /^Order for /, level: 1 })).toContainText('Confirmed');
    const dialog = supplier.getByRole('dialog');
    await supplier.getByRole('button', { name: 'Issue invoice' }).click();
    await dialog.getByRole('button', { name: 'Issue invoice' }).click();
    await expect(toast(supplier, 'Invoice issued.')).toBeVisible();
    await expect(supplier.getByRole('region', { name: 'Tax invoice' })).toContainText(/\/0001/);

    await supplier.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('498750.00');
    await dialog.getByLabel('Amount (₹)').fill('2,00,000');
    await dialog.getByLabel('Reference', { exact: true }).fill('HDFCR5202611270001');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(supplier, 'Payment recorded.')).toBeVisible();
    await expect(supplier.getByRole('region', { name: 'Payments received' })).toContainText('₹2,00,000');
    await expect(supplier.getByRole('heading', { name: '₹2,98,750 due' })).toBeVisible();

    await supplier.getByRole('button', { name: 'Mark dispatched' }).click();
    await dialog.getByLabel('Transporter').fill('Gati Ltd');
    await dialog.getByLabel('LR / AWB number').fill('LR-77120');
    await dialog.getByRole('button', { name: 'Mark dispatched' }).click();
    await expect(
      dialog.getByText('Enter the e-way bill number: it is required for goods worth more than ₹50,000.'),
    ).toBeVisible();
    await dialog.getByLabel('E-way bill number').fill('181234567890');
    await dialog.getByRole('button', { name: 'Mark dispatched' }).click();
    await expect(toast(supplier, 'Marked as dispatched.')).toBeVisible();
    await expect(supplier.getByRole('heading', { level: 1 })).toContainText('Dispatched');
    await close();

    // The buyer sees it: the consignment, what is still due, and Confirm receipt.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Dispatch' })).toContainText('LR-77120');
    await expect(page.getByRole('heading', { name: 'Pay ₹2,98,750' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  },
);

test('a supplier turns a conversation into a proforma with live IGST; the buyer confirms it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const { supplier, catalogId, close } = await gujaratSupplier(browser, stamp);
  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  const { conversationId } = await postJson(page.request, '/api/inquiries', {
    targetKind: 'catalog',
    targetId: catalogId,
    quantity: '300',
    unit: 'metres',
    deliveryLocation: 'Pune, Maharashtra 411001',
    message: 'Please send your best price for 300 metres.',
  });

  // The first line starts from the inquiry (listing, quantity, unit), the delivery from its place.
  await supplier.goto(routes.conversation(conversationId));
  await supplier.getByRole('link', { name: 'Create order (proforma)' }).click();
  await expect(supplier.getByLabel('Item', { exact: true })).toHaveValue(`Cotton poplin fabric ${stamp}`);
  await expect(supplier.getByLabel('Quantity')).toHaveValue('300');
  await expect(supplier.getByLabel('Delivery state')).toHaveValue('27');
  await expect(supplier.getByLabel('PIN code')).toHaveValue('411001');
  await supplier.getByLabel('HSN code').fill('5208');
  await supplier.getByLabel('Price per unit before GST (₹)').fill('80');
  await supplier.getByLabel('GST rate').selectOption('500');
  // 300 × ₹80 = ₹24,000 + 5 % IGST (Gujarat to Maharashtra) = ₹25,200.
  const totals = supplier.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('To another state: IGST');
  await expect(totals).toContainText('₹25,200');
  await supplier.getByRole('button', { name: 'Send proforma to the buyer' }).click();
  await expect(toast(supplier, 'Proforma sent.')).toBeVisible();
  await expect(supplier.getByText('Waiting for the buyer to confirm this proforma.')).toBeVisible();
  const orderUrl = supplier.url();
  await close();

  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Proposed');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm order' }).click();
  await expect(toast(page, 'Order confirmed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Confirmed');
});
