// The eight forms a person may submit the moment they show (issue 23), for the e2e spec
// (first-paint-submit.spec.ts) and the benchmark (scripts/bench/early-submit.bench.ts): each is
// prepared, filled and submitted as soon as its inputs exist, and its effect read through the API.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { catalogForm } from '../../src/server/testing/catalogs';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';

/** One submit to make: the page to open, what a person types and taps, and whether it took. */
export interface Attempt {
  path: string;
  fill(page: Page): Promise<void>;
  /** Whether the submit's effect exists (a session, a stored row, a sent message). */
  done(page: Page): Promise<boolean>;
}

export const formNames = [
  'sign in',
  'register',
  'waitlist',
  'contact',
  'inquiry',
  'requirement',
  'quote',
  'reply',
] as const;

export interface FirstPaintForm {
  /** Drawn by the server, so its form shows before React's code has run. */
  serverDrawn: boolean;
  /** Signs the page's context in as needed and makes what the form needs. */
  prepare(page: Page): Promise<Attempt>;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let serial = 0;
const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${++serial}-${Math.random().toString(36).slice(2, 7)}`;

async function ok<T>(res: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>) {
  const answer = await res;
  if (answer.status() >= 300) throw new Error(`${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * The forms against the app at `origin`. `browser` makes the other parties' contexts: an admin
 * who reads the inboxes, a supplier with a catalog (inquiries, quotes, replies) and their buyers.
 */
export async function firstPaintForms(
  browser: Browser,
  origin: string,
): Promise<Record<(typeof formNames)[number], FirstPaintForm>> {
  const headers = { origin };
  const newUser = (api: APIRequestContext, role: 'buyer' | 'supplier' | 'admin') =>
    ok<{ email: string; password: string }>(api.post('/api/test/users', { data: { role }, headers }));
  const signIn = async (api: APIRequestContext, role: 'buyer' | 'supplier' | 'admin') => {
    const user = await newUser(api, role);
    await ok(api.post('/api/auth/sign-in/email', { data: user, headers }));
    return user;
  };
  /** A signed-in party of its own, with its own client address (the per-IP limits). */
  const party = async (role: 'buyer' | 'supplier' | 'admin') => {
    const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() });
    await signIn(context.request, role);
    return context.request;
  };

  const admin = await party('admin');
  // The development mailbox answers only callers on this machine: no forwarded address.
  const local = (await browser.newContext({ baseURL: origin })).request;
  const inInbox = async (inbox: 'waitlist' | 'contact', email: string) => {
    const page = await ok<{ total: number }>(
      admin.get(`/api/admin/inboxes/${inbox}?q=${encodeURIComponent(email)}`),
    );
    return page.total > 0;
  };

  // A supplier whose catalog a buyer inquires about and whose words a requirement matches.
  const word = unique('poplin').replace(/-/g, '');
  const supplier = await party('supplier');
  await ok(
    supplier.put('/api/suppliers/me', {
      data: { name: `Surat Mills ${word}`, description: 'Cotton fabrics', city: 'Surat', state: 'Gujarat' },
      headers,
    }),
  );
  const photo = await sceneImage(7, { width: 800, height: 600 });
  const { id: catalogId } = await ok<{ id: string }>(
    supplier.post('/api/catalogs', {
      multipart: {
        details: JSON.stringify(catalogForm({ title: `Cotton poplin fabric ${word}`, category: 'textiles' })),
        images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
      headers,
    }),
  );
  const inquiry = (message: string) => ({
    targetKind: 'catalog',
    targetId: catalogId,
    quantity: 300,
    unit: 'metres',
    deliveryLocation: 'Pune, Maharashtra',
    message,
  });

  return {
    'sign in': {
      serverDrawn: true,
      async prepare(page) {
        const user = await newUser(page.request, 'buyer');
        return {
          path: routes.auth(),
          async fill(page) {
            const main = page.getByRole('main');
            await main.getByLabel('Email').fill(user.email);
            await main.getByLabel('Password').fill(user.password);
            await main.getByRole('button', { name: 'Sign In' }).click();
          },
          async done(page) {
            const me = await ok<{ user: { email: string } | null }>(page.request.get('/api/account/me'));
            // And the person is taken on to their dashboard, as after any sign-in.
            return me.user?.email === user.email && new URL(page.url()).pathname === routes.dashboard();
          },
        };
      },
    },
    register: {
      serverDrawn: true,
      async prepare() {
        const email = `${unique('register')}@example.com`;
        return {
          path: routes.auth('register'),
          async fill(page) {
            const main = page.getByRole('main');
            await main.getByLabel('Full Name').fill('Asha Rao');
            await main.getByLabel('Email').fill(email);
            await main.getByLabel('Password').fill('secret123');
            await main.getByRole('button', { name: 'Create Account' }).click();
          },
          async done() {
            const mail = await ok<{ messages: unknown[] }>(
              local.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`),
            );
            return mail.messages.length > 0;
          },
        };
      },
    },
    waitlist: {
      serverDrawn: true,
      async prepare() {
        const email = `${unique('waitlist')}@example.com`;
        return {
          path: routes.waitlist(),
          async fill(page) {
            const main = page.getByRole('main');
            await main.getByLabel('Email address').fill(email);
            await main.getByLabel('Phone number').fill('+91 98765 43210');
            await main.getByRole('button', { name: 'Join Waitlist' }).click();
          },
          done: () => inInbox('waitlist', email),
        };
      },
    },
    contact: {
      serverDrawn: true,
      async prepare() {
        const email = `${unique('contact')}@example.com`;
        return {
          path: routes.contact(),
          async fill(page) {
            const main = page.getByRole('main');
            await main.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
            await main.getByLabel('Email', { exact: true }).fill(email);
            await main.getByLabel('Message', { exact: true }).fill('Do you ship cotton yarn to Dubai?');
            await main.getByRole('button', { name: 'Send Message' }).click();
          },
          done: () => inInbox('contact', email),
        };
      },
    },
    inquiry: {
      serverDrawn: true,
      async prepare(page) {
        await signIn(page.request, 'buyer');
        const message = `We need 300 metres of poplin, order ${unique('inquiry')}.`;
        return {
          path: routes.inquiry('catalog', catalogId),
          async fill(page) {
            const main = page.getByRole('main');
            await main.getByLabel('Quantity').fill('300');
            await main.getByLabel('Delivery location').fill('Pune, Maharashtra');
            await main.getByLabel('Message').fill(message);
            await main.getByRole('button', { name: 'Send Inquiry' }).click();
          },
          async done(page) {
            const inbox = await ok<{ conversations: unknown[] }>(page.request.get('/api/conversations'));
            return inbox.conversations.length > 0;
          },
        };
      },
    },
    requirement: {
      serverDrawn: false,
      async prepare(page) {
        await signIn(page.request, 'buyer');
        const product = `Cotton poplin ${unique('rfq')}`;
        return {
          path: routes.newRequirement(),
          async fill(page) {
            await page.getByLabel('Product', { exact: true }).fill(product);
            await page.getByLabel('Category', { exact: true }).selectOption('textiles');
            await page.getByLabel('Quantity', { exact: true }).fill('5000');
            await page.getByLabel('Unit', { exact: true }).selectOption('metres');
            await page.getByLabel('Delivery location', { exact: true }).fill('Mumbai, Maharashtra');
            await page.getByLabel('Needed by', { exact: true }).fill(inDays(30));
            await page.getByRole('button', { name: 'Post requirement' }).click();
          },
          async done(page) {
            const mine = await ok<{ requirements: { product: string }[] }>(
              page.request.get('/api/requirements/mine'),
            );
            return mine.requirements.some((r) => r.product === product);
          },
        };
      },
    },
    quote: {
      serverDrawn: false,
      async prepare(page) {
        const buyer = await party('buyer');
        const { id } = await ok<{ id: string }>(
          buyer.post('/api/requirements', {
            multipart: {
              details: JSON.stringify({
                product: `Cotton poplin fabric ${word}`,
                category: 'textiles',
                quantity: '2000',
                unit: 'metres',
                deliveryLocation: 'Ahmedabad, Gujarat',
                neededBy: inDays(30),
              }),
            },
            headers,
          }),
        );
        await page.context().addCookies(await supplierCookies());
        return {
          path: routes.requirement(id),
          async fill(page) {
            await page.getByLabel('Price per unit (₹)', { exact: true }).fill('95');
            await page.getByLabel('Minimum order quantity', { exact: true }).fill('1000');
            await page.getByLabel('Lead time (days)', { exact: true }).fill('21');
            await page.getByLabel('HSN code', { exact: true }).fill('5208');
            await page.getByLabel('GST rate', { exact: true }).selectOption('500');
            await page.getByLabel('Valid until', { exact: true }).fill(inDays(20));
            await page.getByRole('button', { name: 'Send quote' }).click();
          },
          async done() {
            const { requirement } = await ok<{ requirement: { quoteList: unknown[] } }>(
              buyer.get(`/api/requirements/${id}`),
            );
            return requirement.quoteList.length > 0;
          },
        };
      },
    },
    reply: {
      serverDrawn: false,
      async prepare(page) {
        const buyer = await party('buyer');
        const { conversationId } = await ok<{ conversationId: string }>(
          buyer.post('/api/inquiries', {
            data: inquiry(`Poplin for our shirts, ${unique('ask')}.`),
            headers,
          }),
        );
        await page.context().addCookies(await supplierCookies());
        const text = `We can ship in three weeks, ${unique('reply')}.`;
        return {
          path: routes.conversation(conversationId),
          async fill(page) {
            await page.getByLabel('Your reply').fill(text);
            await page.getByRole('button', { name: 'Send', exact: true }).click();
          },
          async done() {
            const { conversation } = await ok<{ conversation: { messages: { body: string }[] } }>(
              buyer.get(`/api/conversations/${conversationId}`),
            );
            return conversation.messages.some((m) => m.body === text);
          },
        };
      },
    },
  };

  /** The supplier's session, for a page of its own. */
  async function supplierCookies() {
    return (await supplier.storageState()).cookies;
  }
}

/** A client address of its own (the server trusts X-Forwarded-For in tests): no shared per-IP limits. */
export function clientAddress() {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

const hold = '/__first-paint-hold.css';

/**
 * Opens `path` as a slow network delivers it: the page's markup paints, and the rest of the
 * document (everything after its last form) and the page's scripts are held until `release`, so
 * a tap on a form happens at first paint, deterministically. The hold is a stylesheet placed
 * after the last form (the parser waits for it; what is above it paints), removed before React
 * hydrates so the markup stays the server's.
 */
export async function openAtFirstPaint(page: Page, path: string) {
  let releaseRest = () => {};
  const rest = new Promise<void>((resolve) => {
    releaseRest = resolve;
  });
  let releaseScripts = () => {};
  const scripts = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.route(`**${hold}`, async (route) => {
    await rest;
    await route.fulfill({ contentType: 'text/css', body: '' });
  });
  await page.route(
    (url) => url.pathname + url.search === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const end = html.lastIndexOf('</form>') + '</form>'.length;
      const { 'content-encoding': _, 'content-length': __, ...kept } = response.headers();
      await route.fulfill({
        status: response.status(),
        headers: kept,
        body: `${html.slice(0, end)}<link rel="stylesheet" href="${hold}">${html.slice(end)}`,
      });
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
  return {
    /** Whether the parser is still held before the rest of the document. */
    held: async () => (await page.locator('#page-state').count()) === 0,
    async release() {
      releaseRest();
      await page.locator('#page-state').waitFor({ state: 'attached' });
      await page.evaluate((href) => document.querySelector(`link[href="${href}"]`)?.remove(), hold);
      releaseScripts();
    },
  };
}

/** Polls `done` until it holds or `ms` have passed. */
export async function happened(page: Page, attempt: Attempt, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await attempt.done(page)) return true;
    await page.waitForTimeout(250);
  }
  return attempt.done(page);
}
