import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, phone, saveCatalog, signIn, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** 'YYYY-MM-DD' `days` from today, as a date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test(
  'a buyer posts a requirement, a matching supplier quotes, the buyer accepts',
  phone,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const product = `Cotton poplin ${stamp}`;

    // A supplier in Gujarat whose catalog's title holds the buyer's words.
    const supplierContext = await browser.newContext();
    const supplier = await supplierContext.newPage();
    await signIn(supplier, await createUser(supplier.request, { role: 'supplier' }));
    const company = `Rajkot Weaves ${stamp}`;
    const business = await supplier.request.put('/api/suppliers/me', {
      data: { name: company, description: 'Cotton and blended fabrics', city: 'Rajkot', state: 'Gujarat' },
      headers: { origin },
    });
    expect(business.status(), await business.text()).toBe(200);
    const catalogTitle = `Cotton poplin fabric ${stamp}`;
    await saveCatalog(
      supplier.request,
      origin,
      catalogForm({ title: catalogTitle, category: 'textiles' }),
      await sceneImage(1301, { width: 800, height: 600 }),
    );

    // The buyer posts the requirement, with a photo.
    await signIn(page, await createUser(page.request, { role: 'buyer' }));
    const photo = test.info().outputPath('poplin.jpg');
    writeFileSync(photo, await sceneImage(1302, { width: 900, height: 600 }));
    await page.goto(routes.newRequirement());
    await page.getByLabel('Product', { exact: true }).fill(product);
    await page.getByLabel('Category', { exact: true }).selectOption('textiles');
    await page.getByLabel('Quantity', { exact: true }).fill('5000');
    await page.getByLabel('Unit', { exact: true }).selectOption('metres');
    await page.getByLabel('From (₹)', { exact: true }).fill('80');
    await page.getByLabel('To (₹)', { exact: true }).fill('120');
    await page.getByLabel('Delivery location', { exact: true }).fill('Mumbai, Maharashtra');
    await page.getByLabel('Needed by', { exact: true }).fill(inDays(30));
    await page
      .getByLabel('Details (optional)', { exact: true })
      .fill('Plain white, 60 inch width, for shirting');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add photo' }).click();
    await (await chooser).setFiles([photo]);
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Post requirement' }).click();
    await expect(toast(page, 'Your buy requirement was posted')).toBeVisible();
    await expect(page).toHaveURL(/\/requirements\/[0-9a-f-]{36}$/);
    const requirementUrl = page.url();
    await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();
    await expect(page.getByText('5,000 metres')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1 of the requirement' })).toBeVisible();
    await expect(page.getByText('No quotes yet.')).toBeVisible();
    const matches = page.getByRole('region', { name: /^Sent to \d+ suppliers?$/ });
    await expect(matches.getByRole('listitem').filter({ hasText: company })).toContainText(
      `sells ${catalogTitle}, Gujarat`,
    );

    // The supplier finds it among the requirements sent to them, with why, and quotes.
    await supplier.goto(routes.requirements());
    const sent = supplier
      .getByRole('region', { name: 'Buy requirements for you' })
      .getByRole('article', { name: product });
    await expect(sent).toContainText(`Sent to you because: sells ${catalogTitle}, Gujarat`);
    await expect(sent).toContainText('Not quoted yet');
    await sent.getByRole('link', { name: product }).click();
    await expect(supplier.getByText('Why you received this requirement')).toBeVisible();
    await supplier.getByLabel('Price per unit (₹)', { exact: true }).fill('95');
    await supplier.getByLabel('Minimum order quantity', { exact: true }).fill('1000');
    await supplier.getByLabel('Lead time (days)', { exact: true }).fill('21');
    await supplier.getByLabel('HSN code', { exact: true }).fill('5208');
    await supplier.getByLabel('GST rate', { exact: true }).selectOption('500');
    await supplier.getByLabel('Valid until', { exact: true }).fill(inDays(20));
    await supplier
      .getByLabel('Message to the buyer (optional)', { exact: true })
      .fill('Ex-mill Surat, 2 lab dips included');
    await supplier.getByRole('button', { name: 'Send quote' }).click();
    await expect(toast(supplier, 'Your quote was sent to the buyer.')).toBeVisible();
    await expect(supplier.getByRole('heading', { name: 'Your quote' })).toBeVisible();
    await expect(supplier.getByText("Awaiting the buyer's decision")).toBeVisible();
    await supplier.goto(routes.requirements());
    await expect(
      supplier
        .getByRole('region', { name: 'Buy requirements for you' })
        .getByRole('article', { name: product }),
    ).toContainText('You have quoted');

    // The buyer compares it (₹95 × 5,000 = ₹4,75,000) and accepts it; that closes the requirement.
    await page.goto(requirementUrl);
    const row = page.getByRole('row', { name: company });
    await expect(row).toContainText('₹95');
    await expect(row).toContainText('₹4,75,000');
    await expect(row).toContainText('21 days');
    await expect(row).toContainText('Awaiting your decision');
    // Accepting asks where to bill and deliver, and opens the order it creates (tests/e2e/orders.spec.ts).
    await row.getByRole('button', { name: 'Accept' }).click();
    const accept = page.getByRole('dialog');
    await accept.getByLabel('Delivery state').selectOption('27');
    await accept.getByLabel('PIN code').fill('400001');
    await accept.getByRole('button', { name: 'Accept and create order' }).click();
    await expect(toast(page, 'Quote accepted. Your order is created.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.goto(requirementUrl);
    await expect(row).toContainText('Accepted');
    await expect(page.getByRole('heading', { name: product, level: 1 })).toContainText('Closed');
    await expect(page.getByRole('button', { name: 'Close requirement' })).toBeDisabled();
    await page.goto(routes.requirements());
    await expect(
      page.getByRole('region', { name: 'My buy requirements' }).getByRole('article', { name: product }),
    ).toContainText('1 quote');

    // The supplier sees the decision.
    await supplier.goto(requirementUrl);
    await expect(supplier.getByRole('region', { name: 'Your quote' })).toContainText('Accepted');
    await supplierContext.close();

    // Anyone else: not found.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, await createUser(other.request, { role: 'buyer' }));
    await other.goto(requirementUrl);
    await expect(
      other.getByText('This buy requirement does not exist or was not sent to you.'),
    ).toBeVisible();
    await otherContext.close();
  },
);
