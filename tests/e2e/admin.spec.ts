import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { createUser, expect, ownAddress, signIn, test } from './fixtures';

/** The demo admin the server seeds outside production (src/server/db/seed/demo-accounts.ts). */
const demoAdmin = { email: 'admin@demo.tradesetu.in', password: 'demo1234' };

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Whoever is not an admin meets /admin as any unknown address: no sign-in prompt, no 'forbidden'. */
async function expectNotFound(page: Page) {
  await page.goto(routes.admin());
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle('Page not found — TradeSetu');
  await expect(page.getByRole('heading', { name: 'Admin console' })).toHaveCount(0);
}

test('a visitor and a buyer opening /admin see the not-found page', async ({ page }) => {
  await expectNotFound(page);

  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  await expectNotFound(page);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('an admin finds a user, suspends and restores them, and exports the waitlist', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await ownAddress(context);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const stamp = Date.now();
  const member = await createUser(request, { role: 'buyer', fullName: `Suspend Me ${stamp}` });
  const waitlistEmail = `waiting.${stamp}@example.test`;
  const joined = await page.request.post('/api/waitlist', {
    data: { email: waitlistEmail, phoneNumber: '+91 98765 43210' },
    headers: { origin },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  // From an address of its own: a refused sign-in must not count against the other tests' limits.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const memberAddress = `10.${octet()}.${octet()}.${octet()}`;
  const memberSignIn = () =>
    request.post('/api/auth/sign-in/email', {
      data: { email: member.email, password: member.password },
      headers: { origin, 'x-forwarded-for': memberAddress },
    });

  // The console is in the avatar menu, for admins only.
  await signIn(page, demoAdmin);
  await page.goto(routes.home());
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(routes.admin());
  await expect(page.getByRole('heading', { name: 'Admin console', level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Admin sections' });
  for (const name of ['Verification queue', 'Users', 'Reports', 'Inboxes', 'Audit log'])
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Verification queue' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Users: search by email finds the one account.
  await tabs.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/[?&]tab=users/);
  await page.getByLabel('Search users').fill(member.email);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('article', { name: member.fullName });
  await expect(row).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  // Suspend asks first and needs a reason.
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${member.email}?` });
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Give a reason (at least 5 characters).')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Sends the same spam inquiry to every supplier');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(toast(page, `${member.email} is suspended.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Suspended since');
  expect((await memberSignIn()).ok()).toBe(false);

  // A reload keeps the tab and the search.
  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Search users')).toHaveValue(member.email);
  await expect(row).toContainText('Suspended since');

  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, `${member.email} is restored`)).toBeVisible();
  await expect(row).not.toContainText('Suspended since');
  expect((await memberSignIn()).status()).toBe(200);

  // Both actions are in the audit log, newest first, told in words: who did what to whom, and why.
  await tabs.getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('main').getByRole('listitem');
  const who = `TradeSetu Admin (${demoAdmin.email})`;
  const restored = entries.filter({ hasText: `${who} restored ${member.fullName}` });
  const suspended = entries.filter({ hasText: `${who} suspended ${member.fullName}` });
  await expect(restored).toBeVisible();
  await expect(suspended).toContainText('Reason: Sends the same spam inquiry to every supplier');
  const newestFirst = await restored.evaluate(
    (a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    await suspended.elementHandle(),
  );
  expect(newestFirst).toBe(true);
  await expect(suspended.getByRole('link', { name: member.fullName })).toHaveAttribute(
    'href',
    /tab=users&q=/,
  );
  // The stored record (ids, JSON) only when asked for.
  const json = suspended.getByText('"reason":"Sends the same spam inquiry to every supplier"', {
    exact: false,
  });
  await expect(json).toBeHidden();
  await suspended.getByText('Full record').click();
  await expect(json).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/audit-log-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await suspended.screenshot({ path: '/tmp/shots/audit-entry-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The waitlist downloads as CSV with the new entry.
  await tabs.getByRole('link', { name: 'Inboxes' }).click();
  await expect(page.getByText(waitlistEmail)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV: Waitlist' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('email,phone,joined');
  expect(csv).toContain(`${waitlistEmail},+919876543210,`);
});
