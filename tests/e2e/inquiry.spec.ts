import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, type E2eUser, expect, phone, saveCatalog, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;
/** A URL ending in `path`. */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A signed-in supplier with a business profile and one catalog, in a context of its own. */
async function supplierWithCatalog(browser: Browser, stamp: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await createUser(page.request, { role: 'supplier', fullName: `Ravi Supplier ${stamp}` });
  await signIn(page, user);
  // A place no other spec counts suppliers in.
  const company = `Panipat Looms ${stamp}`;
  const profile = await page.request.put('/api/suppliers/me', {
    data: { name: company, description: 'Handloom textiles', city: 'Panipat', state: 'Haryana' },
    headers: { origin: origin() },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const title = `Handloom bedsheets ${stamp}`;
  const photo = await sceneImage(stamp % 1000, { width: 800, height: 600 });
  const catalogId = await saveCatalog(page.request, origin(), catalogForm({ title }), photo);
  return { context, page, user, company, title, catalogId };
}

/** The inquiry form, filled in as a buyer does. */
async function fillInquiry(page: Page, inquiry: { quantity: string; location: string; message: string }) {
  await page.getByLabel('Quantity').fill(inquiry.quantity);
  await page.getByLabel('Unit', { exact: true }).selectOption('sets');
  await page.getByLabel('Target price per unit (₹, optional)').fill('450');
  await page.getByLabel('Delivery location').fill(inquiry.location);
  await page.getByLabel('Message').fill(inquiry.message);
}

async function signedInPage(browser: Browser, user: E2eUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return { context, page };
}

test(
  'a buyer sends an inquiry from a listing found by search; the supplier replies; the buyer reads it',
  phone,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const supplier = await supplierWithCatalog(browser, stamp);
    const buyerName = `Asha Buyer ${stamp}`;
    await signIn(page, await createUser(page.request, { role: 'buyer', fullName: buyerName }));
    const message = `We need 500 sets of bedsheets for our hotel chain, order ${stamp}.`;

    // The buyer finds the catalog by search and sends an inquiry from its page.
    await page.goto(routes.search(`bedsheets ${stamp}`));
    await page.getByRole('main').getByRole('link', { name: supplier.title }).first().click();
    await expect(page).toHaveURL(at(routes.catalogDetail(supplier.catalogId)));
    await page.getByRole('link', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(at(routes.inquiry('catalog', supplier.catalogId)));
    await expect(page.getByRole('link', { name: supplier.title })).toBeVisible();
    await fillInquiry(page, { quantity: '500', location: 'Pune, Maharashtra', message });
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(toast(page, 'Your inquiry has been sent.')).toBeVisible();
    await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText('500 sets', { exact: true })).toBeVisible();
    await expect(page.getByText('Pune, Maharashtra')).toBeVisible();

    // The supplier sees it in the inbox, unread, and replies.
    const seller = supplier.page;
    await seller.goto(routes.inbox());
    // Beside the avatar on a wide screen; in the menu on a phone.
    const phone = (seller.viewportSize()?.width ?? 1280) < 768;
    if (phone) await seller.getByRole('button', { name: 'Menu', exact: true }).first().click();
    await expect(seller.getByRole('link', { name: 'Inbox, 1 unread message' })).toBeVisible();
    if (phone) await seller.getByRole('button', { name: 'Menu', exact: true }).first().click();
    const incoming = seller.getByRole('main').getByRole('link', { name: new RegExp(supplier.title) });
    await expect(incoming).toContainText('Selling');
    await expect(incoming).toContainText(buyerName);
    await expect(incoming).toContainText('1 unread message');
    await incoming.click();
    await expect(seller.getByText(message)).toBeVisible();
    const reply = `Yes, 500 sets can ship in three weeks (${stamp}).`;
    await seller.getByLabel('Your reply').fill(reply);
    await seller.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(seller.getByText(reply)).toBeVisible();
    await expect(seller.getByLabel('Your reply')).toHaveValue('');

    // The buyer reads the reply.
    await page.goto(routes.inbox());
    const answered = page.getByRole('main').getByRole('link', { name: new RegExp(supplier.title) });
    await expect(answered).toContainText('Buying');
    await expect(answered).toContainText(reply);
    await answered.click();
    await expect(page.getByText(reply)).toBeVisible();
    await expect(page.getByRole('link', { name: supplier.company })).toHaveAttribute('href', /\/suppliers\//);
    await supplier.context.close();
  },
);

test(
  'a visitor is asked to sign in and comes back to the inquiry as they typed it',
  phone,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const supplier = await supplierWithCatalog(browser, stamp);
    const buyer = await createUser(page.request, { role: 'buyer' });
    const message = `Please quote 200 sets with custom labels, ref ${stamp}.`;

    await page.goto(routes.inquiry('catalog', supplier.catalogId));
    await fillInquiry(page, { quantity: '200', location: '411001', message });
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(at(routes.auth()));
    await expect(toast(page, 'Please sign in to send your inquiry.')).toBeVisible();

    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(at(routes.inquiry('catalog', supplier.catalogId)));
    await expect(page.getByText('Welcome back. Your inquiry is filled in as you left it')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await expect(page.getByLabel('Quantity')).toHaveValue('200');
    await expect(page.getByLabel('Unit', { exact: true })).toHaveValue('sets');
    await expect(page.getByLabel('Delivery location')).toHaveValue('411001');

    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
    await expect(page.getByText(message)).toBeVisible();
    await supplier.context.close();
  },
);

test('someone else opening a conversation gets the not-found message', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const supplier = await supplierWithCatalog(browser, stamp);
  const buyer = await signedInPage(browser, await createUser(page.request, { role: 'buyer' }));
  const sent = await buyer.page.request.post('/api/inquiries', {
    data: {
      targetKind: 'catalog',
      targetId: supplier.catalogId,
      quantity: 50,
      unit: 'pieces',
      deliveryLocation: 'Chennai',
      message: `A private question about the bedsheets ${stamp}`,
    },
    headers: { origin: origin() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversationId } = (await sent.json()) as { conversationId: string };

  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  await page.goto(routes.conversation(conversationId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This conversation does not exist or is not yours.',
  );
  await expect(page.getByText(`A private question about the bedsheets ${stamp}`)).toHaveCount(0);
  await Promise.all([buyer.context.close(), supplier.context.close()]);
});

test("a message in another language shows in the reader's, with the original a tap away", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const spanish = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../src/shared/i18n/locales/es/common.json'), 'utf8'),
  ) as { translate: { showOriginal: string; action: string } };
  const stamp = Date.now();
  const supplier = await supplierWithCatalog(browser, stamp);
  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  const message = 'We need soft cotton bags with block prints.';
  const sent = await page.request.post('/api/inquiries', {
    data: {
      targetKind: 'catalog',
      targetId: supplier.catalogId,
      quantity: 300,
      unit: 'bags',
      deliveryLocation: 'Jaipur',
      message,
    },
    headers: { origin: origin(), 'accept-language': 'en' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversationId } = (await sent.json()) as { conversationId: string };

  // The supplier reads Spanish: the buyer's English arrives translated.
  const reader = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  try {
    const p = await reader.newPage();
    await signIn(p, supplier.user);
    await p.goto(routes.conversation(conversationId));
    // Apertium's first translation after its start can take a few seconds.
    await expect(p.getByText(/algodón/i)).toBeVisible({ timeout: 15_000 });
    await expect(p.getByText(message)).toHaveCount(0);
    await p.getByRole('button', { name: spanish.translate.showOriginal }).click();
    await expect(p.getByText(message)).toBeVisible();
    await expect(p.getByRole('button', { name: spanish.translate.action })).toBeVisible();
  } finally {
    await Promise.all([reader.close(), supplier.context.close()]);
  }
});

test('the supplier reports a conversation and blocks the buyer, who can then no longer write', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const supplier = await supplierWithCatalog(browser, stamp);
  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  const sent = await page.request.post('/api/inquiries', {
    data: {
      targetKind: 'catalog',
      targetId: supplier.catalogId,
      quantity: '20',
      unit: 'sets',
      deliveryLocation: 'Delhi',
      message: `Send me your bank details first ${stamp}`,
    },
    headers: { origin: origin() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversationId } = (await sent.json()) as { conversationId: string };

  const seller = supplier.page;
  await seller.goto(routes.conversation(conversationId));
  await seller.getByRole('button', { name: 'Report' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Report this conversation' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Tell us what is wrong in at least 5 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Asks for bank details before any order');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(seller, 'Thank you. Our team will review your report.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await seller.getByRole('button', { name: 'Block buyer' }).click();
  await expect(toast(seller, 'Buyer blocked. They can no longer message you.')).toBeVisible();
  await expect(seller.getByText('You blocked this buyer.', { exact: false })).toBeVisible();

  await page.goto(routes.conversation(conversationId));
  await expect(page.getByText('This supplier is not accepting messages from you.')).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveCount(0);
  await supplier.context.close();
});
