import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from './scripts/chromium';

// Workers re-read this file; the port chosen by the main process is passed down in the env.
process.env.E2E_PORT ??= String(41000 + (process.pid % 9000));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<{ cpuThrottle: number }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker would answer requests that specs hold or fake with page.route; the
    // offline spec lets it run (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: e2eChromiumPath, args: chromiumArgs },
  },
  projects: [
    // The main flows on a phone's CPU (4× slower), acting right after the load event (and every
    // form at first paint: first-paint-submit.spec.ts). Listed
    // first: its long throttled flows start early, so the run does not end on one of them alone.
    {
      name: 'slow-phone',
      // Everything acting at load, and the main flows (tagged with `phone` from fixtures.ts).
      testMatch: /act-at-load|first-paint-submit|inquiry|requirements|trust|orders/,
      grep: [/act-at-load/, /first-paint submit/, /@phone/],
      use: { ...devices['Pixel 7'], channel: undefined, cpuThrottle: 4 },
      // A CPU 4× slower draws everything later: what a person waits for gets more time.
      expect: { timeout: 15_000 },
      timeout: 60_000,
    },
    {
      name: 'chromium',
      testIgnore: /act-at-load|first-paint-submit/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
