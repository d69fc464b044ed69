import { createUser, expect, mailLink, ownAddress, signIn, test } from './fixtures';

test.beforeEach(async ({ context }) => ownAddress(context));

test('signed-out dashboard: the landing with six tiles and working buttons', async ({ page }) => {
  await page.goto('/dashboard');
  for (const tile of [
    'Manage Products',
    'Track Inquiries',
    'Analytics & Insights',
    'Business Verification',
    'Order Management',
    'Support & Resources',
  ])
    await expect(page.getByRole('heading', { name: tile })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(
    page.getByRole('navigation', { name: 'Sign In' }).getByRole('link', { name: 'Create Account' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('supplier dashboard, profile with photo and business details', async ({ page, request }) => {
  test.slow(); // the longest account flow: three forms, a photo crop, two pages
  const user = await createUser(request, { role: 'supplier' });
  await signIn(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText('Supplier Dashboard')).toBeVisible();
  await expect(page.getByText('Catalogs', { exact: true })).toBeVisible();
  await expect(page.getByText('You have not created a catalog yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create Catalog' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete your profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await page.getByLabel('Phone Number').fill('+91 98765 43210');
  await page.getByLabel('Full Name').fill('Lakshmi Iyer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  // React empties a form after its action: the fields show the saved profile again.
  await expect(page.getByLabel('Full Name')).toHaveValue('Lakshmi Iyer');
  await expect(page.getByLabel('Phone Number')).toHaveValue('+91 98765 43210');

  // A photo: chosen, cropped square in the dialog, shown in the nav avatar.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAb/wH/yEyYLQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('dialog', { name: 'Crop your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Use this photo' }).click();
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/avatars\//,
  );

  await page.getByLabel('Description').fill('Short');
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Please describe your business in at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Short');
  await page.getByLabel('Description').fill('Handloom cotton sarees and fabrics from Kanchipuram.');
  await page.getByLabel('City').fill('Kanchipuram');
  await page.getByLabel('State').fill('Tamil Nadu');
  await page.getByLabel('Product categories').fill('Sarees, Cotton fabric');
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Business details saved')).toBeVisible();
  await expect(page.getByLabel('Product categories')).toHaveValue('Sarees, Cotton fabric');
  await page.goto('/dashboard');
  await expect(page.getByText('Your profile is 100% complete')).toBeVisible();
});

test('language saved in settings follows the user to another device', async ({ page, browser, request }) => {
  const user = await createUser(request, { role: 'buyer' });
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByLabel('Preferred language').selectOption('hi');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible();
  await expect(page.locator('select[name="language"]')).toHaveValue('hi');

  const other = await browser.newContext({ locale: 'en-US' });
  const page2 = await other.newPage();
  await page2.goto('/');
  await signIn(page2, user);
  await page2.goto('/dashboard');
  await expect(page2.getByRole('heading', { name: 'शुरुआत करें' })).toBeVisible();
  await other.close();
});

test('signing out in one tab signs out the other; a password change signs out other devices', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three sign-ins on two devices
  const user = await createUser(request, { role: 'buyer' });
  await signIn(page, user);
  const second = await page.context().newPage();
  await page.goto('/dashboard');
  await second.goto('/dashboard');
  await expect(second.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(second.getByRole('heading', { name: 'Manage Products' })).toBeVisible();

  await signIn(page, user);
  const device = await browser.newContext();
  const phone = await device.newPage();
  await phone.goto('/');
  await signIn(phone, user);
  await page.goto('/settings');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('changed123');
  await page.getByLabel('Confirm new password').fill('changed123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();
  await phone.goto('/settings');
  await expect(phone).toHaveURL(/\/auth$/);
  await device.close();
});

test('a buyer starts selling, changes email by mail, then deletes the account', async ({ page, request }) => {
  const user = await createUser(request, { role: 'buyer' });
  await signIn(page, user);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Start selling' }).click();
  await expect(page).toHaveURL(/\/profile#business$/);
  await expect(page.getByRole('heading', { name: 'Business details' })).toBeVisible();
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Products' })).toBeVisible();
  await page.keyboard.press('Escape');

  const newEmail = `moved-${user.email}`;
  await page.goto('/settings');
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();
  await page.goto(await mailLink(request, newEmail));
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expect(page.getByText(`Current email: ${newEmail}`)).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your email address').fill(newEmail);
  await confirm.click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email: newEmail, password: user.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(401);
});
