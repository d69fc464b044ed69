import type { Locator, Page } from '@playwright/test';
import type { HomeData } from '../../src/shared/home/schema';
import { routes } from '../../src/shared/routes';
import { expect, test } from './fixtures';

const sectionHeadings = [
  'Find Products and Suppliers',
  'Why Choose TradeSetu?',
  "India's Export Strengths",
  'AI-Powered Features',
  'Sample Suppliers',
  'How It Works',
  'Potential Use Cases',
  "Be Part of India's Trade Revolution",
];

test('the home page shows its sections in the spec order, hero first', async ({ page }) => {
  await page.goto(routes.home());
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText("India's AI-Powered B2B Marketplace");
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(sectionHeadings);
  await expect(page).toHaveTitle("India's AI-Powered B2B Marketplace — TradeSetu");

  await main.getByRole('button', { name: 'Learn More' }).click();
  const whyChoose = main.getByRole('heading', { level: 2, name: 'Why Choose TradeSetu?' });
  await expect(whyChoose).toBeFocused();
  await expect(whyChoose).toBeInViewport();
  await expect(main.getByRole('heading', { name: 'Our Vision' })).toBeVisible();

  await main.getByRole('link', { name: 'Join Waitlist' }).first().click();
  await expect(page).toHaveURL(/\/waitlist$/);
});

test('sample suppliers are cards from the directory, each labelled as an example', async ({ page }) => {
  await page.goto(routes.home());
  const section = page.getByRole('region', { name: 'Sample Suppliers' });
  await section.scrollIntoViewIfNeeded();
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.getByText('Example', { exact: true })).toBeVisible();
    await expect(card.getByText(/^(Verified|Gold|Premium|New)$/)).toBeVisible();
  }
  await expect(section.getByText(/^\+\d+ more$/).first()).toBeVisible();
});

test('hovering or focusing a highlighted state shows its top exports', async ({ page, request }) => {
  const { regions } = (await (await request.get('/api/home')).json()) as HomeData;
  const kerala = regions.find((r) => r.name === 'Kerala');
  const gujarat = regions.find((r) => r.name === 'Gujarat');
  if (!kerala || !gujarat) throw new Error('seeded regions missing');

  await page.goto(routes.home());
  const section = page.getByRole('region', { name: "India's Export Strengths" });
  await section.scrollIntoViewIfNeeded();
  const map = section.getByRole('group', { name: /^Map of India/ });
  await expect(map.getByRole('button')).toHaveCount(9);
  await expect(section.getByText('Choose a highlighted state to see its top exports.')).toBeVisible();

  await map.getByRole('button', { name: 'Kerala' }).hover();
  await expect(section.getByRole('heading', { name: 'Top exports from Kerala' })).toBeVisible();
  const exports = section.getByRole('list', { name: 'Top export products' }).getByRole('link');
  await expect(exports).toHaveText(kerala.topExports);

  await map.getByRole('button', { name: 'Gujarat' }).focus();
  await expect(section.getByRole('heading', { name: 'Top exports from Gujarat' })).toBeVisible();
  await expect(exports).toHaveText(gujarat.topExports);
  await expect(map.getByRole('button', { name: 'Gujarat' })).toHaveAttribute('aria-pressed', 'true');

  await exports.first().click();
  await expect(page).toHaveURL(/\/search\?q=Diamonds\+%26\+gems&state=Gujarat$/);
});

async function visibleAuthors(carousel: Locator) {
  // Slides out of view are aria-hidden, so only the shown ones are groups to the accessibility tree.
  return carousel.getByRole('group').locator('cite').allTextContents();
}

async function openCarousel(page: Page) {
  await page.goto(routes.home());
  // The carousel's code loads as its section nears the viewport.
  await page.getByRole('region', { name: 'Potential Use Cases', exact: true }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Potential use cases', exact: true });
  await expect(carousel.getByRole('group').first()).toBeVisible();
  return carousel;
}

for (const { width, perView } of [
  { width: 1280, perView: 2 },
  { width: 375, perView: 1 },
]) {
  test(`the use-case carousel shows ${perView} at ${width} px and wraps both ways`, async ({
    page,
    request,
  }) => {
    const { useCases } = (await (await request.get('/api/home')).json()) as HomeData;
    const authors = useCases.map((u) => u.author);
    const window = (start: number) => authors.slice(start, start + perView);
    const positions = authors.length - perView + 1;

    await page.setViewportSize({ width, height: 900 });
    const carousel = await openCarousel(page);
    await expect(
      page.getByText('Hypothetical scenarios: illustrations, not customer testimonials.'),
    ).toBeVisible();
    await expect(carousel.getByText('Hypothetical', { exact: true }).first()).toBeVisible();
    const previous = carousel.getByRole('button', { name: 'Previous use case' });
    const next = carousel.getByRole('button', { name: 'Next use case' });

    expect(await visibleAuthors(carousel)).toEqual(window(0));
    await previous.click();
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(positions - 1));
    await next.click();
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(0));
    await next.click();
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(1));
    for (let i = 1; i < positions; i++) await next.click();
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(0));

    // Keyboard: the arrow keys move it while one of its buttons has focus.
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(positions - 1));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(0));

    // Swipe: a leftward drag shows the next card.
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const y = box.y + 80;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => visibleAuthors(carousel)).toEqual(window(1));
  });
}
