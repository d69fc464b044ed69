import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { searchPath } from '../../src/shared/search/url';
import { createUser, expect, saveCatalog, signIn, test } from './fixtures';

test('a Hindi search for कपास finds a cotton listing written in English', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const supplier = await createUser(page.request, { role: 'supplier' });
  await signIn(page, supplier);
  const stamp = Date.now();
  const title = `Cotton shopping bags ${stamp}`;
  await saveCatalog(
    page.request,
    origin,
    catalogForm({ title, description: 'Sturdy cotton shopping bags for retail stores' }),
    await sceneImage(stamp % 100_000),
  );

  await page.goto(routes.search());
  const box = page
    .getByRole('main')
    .getByRole('combobox', { name: 'Search products, suppliers or locations' });
  await box.fill('कपास');
  await box.press('Enter');
  await expect(page).toHaveURL(searchPath({ q: 'कपास' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "कपास"');
  const products = page.getByRole('region', { name: /^Products/ });
  await expect(products.getByRole('heading', { level: 3, name: title })).toBeVisible();
});
