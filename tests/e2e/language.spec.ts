import { languages } from '../../src/shared/i18n/languages';
import { routes } from '../../src/shared/routes';
import { expect, test } from './fixtures';

test('switching to Hindi translates the shell, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto(routes.home());
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Suppliers', exact: true }),
  ).toBeVisible();

  const header = page.getByRole('banner');
  const switcher = header.getByRole('combobox', { name: 'Language' });
  // Every offered language, each named in its own script.
  await expect(switcher.getByRole('option')).toHaveText(languages.map((l) => l.name));
  await expect(switcher.getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  await switcher.selectOption('hi');

  const expectHindi = async () => {
    await expect(html).toHaveAttribute('lang', 'hi');
    const nav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    for (const name of ['होम', 'श्रेणियाँ', 'आपूर्तिकर्ता', 'खरीदार']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('searchbox', { name: 'उत्पाद खोजें' })).toHaveAttribute(
      'placeholder',
      'उत्पाद खोजें...',
    );
    await expect(page.getByRole('contentinfo')).toContainText('खरीदारों के लिए');
    await expect(header.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  };
  await expectHindi();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'tradesetu.language')?.value).toBe('hi');

  await page.reload();
  await expectHindi();

  await header.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('the page title follows the language', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found — TradeSetu');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page).toHaveTitle('पेज नहीं मिला — TradeSetu');
  await expect(page.getByText('उफ़! पेज नहीं मिला')).toBeVisible();
});
