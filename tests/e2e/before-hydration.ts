import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a native GET submit of the public forms would put in the address. */
const personalData = /email=|password=|phone/i;

/**
 * Opens a server-drawn page with its scripts held back, so that what the test does next happens
 * before React hydrates the page, as on a slow phone: only React's inline form-replay script runs.
 * `hydrate()` lets the scripts through; `expectNoPersonalData()` checks every address shown so far.
 */
export async function openBeforeHydration(page: Page, path: string) {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  // The whole page has arrived (the page state follows the markup); its scripts are still held.
  await page.locator('#page-state').waitFor({ state: 'attached' });
  return {
    hydrate: release,
    expectNoPersonalData() {
      for (const address of [...addresses, page.url()]) expect(address).not.toMatch(personalData);
    },
  };
}
