import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { createUser, expect, mailLink, ownAddress, signIn, test } from './fixtures';

// Issue 27, items 1-3: the first hour of a new buyer or supplier, getting in.
test.beforeEach(async ({ context }) => ownAddress(context));

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
const origin = () => new URL(test.info().project.use.baseURL ?? '').origin;

test('signing in lands on the dashboard, and the home page offers it instead of the waitlist', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { role: 'buyer', fullName: 'Kavya Buyer' });
  await page.goto(routes.auth());
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Kavya Buyer', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(routes.home());
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Kavya Buyer', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(main.getByText('Join Waitlist', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: "Be Part of India's Trade Revolution" })).toHaveCount(0);
});

test('Create Account leaves the notice alone, and the mailed link signs the new user in', async ({
  page,
  request,
}) => {
  const email = unique('first-hour');
  await page.goto(routes.auth('register'));
  await page.getByLabel('Full Name').fill('Nila Weaves');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
  for (const label of ['Full Name', 'Email', 'Password']) await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);

  await page.goto(await mailLink(request, email));
  await expect(page.getByText('Your email is confirmed. Welcome to TradeSetu!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Nila Weaves', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back')).toHaveCount(0);
});

test.describe('the phone menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openMenu = async (page: Page) => {
    await page.goto(routes.home());
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    return page.getByRole('navigation', { name: 'Mobile navigation' });
  };

  test('a buyer finds Inbox and Post a buy requirement there', async ({ page, request }) => {
    await signIn(page, await createUser(request, { role: 'buyer' }));
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Inbox' })).toBeVisible();
    await menu.getByRole('link', { name: 'Post a buy requirement' }).click();
    await expect(page).toHaveURL(/\/requirements\/new$/);
    await expect(menu).toBeHidden();
  });

  test('a supplier finds Inbox with its unread count, and no buy requirement to post', async ({
    page,
    browser,
    request,
  }) => {
    const supplier = await createUser(request, { role: 'supplier' });
    await signIn(page, supplier);
    const own = await page.request.put('/api/suppliers/me', {
      data: {
        name: `Vellore Leather ${Date.now()}`,
        description: 'Leather goods',
        city: 'Vellore',
        state: 'Tamil Nadu',
      },
      headers: { origin: origin() },
    });
    expect(own.status(), await own.text()).toBe(200);
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await signIn(buyer, await createUser(buyer.request, { role: 'buyer' }));
    const sent = await buyer.request.post('/api/inquiries', {
      data: {
        targetKind: 'supplier',
        targetId: ((await own.json()) as { supplier: { id: string } }).supplier.id,
        quantity: 40,
        unit: 'pieces',
        deliveryLocation: 'Chennai',
        message: 'Do you make leather laptop sleeves in brown?',
      },
      headers: { origin: origin() },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await buyerContext.close();

    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Inbox 1 unread message' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Post a buy requirement' })).toHaveCount(0);
  });
});
