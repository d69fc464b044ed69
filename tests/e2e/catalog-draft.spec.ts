import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { colourfulness, fillDetails, photoFiles, tab, toast, upload } from './catalog-wizard';
import { createUser, expect, signIn, test } from './fixtures';

const restoredNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Draft restored from' });
const thumbnails = (page: Page) => page.getByRole('img', { name: /^Photo \d$/ });
const draftSaved = (page: Page) => page.getByText('Draft saved on this device');

/**
 * No draft came back: a new photo is kept as a draft of its own (the wizard saves only once the
 * store has answered), and the wizard was not refilled from an older one.
 */
async function expectNoDraft(page: Page, photo: string[]) {
  await upload(page, photo);
  await expect(draftSaved(page)).toBeVisible();
  await expect(page.getByText('Image 1 of 1')).toBeVisible();
  await expect(restoredNotice(page)).toHaveCount(0);
}

async function chooseTextile(page: Page) {
  await page
    .getByRole('article', { name: 'Textile' })
    .getByRole('button', { name: 'Use This Template' })
    .click();
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
}

test('a new catalog survives a reload, edited photos and details included, until it is discarded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  await page.goto(routes.catalog());
  const files = await photoFiles([821, 822, 824]);
  await upload(page, files.slice(0, 2));
  await expect(page.getByText('Image 1 of 2')).toBeVisible();
  // The first photo made grey: the draft must keep the edit, not the original.
  await page.getByRole('button', { name: 'Moon' }).click();
  await page.getByRole('button', { name: 'Next Image' }).click();
  await expect(page.getByText('Image 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await chooseTextile(page);
  await page.getByLabel('Title').fill('Indigo bedsheets');
  await page.getByLabel('Description').fill('Hand block printed cotton');
  await expect(draftSaved(page)).toBeVisible();

  await page.reload();
  await expect(restoredNotice(page)).toContainText('Your photos and details were kept on this device.');
  await expect(tab(page, 'Basic Info')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Title')).toHaveValue('Indigo bedsheets');
  await expect(page.getByLabel('Description')).toHaveValue('Hand block printed cotton');
  if (process.env.SHOTS) {
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/draft-restored-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/draft-restored-390.png' });
  }
  await tab(page, 'Upload').click();
  await expect(thumbnails(page)).toHaveCount(2);
  for (const img of await thumbnails(page).all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  expect(await colourfulness(thumbnails(page).first())).toBeLessThan(3);
  expect(await colourfulness(thumbnails(page).last())).toBeGreaterThan(20);

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(restoredNotice(page)).toHaveCount(0);
  await expect(tab(page, 'Edit')).toBeDisabled();
  await expect(thumbnails(page)).toHaveCount(0);
  await page.reload();
  await expectNoDraft(page, files.slice(-1));
});

test('a draft is its own account’s, reopens at Preview, and is gone once saved', async ({ page }) => {
  test.setTimeout(120_000);
  const [owner, other] = await Promise.all([
    createUser(page.request, { role: 'supplier' }),
    createUser(page.request, { role: 'supplier' }),
  ]);
  await signIn(page, owner);
  await page.goto(routes.catalog());
  const files = await photoFiles([823, 825]);
  await upload(page, files.slice(0, 1));
  await page.getByRole('button', { name: 'Finish Editing' }).click();
  await chooseTextile(page);
  const title = `Draft bedsheets ${Date.now()}`;
  await fillDetails(page, title);
  await page.getByRole('button', { name: 'Preview Catalog' }).click();
  await expect(tab(page, 'Preview')).toHaveAttribute('aria-selected', 'true');
  await expect(draftSaved(page)).toBeVisible();

  // Another supplier on this browser starts from nothing.
  await signIn(page, other);
  await page.reload();
  await expectNoDraft(page, files.slice(-1));

  await signIn(page, owner);
  await page.reload();
  await expect(restoredNotice(page)).toBeVisible();
  await expect(tab(page, 'Preview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Save Catalog' }).click();
  await expect(toast(page, 'Catalog saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);

  await page.goto(routes.catalog());
  await expectNoDraft(page, files.slice(-1));
});
