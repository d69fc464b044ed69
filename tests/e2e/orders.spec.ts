import type { APIRequestContext, Page } from '@playwright/test';
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
    const supplierContext = await browser.newContext();
    const supplier = await supplierContext.newPage();
    await signIn(supplier, await createUser(supplier.request, { role: 'supplier' }));
    const company = `Surat Mills ${stamp}`;
    const business = await supplier.request.put('/api/suppliers/me', {
      data: {
        name: company,
        description: 'Cotton fabrics',
        city: 'Surat',
        state: 'Gujarat',
        address: 'Plot 12, Sachin GIDC',
        pincode: '394230',
        upiVpa: 'suratmills@okhdfc',
      },
      headers: { origin: origin() },
    });
    expect(business.status(), await business.text()).toBe(200);
    await saveCatalog(
      supplier.request,
      origin(),
      catalogForm({ title: `Cotton poplin fabric ${stamp}`, category: 'textiles' }),
      await sceneImage(1401, { width: 800, height: 600 }),
    );
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
    await supplierContext.close();

    // The buyer sees it: the consignment, what is still due, and Confirm receipt.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Dispatch' })).toContainText('LR-77120');
    await expect(page.getByRole('heading', { name: 'Pay ₹2,98,750' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  },
);
