import type { Page } from '@playwright/test';
import { routes } from '../../src/shared/routes';
import { openBeforeHydration } from './before-hydration';
import { expect, test } from './fixtures';

const mainLinks = ['Home', 'Categories', 'Suppliers', 'Buyers'];

/** The top navigation only: pages have search boxes and buttons of their own. */
function navParts(page: Page) {
  const header = page.getByRole('banner');
  return {
    searchToggle: header.getByRole('button', { name: 'Search', exact: true }),
    menuToggle: header.getByRole('button', { name: 'Menu', exact: true }),
    searchBox: header.getByRole('searchbox', { name: 'Search products' }),
    mainNav: header.getByRole('navigation', { name: 'Main navigation' }),
    mobileNav: header.getByRole('navigation', { name: 'Mobile navigation' }),
  };
}

async function expectActive(nav: ReturnType<Page['getByRole']>, active: string) {
  for (const name of mainLinks) {
    const link = nav.getByRole('link', { name, exact: true });
    if (name === active) {
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(link).toHaveCSS('text-decoration-line', 'underline');
    } else {
      await expect(link).not.toHaveAttribute('aria-current', 'page');
      await expect(link).toHaveCSS('text-decoration-line', 'none');
    }
  }
}

test.describe('navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search and menu toggles exclude each other and close on route change', async ({ page }) => {
    const nav = navParts(page);
    await page.goto(routes.home());
    await expect(nav.mainNav).toBeHidden();
    await expect(nav.searchBox).toBeHidden();
    await expect(nav.searchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.menuToggle).toHaveAttribute('aria-expanded', 'false');

    await nav.searchToggle.click();
    await expect(nav.searchToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.searchBox).toBeFocused();
    await expect(nav.searchBox).toHaveAttribute('placeholder', 'Search products...');

    await nav.menuToggle.click();
    await expect(nav.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.searchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.searchBox).toBeHidden();
    await expect(nav.mobileNav).toBeVisible();
    await expectActive(nav.mobileNav, 'Home');

    await nav.searchToggle.click();
    await expect(nav.mobileNav).toBeHidden();
    await expect(nav.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.searchBox).toBeVisible();

    await nav.menuToggle.click();
    await nav.mobileNav.getByRole('link', { name: 'Suppliers', exact: true }).click();
    await expect(page).toHaveURL(routes.suppliers());
    await expect(nav.mobileNav).toBeHidden();
    await expect(nav.menuToggle).toHaveAttribute('aria-expanded', 'false');

    await nav.menuToggle.click();
    await expectActive(nav.mobileNav, 'Suppliers');
    await page.goBack();
    await expect(page).toHaveURL(routes.home());
    await expect(nav.mobileNav).toBeHidden();
  });

  test('a menu opened before the page is hydrated stays open once it is, and works', async ({ page }) => {
    const nav = navParts(page);
    const { hydrate } = await openBeforeHydration(page, routes.home());
    await nav.menuToggle.click();
    await expect(nav.mobileNav).toBeVisible();
    hydrate();
    await expect(nav.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.mobileNav).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('searching opens /search with the words and closes the search panel', async ({ page }) => {
    const nav = navParts(page);
    await page.goto(routes.buyers());
    await nav.searchToggle.click();
    await nav.searchBox.fill('organic cotton yarn');
    await nav.searchBox.press('Enter');
    await expect(page).toHaveURL(routes.search('organic cotton yarn'));
    await expect(nav.searchBox).toBeHidden();
    await expect(nav.searchToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the open panel and gives focus back to its toggle', async ({ page }) => {
    const nav = navParts(page);
    await page.goto(routes.home());
    await nav.menuToggle.click();
    await expect(nav.mobileNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.mobileNav).toBeHidden();
    await expect(nav.menuToggle).toBeFocused();
    await expect(nav.menuToggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the links, search box and account area without toggles; the active link is underlined', async ({
    page,
  }) => {
    const nav = navParts(page);
    await page.goto(routes.categories());
    await expect(nav.searchToggle).toBeHidden();
    await expect(nav.menuToggle).toBeHidden();
    await expect(nav.searchBox).toBeVisible();
    await expect(nav.searchBox).toHaveAttribute('placeholder', 'Search products...');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'href',
      routes.auth('register'),
    );
    await expectActive(nav.mainNav, 'Categories');

    await nav.mainNav.getByRole('link', { name: 'Buyers', exact: true }).click();
    await expect(page).toHaveURL(routes.buyers());
    await expectActive(nav.mainNav, 'Buyers');

    await page.goto(routes.council('epch'));
    await expectActive(nav.mainNav, 'Categories');

    await header.getByRole('link', { name: 'TradeSetu home' }).click();
    await expect(page).toHaveURL(routes.home());
    await expectActive(nav.mainNav, 'Home');

    await nav.searchBox.fill('basmati rice');
    await nav.searchBox.press('Enter');
    await expect(page).toHaveURL(routes.search('basmati rice'));
  });

  test('the footer has the buyer, supplier, company, social and legal links and the year 2025', async ({
    page,
  }) => {
    await page.goto(routes.home());
    const footer = page.getByRole('contentinfo');
    for (const column of ['For Buyers', 'For Suppliers', 'Company']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Sell on Our Marketplace' })).toHaveAttribute(
      'href',
      routes.catalog(),
    );
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    for (const [name, href] of [
      ['Terms of Service', routes.terms()],
      ['Privacy Policy', routes.privacy()],
      ['Cookie Policy', routes.cookies()],
    ]) {
      await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href as string);
    }
    await expect(footer).toContainText('© 2025 TradeSetu');
  });
});
