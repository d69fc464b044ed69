import { expect, test } from './fixtures';

test('an unknown path shows the not-found page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose code cannot be fetched offers a reload instead of a blank app', async ({ page }) => {
  let blocked = true;
  await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
  await page.goto('/about');
  await expect(page.getByRole('alert')).toContainText(
    'This page could not be loaded. Check your connection and try again.',
  );
  await expect(page.getByRole('navigation').first()).toBeVisible(); // the shell still works
  blocked = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
