// Issue 14's flow, acting as soon as each page shows: a supplier claims a GSTIN (first a wrong one),
// an admin approves it in /admin, and the supplier's page and card show Verified with a trust
// score and its breakdown. A buyer meets /admin as the not-found page.
import type { Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, ownAddress, phone, saveCatalog, signIn, test } from './fixtures';

/** The demo admin the server seeds outside production (src/server/db/seed/demo-accounts.ts). */
const demoAdmin = { email: 'admin@demo.tradesetu.in', password: 'demo1234' };

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A small certificate: the server sniffs the PDF signature, nothing more. */
const certificate = {
  name: 'gst-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

test(
  'a supplier claims a GSTIN, an admin approves it, the page and card show Verified and the score',
  phone,
  async ({ page, browser, context }) => {
    test.setTimeout(120_000);
    await ownAddress(context);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const company = `Pune Verified Exports ${Date.now()}`;

    // A fresh supplier with a business in Maharashtra (GST state code 27).
    await signIn(page, await createUser(page.request, { role: 'supplier' }));
    const business = await page.request.put('/api/suppliers/me', {
      data: { name: company, description: 'Precision turned parts', city: 'Pune', state: 'Maharashtra' },
      headers: { origin },
    });
    expect(business.status(), await business.text()).toBe(200);
    const supplierId = ((await business.json()) as { supplier: { id: string } }).supplier.id;
    // A listing puts the business in the directory (a supplier without one has no public page).
    await saveCatalog(
      page.request,
      origin,
      catalogForm({ title: `Turned brass parts ${company}` }),
      await sceneImage(7),
    );

    // A GSTIN whose last character is wrong is refused at the field, before anything is sent.
    await page.goto(routes.verification(), { waitUntil: 'load' });
    const gst = page.getByRole('region', { name: 'GST registration' });
    await gst.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZW');
    await gst.getByRole('button', { name: 'Submit for review' }).click();
    await expect(
      gst.getByText(
        'The last character of this GSTIN does not match its check character. Check it for a typing mistake.',
      ),
    ).toBeVisible();
    await expect(gst.getByText('Attach the certificate as a PDF or a photo.')).toBeVisible();

    // The right one with its certificate goes to review.
    await expect(gst.getByLabel('GSTIN', { exact: true })).toHaveValue('27AAPFU0939F1ZW');
    await gst.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV');
    await gst.getByLabel('GST certificate').setInputFiles(certificate);
    await expect(gst.getByText(certificate.name)).toBeVisible();
    await gst.getByRole('button', { name: 'Submit for review' }).click();
    await expect(toast(page, 'Your GSTIN was sent for review.')).toBeVisible();
    await expect(gst.getByText('Pending review')).toBeVisible();
    await expect(gst.getByText('27AAPFU0939F1ZV')).toBeVisible();
    await expect(gst.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      /^\/api\/trust\/documents\/[0-9a-f-]{36}$/,
    );

    // The admin approves it from the queue.
    const adminContext = await browser.newContext();
    await ownAddress(adminContext);
    const admin = await adminContext.newPage();
    await signIn(admin, demoAdmin);
    await admin.goto(routes.admin('queue'), { waitUntil: 'load' });
    const claim = admin.getByRole('article', { name: company });
    await expect(claim).toContainText('27AAPFU0939F1ZV');
    await claim.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(admin, `${company}'s request is approved.`)).toBeVisible();
    await adminContext.close();

    // The supplier's verification page and public page now say Verified, with the score's parts.
    await page.goto(routes.verification(), { waitUntil: 'load' });
    await expect(gst.getByText('Approved', { exact: true })).toBeVisible();
    await page.goto(routes.supplier(supplierId), { waitUntil: 'load' });
    const header = page.getByRole('main').locator('header').first();
    await expect(header.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(header.getByText('Verified', { exact: true })).toBeVisible();
    await expect(header.getByText(/^Trust \d+\/100$/)).toBeVisible();
    const score = page.getByRole('region', { name: 'Trust score' });
    await expect(score.getByText(/^\d+\/100$/)).toBeVisible();
    const verification = score.getByRole('listitem').filter({ hasText: 'Verification' });
    await expect(verification).toContainText('20/30 points');
    await expect(verification).toContainText('GSTIN approved');
    for (const part of [
      'Responsiveness',
      'Reviews',
      'Time on TradeSetu',
      'Profile and listings',
      'Upheld reports',
    ])
      await expect(score.getByRole('heading', { name: part })).toBeVisible();

    // Its card in the finder shows the score.
    await page.goto(`${routes.suppliers()}?q=${encodeURIComponent(company)}`, { waitUntil: 'load' });
    const card = page.getByRole('main').getByRole('article').filter({ hasText: company });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Trust \d+\/100$/)).toBeVisible();
  },
);

test('a buyer opening /admin sees the not-found page', async ({ page }) => {
  await signIn(page, await createUser(page.request, { role: 'buyer' }));
  await page.goto(routes.admin(), { waitUntil: 'load' });
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin console' })).toHaveCount(0);
});
