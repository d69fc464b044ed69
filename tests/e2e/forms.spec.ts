import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { openBeforeHydration } from './before-hydration';
import { createUser, expect, signIn, test } from './fixtures';

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Admin-only lists show what the forms stored. */
async function asAdmin<T>(page: Page, path: string): Promise<T> {
  const admin = await createUser(page.request, { role: 'admin' });
  await signIn(page, admin);
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function joinWaitlist(page: Page, email: string, phone = '+91 98765 43210') {
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Phone number').fill(phone);
  await main.getByRole('button', { name: 'Join Waitlist' }).click();
}

test.describe('waitlist', () => {
  test('counts down each second and validates email and phone before sending', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/waitlist') && posted++);
    await page.goto(routes.waitlist());
    const main = page.getByRole('main');
    const seconds = main.getByRole('timer').locator('[data-unit="second"]');
    // Drawn by the server: the first tick comes once the page's scripts have run.
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 10_000 });
    await expect(main.getByText('Early access')).toBeVisible();
    await expect(main.getByText('Early members pay zero onboarding fees.')).toBeVisible();
    await expect(main.getByText('A say in product development')).toBeVisible();

    await joinWaitlist(page, 'not-an-email', '12345 6789');
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    await expect(main.getByText('Phone number must be at least 10 digits')).toBeVisible();
    expect(posted).toBe(0);
  });

  test('joining shows Processing..., the success toast and the thank-you state; a second join is stored once', async ({
    page,
  }) => {
    const email = unique('join');
    await page.goto(routes.waitlist());
    await page.route('**/api/waitlist', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await joinWaitlist(page, email);
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(
      page.getByText("You've been added to our waitlist. We'll notify you when we launch!"),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();

    await page.goto(routes.waitlist());
    await joinWaitlist(page, email.toUpperCase(), '9123456789');
    await expect(page.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();

    const { entries } = await asAdmin<{ entries: { email: string; phoneNumber: string }[] }>(
      page,
      '/api/waitlist?limit=200',
    );
    expect(entries.filter((e) => e.email === email)).toEqual([
      expect.objectContaining({ email, phoneNumber: '+919876543210' }),
    ]);
  });

  test('a failed request says so beside the form and keeps it', async ({ page }) => {
    await page.goto(routes.waitlist());
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
    );
    const email = unique('fail');
    await joinWaitlist(page, email);
    await expect(page.locator('form').getByRole('alert')).toHaveText('Please try again later.');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    await expect(page.getByRole('main').getByLabel('Email address')).toHaveValue(email);
  });

  test('joining before the page is hydrated is replayed, with nothing in the address', async ({ page }) => {
    const early = await openBeforeHydration(page, routes.waitlist());
    const email = unique('early');
    await joinWaitlist(page, email);
    early.expectNoPersonalData();
    early.hydrate();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    early.expectNoPersonalData();
  });

  test('what the schema refuses before hydration shows once hydrated', async ({ page }) => {
    const early = await openBeforeHydration(page, routes.waitlist());
    await joinWaitlist(page, 'not-an-email', '12345');
    early.hydrate();
    const main = page.getByRole('main');
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    await expect(main.getByText('Phone number must be at least 10 digits')).toBeVisible();
    await expect(main.getByLabel('Email address')).toHaveValue('not-an-email');
    early.expectNoPersonalData();
  });
});

test.describe('contact', () => {
  test('asks for the required fields, then sends and stores the message', async ({ page }) => {
    await page.goto(routes.contact());
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please complete the form')).toBeVisible();
    await expect(page.getByText('Name, email and message are required fields')).toBeVisible();

    const email = unique('contact');
    await main.getByLabel('Name', { exact: true }).fill('Priya Sharma');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Message', { exact: true }).fill('We export handloom sarees. How do we list them?');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully')).toBeVisible();
    await expect(page.getByText("Thank you for reaching out. We'll be in touch soon!")).toBeVisible();
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('');

    const { messages } = await asAdmin<{
      messages: { email: string; company: string | null; name: string }[];
    }>(page, '/api/contact?limit=200');
    expect(messages.filter((m) => m.email === email)).toEqual([
      expect.objectContaining({ name: 'Priya Sharma', company: null }),
    ]);
  });

  test('a message sent before the page is hydrated is replayed, with nothing in the address', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, routes.contact());
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await main.getByLabel('Name', { exact: true }).fill('Early Visitor');
    await main.getByLabel('Email', { exact: true }).fill(unique('early-contact'));
    await main.getByLabel('Message', { exact: true }).fill('Sent before the page was interactive.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    early.expectNoPersonalData();
    early.hydrate();
    // Both submits are replayed in order: the empty one, then the complete one.
    await expect(page.getByText('Please complete the form')).toBeVisible();
    await expect(page.getByText('Message sent successfully')).toBeVisible();
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('');
    early.expectNoPersonalData();
  });

  test('shows the office address and business hours', async ({ page }) => {
    await page.goto(routes.contact());
    const hours = page.getByRole('main').getByRole('region', { name: 'Business hours' });
    await expect(hours).toContainText('Mon-Fri9:00-18:00 IST');
    await expect(hours).toContainText('Sat10:00-14:00');
    await expect(hours).toContainText('SunClosed');
    await expect(page.getByRole('main').locator('address')).toContainText('Mumbai');
  });
});
