import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { createUser, expect, ownAddress, signIn, test } from './fixtures';

// Headless Chromium has no push service: with permission given and the service worker running as
// for a person (no stub), subscribing fails, and the page says so and that email goes on. The full
// browser, as the headless shell reports every site's notifications as blocked.
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ['notifications'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});
test.beforeEach(async ({ context }) => ownAddress(context));

test('Settings → Notifications: chosen kinds stay after a reload; a device that cannot subscribe says email goes on', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { role: 'supplier' });
  await signIn(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Devices receiving your notifications: 0')).toBeVisible();

  await page.getByLabel('New inquiries and buy requirements').check();
  await page.getByLabel('Order steps (invoice, payment, dispatch)').check();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('Notification choices saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('New inquiries and buy requirements')).toBeChecked();
  await expect(page.getByLabel('Order steps (invoice, payment, dispatch)')).toBeChecked();
  await expect(page.getByLabel('Replies in my conversations')).not.toBeChecked();

  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(
    page.getByText('Notifications could not be turned on for this device. You will keep getting emails.'),
  ).toBeVisible();
  await expect(page.getByText('Devices receiving your notifications: 0')).toBeVisible();
});
