// Issue 27, items 10–12: the GSTIN checked part by part as it is typed, the contact form's and the
// waitlist's limits told in minutes beside the form, and voice search saying why it failed.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { createUser, expect, ownAddress, signIn, test } from './fixtures';

const shots = '/tmp/shots';
mkdirSync(shots, { recursive: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the GSTIN field names the wrong part as it is typed, before any submit', async ({ page, context }) => {
  await ownAddress(context);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  const business = await page.request.put('/api/suppliers/me', {
    data: {
      name: `Nashik Typed Exports ${Date.now()}`,
      description: 'Table grapes and raisins',
      city: 'Nashik',
      state: 'Maharashtra',
    },
    headers: { origin },
  });
  expect(business.status(), await business.text()).toBe(200);

  await page.goto(routes.verification());
  const gst = page.getByRole('region', { name: 'GST registration' });
  const gstin = gst.getByLabel('GSTIN', { exact: true });
  const stateCode = gst.getByText('The first two digits of a GSTIN are a state code from 01 to 38.');
  // Typed before the page answers, a person types it again.
  await expect(async () => {
    await gstin.fill('');
    await gstin.pressSequentially('99');
    await expect(stateCode).toBeVisible({ timeout: 1000 });
  }).toPass();

  await gstin.fill('');
  await gstin.pressSequentially('27AAPFU0939F1ZW');
  await expect(stateCode).toBeHidden();
  await expect(
    gst.getByText(
      'The last character of this GSTIN does not match its check character. Check it for a typing mistake.',
    ),
  ).toBeVisible();
  await gst.screenshot({ path: `${shots}/gstin-check-character.png` });

  // A Gujarat code for a Maharashtra business, then an unfinished one left: the part that is wrong.
  await gstin.fill('24AAPFU0939F1ZV');
  await expect(
    gst.getByText("The GSTIN's state code does not match your business state.", { exact: false }),
  ).toBeVisible();
  await gstin.fill('27AAPFU09');
  await expect(gst.getByRole('alert')).toHaveCount(0);
  await gstin.blur();
  await expect(gst.getByText('A GSTIN has exactly 15 letters and digits.')).toBeVisible();

  await gstin.fill('27AAPFU0939F1ZV');
  await expect(gst.getByRole('alert')).toHaveCount(0);
  await expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
  await expect(gst.getByText('15 letters and digits, as printed on your GST certificate.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact form past its limit says "about 15 minutes" beside the form, clear of the Send button', async ({
    page,
    context,
  }) => {
    await ownAddress(context);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const email = `busy-${Date.now()}@example.com`;
    // Five messages from this sender already (the per-sender limit), from this office's address.
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/contact', {
        data: { name: 'Anil Mehta', email, message: `Question ${i}` },
        headers: { origin },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto(routes.contact());
    const main = page.getByRole('main');
    await main.getByLabel('Name', { exact: true }).fill('Anil Mehta');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Message', { exact: true }).fill('One more question about listing our pumps.');
    const send = main.getByRole('button', { name: 'Send Message' });
    await send.click();

    const notice = main.locator('form').getByRole('alert');
    await expect(notice).toHaveText('Too many tries in a short time. Please try again in about 15 minutes.');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/contact-limit-390.png` });
    const [a, b] = [await notice.boundingBox(), await send.boundingBox()];
    if (!a || !b) throw new Error('the notice and the button are both on the page');
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, 'the message does not cover the Send button').toBe(false);
    // What was typed stays, to send later.
    await expect(main.getByLabel('Message', { exact: true })).toHaveValue(
      'One more question about listing our pumps.',
    );
  });

  test('the waitlist past its limit says "about 15 minutes" beside the form, not in a toast', async ({
    page,
    context,
  }) => {
    await ownAddress(context);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const email = `eager-${Date.now()}@example.com`;
    // Five joins with this email already (the per-email limit).
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post('/api/waitlist', {
        data: { email, phoneNumber: '+91 98765 43210' },
        headers: { origin },
      });
      expect(res.status(), await res.text()).toBe(200);
    }

    await page.goto(routes.waitlist());
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('+91 98765 43210');
    await form.getByRole('button', { name: 'Join Waitlist' }).click();

    await expect(form.getByRole('alert')).toHaveText(
      'Too many tries in a short time. Please try again in about 15 minutes.',
    );
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await form.screenshot({ path: `${shots}/waitlist-limit-390.png` });
  });
});

/** A recognizer that starts, then fails with `error`, as the browser's does. */
function failingRecognition(page: Page, error: string) {
  return page.addInitScript((code) => {
    class FailingRecognition {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      continuous = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: code });
          this.onend?.();
        }, 200);
      }
      abort() {
        this.onend?.();
      }
    }
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    w.webkitSpeechRecognition = FailingRecognition;
  }, error);
}

for (const [error, title, description] of [
  [
    'not-allowed',
    'Microphone blocked',
    'Allow this site to use the microphone in your browser settings, then try again.',
  ],
  ['no-speech', 'Nothing heard', "We didn't hear anything. Tap the microphone and speak clearly."],
] as const) {
  test(`voice search failing with '${error}' says why and what to do`, async ({ page }) => {
    await failingRecognition(page, error);
    await page.goto(routes.home());
    await page.getByRole('main').getByRole('button', { name: 'Search by voice' }).click();
    await expect(toast(page, title)).toBeVisible();
    await expect(toast(page, title)).toContainText(description);
    await expect(toast(page, 'Voice Search Error')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/voice-${error}.png` });
  });
}
