// The main flows as a person on a mid-range phone meets them: CPU 4× slower (project
// 'slow-phone' in playwright.config.ts), every action right after the load event, before the
// page may have been hydrated. Nothing typed or tapped may be lost, and no address may ever
// carry an email or a password.
import { writeFileSync } from 'node:fs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, ownAddress, signIn, test } from './fixtures';

const secrets = /[?&](password|email|phoneNumber|phone)=/i;
let visited: string[] = [];

test.beforeEach(async ({ page, context }) => {
  await ownAddress(context);
  visited = [];
  page.on('request', (r) => visited.push(r.url()));
});
test.afterEach(() => {
  expect(visited.filter((url) => secrets.test(url))).toEqual([]);
});

test('sign in: an empty submit is answered, then the right password signs in', async ({ page, request }) => {
  const user = await createUser(request, { role: 'buyer' });
  await page.goto(routes.auth(), { waitUntil: 'load' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(main.getByText('Please enter both email and password')).toBeVisible();

  await main.getByLabel('Email').fill(user.email);
  await main.getByLabel('Password').fill(user.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(routes.dashboard());
});

test('sign in at once with a wrong password says so', async ({ page, request }) => {
  const user = await createUser(request, { role: 'buyer' });
  await page.goto(routes.auth(), { waitUntil: 'load' });
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(user.email);
  await main.getByLabel('Password').fill('not-the-password');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    main.getByText('The email or password you entered is incorrect. Please try again.'),
  ).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(user.email);
});

test('register at once', async ({ page }) => {
  await page.goto(routes.auth('register'), { waitUntil: 'load' });
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill('Asha Rao');
  await main.getByLabel('Email').fill(`asha.${Date.now()}@example.com`);
  await main.getByLabel('Password').fill('secret123');
  await main.getByRole('radio', { name: /^Supplier/ }).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByText('Check your email')).toBeVisible();
});

test('contact at once: the required fields, then the message sent', async ({ page }) => {
  await page.goto(routes.contact(), { waitUntil: 'load' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please complete the form')).toBeVisible();
  await main.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
  await main.getByLabel('Email', { exact: true }).fill('ravi@example.com');
  await main.getByLabel('Message', { exact: true }).fill('Do you ship cotton yarn to Dubai?');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();
});

test('join the waitlist at once', async ({ page }) => {
  await page.goto(routes.waitlist(), { waitUntil: 'load' });
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(`early.${Date.now()}@example.com`);
  await main.getByLabel('Phone number').fill('+91 98765 43210');
  await main.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
});

test('the search and menu toggles answer the first tap', async ({ page }) => {
  await page.goto(routes.home(), { waitUntil: 'load' });
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = header.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(menu).toBeVisible();
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(menu).toBeHidden();
  const search = header.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeFocused();
  await search.fill('cotton yarn');
  await search.press('Enter');
  await expect(page).toHaveURL(routes.search('cotton yarn'));
});

test('a language chosen at first paint is applied', async ({ page }) => {
  await page.goto(routes.suppliers(), { waitUntil: 'load' });
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu', exact: true }).click();
  await header.getByRole('combobox', { name: 'Language' }).last().selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सत्यापित आपूर्तिकर्ता खोजें');
});

test("the catalog wizard's first steps", async ({ page, request }) => {
  await signIn(page, await createUser(request, { role: 'supplier' }));
  const photo = test.info().outputPath('photo.jpg');
  writeFileSync(photo, await sceneImage(3, { width: 1200, height: 900 }));
  await page.goto(routes.catalog(), { waitUntil: 'load' });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select from Camera Roll' }).click();
  await (await chooser).setFiles([photo]);
  await expect(page.getByText('1 image(s) uploaded successfully!')).toBeVisible();
  await expect(page.getByText('Image 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await expect(page.getByText('All images edited! Select a catalog template now.')).toBeVisible();
});

test('image search from the home page: the camera opens the picker at once', async ({ page }) => {
  await page.goto(routes.home(), { waitUntil: 'load' });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('main').getByRole('button', { name: 'Search by image' }).first().click();
  await (await chooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('price list'),
  });
  await expect(page.getByText('Please upload an image file')).toBeVisible();
});
