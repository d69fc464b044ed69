import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { openBeforeHydration } from './before-hydration';
import { createUser, expect, mailLink, ownAddress, signIn, test } from './fixtures';

test.beforeEach(async ({ context }) => ownAddress(context));

/** The Sign In / Create Account switch over the forms: links, so they work before hydration. */
const authTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sign In' }).getByRole('link', { name, exact: true });

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

test('a supplier registers, confirms by mail, signs in, reaches /catalog and logs out', async ({
  page,
  request,
}) => {
  const email = unique('supplier');
  await page.goto('/auth?tab=register&role=supplier');
  await expect(authTab(page, 'Create Account')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('radio', { name: /^Supplier\b/ })).toBeChecked();
  await page.getByLabel('Full Name').fill('Meera Textiles');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Company Name (Optional)').fill('Meera Exports');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email to confirm your account.'),
  ).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`, { exact: false })).toBeVisible();

  // The green notice links over to Sign In; signing in before confirming is refused.
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(authTab(page, 'Sign In')).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText('Please confirm your email address before signing in.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();

  // The mailed link signs the new supplier in and lands on their dashboard.
  await page.goto(await mailLink(request, email));
  await expect(page.getByText('Your email is confirmed. Welcome to TradeSetu!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Open account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Signed in as')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  for (const item of ['Dashboard', 'Profile', 'Settings', 'My Products', 'Create Catalog', 'Log out'])
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await expect(menu.getByText('Supplier', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Create Catalog' }).click();
  await expect(page).toHaveURL(/\/catalog$/);

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/catalog');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a buyer registered through the form is sent from /catalog to the home page', async ({
  page,
  request,
}) => {
  const email = unique('buyer');
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('radio', { name: /^Buyer\b/ })).toBeChecked();
  await page.getByLabel('Full Name').fill('Arjun Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();
  expect((await page.request.get(await mailLink(request, email), { maxRedirects: 0 })).status()).toBe(302);

  await signIn(page, { email, password: 'secret123' });
  await page.goto('/catalog');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Products' })).toHaveCount(0);
});

test('the guard remembers the page and sign-in returns to it', async ({ page, request }) => {
  const user = await createUser(request, { role: 'buyer' });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('password reset: request, mail, new password, sign in', async ({ page, request }) => {
  const user = await createUser(request, { role: 'supplier' });
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${user.email}`, { exact: false })).toBeVisible();

  await page.goto(await mailLink(request, user.email));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('brandnew1');
  await page.getByLabel('Confirm new password').fill('brandnew2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  // Passwords are not kept after a refusal: both are typed again.
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  await page.getByLabel('New password', { exact: true }).fill('brandnew1');
  await page.getByLabel('Confirm new password').fill('brandnew1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('brandnew1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
});

test('forgot and reset password forms submitted before hydration are replayed, with nothing in the address', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { role: 'buyer' });
  const forgot = await openBeforeHydration(page, routes.forgotPassword());
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  forgot.expectNoPersonalData();
  forgot.hydrate();
  await expect(page.getByText(`If an account exists for ${user.email}`, { exact: false })).toBeVisible();
  forgot.expectNoPersonalData();

  const reset = await openBeforeHydration(page, await mailLink(request, user.email));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('early123');
  await page.getByLabel('Confirm new password').fill('early123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  reset.expectNoPersonalData();
  reset.hydrate();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  reset.expectNoPersonalData();
  const signInAgain = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: 'early123' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signInAgain.status()).toBe(200);
});

test('every message of the auth screen', async ({ page, request }) => {
  const user = await createUser(request, { role: 'buyer' });
  const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
  await page.goto('/auth');
  await signInButton.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
  await page.getByLabel('Email').fill(user.email);
  await signInButton.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
  await page.getByLabel('Password').fill('not-the-password');
  await signInButton.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect. Please try again.',
  );

  // Switching tabs clears the notice.
  await authTab(page, 'Create Account').click();
  await expect(authTab(page, 'Create Account')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('alert')).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Create Account' });
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByLabel('Full Name').fill('Kiran');
  await page.getByLabel('Email').fill(unique('short'));
  await page.getByLabel('Password').fill('12345');
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  // A registered address is answered as a new one (its owner is mailed), telling nobody it exists.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('123456');
  await create.click();
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();
  await authTab(page, 'Sign In').click();
  await expect(authTab(page, 'Sign In')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unconfirmed user can ask for the confirmation mail again', async ({ page, context, request }) => {
  const email = unique('pending');
  const res = await request.post('/api/test/users', {
    data: { role: 'buyer', email, verified: false },
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
  });
  expect(res.status()).toBe(200);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByText(`a new link is on its way to ${email}`, { exact: false })).toBeVisible();
  expect(await mailLink(request, email)).toContain('/api/auth/verify-email?token=');
  // The mailbox answers this machine only: without the forwarded address ownAddress gave the page.
  await context.setExtraHTTPHeaders({});
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
  await expect(page.getByText(`To: ${email}`, { exact: false }).first()).toBeVisible();
});
