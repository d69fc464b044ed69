import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, saveCatalog, signIn, test } from './fixtures';

const spanish = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../src/shared/i18n/locales/es/common.json'), 'utf8'),
) as { translate: { action: string; showOriginal: string } };

test('a Spanish reader translates an English catalog through Apertium and back', async ({
  page,
  browser,
}) => {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const description = 'Soft handmade cotton bags with traditional block prints.';
  const id = await saveCatalog(
    page.request,
    origin,
    catalogForm({ title: `Cotton bags ${Date.now()}`, description }),
    await sceneImage(Date.now() % 100_000, { width: 800, height: 600 }),
  );

  // The author reads in English: nothing to translate.
  await page.goto(routes.catalogDetail(id));
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate' })).toHaveCount(0);

  const reader = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  try {
    const p = await reader.newPage();
    await p.goto(routes.catalogDetail(id));
    await expect(p.getByText(description)).toBeVisible();
    await p.getByRole('button', { name: spanish.translate.action }).click();
    await expect(p.getByRole('heading', { name: /Bolsos de algodón/i })).toBeVisible();
    await expect(p.getByText(description)).toHaveCount(0);
    await p.getByRole('button', { name: spanish.translate.showOriginal }).click();
    await expect(p.getByText(description)).toBeVisible();
  } finally {
    await reader.close();
  }
});
