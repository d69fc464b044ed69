import { routes } from '../../src/shared/routes';
import { expect, test } from './fixtures';

const pages = [
  { path: routes.about(), heading: 'About TradeSetu', text: 'Our mission' },
  { path: routes.terms(), heading: 'Terms of Service', text: '6. Governing law', mail: 'legal@tradesetu.in' },
  { path: routes.privacy(), heading: 'Privacy Policy', text: '5. Your rights', mail: 'privacy@tradesetu.in' },
  {
    path: routes.cookies(),
    heading: 'Cookie Policy',
    text: '2. Essential cookies',
    mail: 'privacy@tradesetu.in',
  },
  { path: routes.sitemap(), heading: 'Sitemap', text: 'For Suppliers' },
  { path: routes.contact(), heading: 'Contact Us', text: 'Business hours' },
  { path: routes.waitlist(), heading: 'Join the Waitlist', text: 'Why join early?' },
  {
    path: routes.buyers(),
    heading: 'Connect with Buyers Across India',
    text: 'Coming Soon: Buyer Directory',
  },
];

for (const p of pages) {
  test(`${p.path} has its content, title and description`, async ({ page }) => {
    await page.goto(p.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(main.getByText(p.text, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${p.heading} — TradeSetu`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    if (p.mail) {
      await expect(main.getByRole('link', { name: p.mail })).toHaveAttribute('href', `mailto:${p.mail}`);
      await expect(main.getByText('Last updated: 4 May 2025')).toBeVisible();
    }
  });
}

test('the sitemap page links main, supplier, buyer and legal pages', async ({ page }) => {
  await page.goto(routes.sitemap());
  const main = page.getByRole('main');
  for (const group of ['Main pages', 'For Suppliers', 'For Buyers', 'Legal'])
    await expect(main.getByRole('navigation', { name: group })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Register as a Supplier' })).toHaveAttribute(
    'href',
    '/auth?tab=register&role=supplier',
  );
  await main.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(routes.privacy());
});

test('the server answers /sitemap.xml and /robots.txt', async ({ request }) => {
  const xml = await request.get('/sitemap.xml');
  expect(xml.headers()['content-type']).toContain('application/xml');
  const body = await xml.text();
  expect(body).toContain('/suppliers/example-kerala-spice-traders</loc>');
  expect(body).toContain('/categories/epc/leathercouncil</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
