import { routes } from '../../src/shared/routes';
import { createUser, expect, signIn, test } from './fixtures';

/** The demo admin the server seeds outside production (src/server/db/seed/demo-accounts.ts). */
const demoAdmin = { email: 'admin@demo.tradesetu.in', password: 'demo1234' };

// On a phone, where exporters read and ask.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a visitor goes from the dashboard tile to the guides, searches them and reads one', async ({
  page,
}) => {
  await page.goto(routes.dashboard());
  await page.getByRole('link', { name: 'Support & Resources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support & Resources' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search the guides' });
  await search.fill('bill of lading');
  await search.press('Enter');
  await expect(page).toHaveURL(routes.help('bill of lading'));
  await expect(page.getByRole('heading', { name: 'Guides found for “bill of lading”: 1' })).toBeVisible();
  const guide = page.getByRole('link', { name: 'Export documents' });
  await expect(
    page
      .locator('mark')
      .filter({ hasText: /^lading$/i })
      .first(),
  ).toBeVisible();
  await guide.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Export documents' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Bill of lading or airway bill' })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Bill of lading or airway bill' }),
  ).toBeInViewport();
});

test('a signed-in user asks the team, an admin answers in the Support tab, and the user reads the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const user = await createUser(page.request, { role: 'supplier' });
  await signIn(page, user);
  await page.goto(routes.help());
  const subject = `Which council for brass lamps? ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Your question')
    .fill('I make brass lamps in Moradabad. Which council should I join?');
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, demoAdmin);
  await admin.goto(routes.admin('support'));
  await expect(admin.getByRole('link', { name: /^Support Unread requests: [1-9]\d*$/ })).toBeVisible();
  await admin.getByRole('link', { name: subject }).click();
  await admin.getByLabel('Your answer').fill('Join EPCH: it covers handicrafts, brass lamps included.');
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText('Join EPCH: it covers handicrafts')).toBeVisible();
  await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
  await adminContext.close();

  await page.goto(routes.support());
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row.getByText('New answer')).toBeVisible();
  await expect(row.getByText('Answered')).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByText('Join EPCH: it covers handicrafts, brass lamps included.')).toBeVisible();
});
