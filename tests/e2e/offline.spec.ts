import type { Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, saveCatalog, test } from './fixtures';

// The service worker is what this spec tests (the other specs block it: playwright.config.ts).
// On a phone, where an offline app matters most.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const banner = 'You are offline. Pages you have already opened still work.';

/** As a person does: open the page and use it until the app works offline (the worker installed). */
async function openUntilInstalled(page: Page, path: string) {
  // Installing fetches the code of every page: seconds on a busy machine.
  test.slow();
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
}

test('pages opened before show offline, with the banner; any other shows the offline page', async ({
  page,
  context,
  request,
}) => {
  // A supplier with one catalog (through the API, in its own session: the page stays a visitor's).
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const supplier = await createUser(request, { role: 'supplier' });
  const signedIn = await request.post('/api/auth/sign-in/email', { headers: { origin }, data: supplier });
  expect(signedIn.status()).toBe(200);
  const catalog = `Offline-ready jute bags ${Date.now()}`;
  await saveCatalog(request, origin, catalogForm({ title: catalog }), await sceneImage(Date.now() % 100_000));
  const profile = {
    name: `Kolkata Jute Works ${Date.now()}`,
    description: 'Jute bags and sacks for export',
    city: 'Kolkata',
    state: 'West Bengal',
  };
  const res = await request.put('/api/suppliers/me', { headers: { origin }, data: profile });
  expect(res.status(), await res.text()).toBe(200);
  const { supplier: mine } = (await res.json()) as { supplier: { id: string } };
  await openUntilInstalled(page, routes.supplier(mine.id));
  // A catalog opened inside the app, as a person does: the worker keeps its page as well.
  await page.getByRole('main').getByRole('link', { name: catalog }).first().click();
  const title = page.getByRole('main').getByRole('heading', { name: catalog });
  await expect(title).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href, { ignoreVary: true }))))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: banner })).toBeVisible();

  await page.goto(routes.about());
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About TradeSetu' })).toBeVisible();
});

test('a form sent offline is refused and keeps its text; sent again online, it goes', async ({
  page,
  context,
}) => {
  await openUntilInstalled(page, routes.contact());
  const main = page.getByRole('main');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: banner })).toBeVisible();
  const message = 'Do you ship handloom sarees to Dubai?';
  await main.getByLabel('Name', { exact: true }).fill('Asha Patel');
  await main.getByLabel('Email', { exact: true }).fill(`offline-${Date.now()}@example.com`);
  await main.getByLabel('Message', { exact: true }).fill(message);
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    main.getByText('You are offline. Your text is still here; send it when you are back online.'),
  ).toBeVisible();
  await expect(main.getByLabel('Message', { exact: true })).toHaveValue(message);
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Asha Patel');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: banner })).toHaveCount(0);
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(main.getByLabel('Message', { exact: true })).toHaveValue('');
});
