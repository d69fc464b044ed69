import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { languageKey } from '../../src/shared/i18n/languages';
import { clientAddress } from './first-paint-forms';

/**
 * Every e2e test fails on an uncaught page error. Tests act on a page as soon as it shows, as a
 * person does: nothing waits for hydration. `cpuThrottle` (a project option) slows the page's CPU
 * down as a mid-range phone's is.
 */
export const test = base.extend<{ pageErrors: Error[]; cpuThrottle: number }>({
  cpuThrottle: [1, { option: true }],
  page: async ({ page, cpuThrottle }, use) => {
    if (cpuThrottle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A main flow: also run on the slow phone (playwright.config.ts), beside everything in act-at-load. */
export const phone = { tag: '@phone' };

export interface E2eUser {
  email: string;
  password: string;
  fullName: string;
}

/** A confirmed user of any role, made by the test-only endpoint with the seed's account factory. */
export async function createUser(
  request: APIRequestContext,
  opts: { role: 'buyer' | 'supplier' | 'admin'; email?: string; password?: string; fullName?: string },
): Promise<E2eUser> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const res = await request.post('/api/test/users', { data: opts, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as E2eUser;
}

/** A language the visitor chose on an earlier visit (the app keeps the choice in a cookie). */
export async function chooseLanguage(context: BrowserContext, code: string): Promise<void> {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: languageKey, value: code, url }]);
}

/** Signs in through the API in the page's context, so the page has the session cookie. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The action link of the newest mail to `to` in the development outbox, which answers callers on
 * this machine only: `request`, not a page's, whose forwarded address (ownAddress) it refuses.
 */
export async function mailLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { link: string | null }[] };
  const link = messages[0]?.link;
  if (!link) throw new Error(`no mail with a link for ${to}`);
  return link;
}

/**
 * Gives the browser context its own client address (the server trusts X-Forwarded-For), so a
 * test that fails sign-ins on purpose never trips the per-IP limits of the other tests.
 */
export async function ownAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders(clientAddress());
}

/** Saves a catalog through the real save API, as the wizard does. */
export async function saveCatalog(
  request: APIRequestContext,
  origin: string,
  details: object,
  photo: Buffer,
): Promise<string> {
  const form = new FormData();
  form.append('details', JSON.stringify(details));
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await request.post('/api/catalogs', { multipart: form, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
