// Every form works from its first paint (issue 23): on a phone's CPU (4× slower), each of the
// eight forms (sign-in, register, waitlist, contact, inquiry, requirement, quote, reply) is filled
// and submitted the moment its inputs exist (the page opened at 'commit', no wait for hydration),
// EARLY_SUBMIT_REPEATS times (default 20); its effect is read through the API. Target: none lost.
// The e2e test (tests/e2e/first-paint-submit.spec.ts) does each once with the race forced.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { freePort } from '../../src/server/testing/free-port';
import { firstPaintForms, formNames, happened } from '../../tests/e2e/first-paint-forms';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type Bench, builtClient, builtServer, newDataDir, stop, waitForHttp } from './app';

const repeats = Number(process.env.EARLY_SUBMIT_REPEATS ?? 20);

/** The real app as `npm start` runs it, but in test mode: the e2e fixtures' user endpoint is on. */
async function startTestApp() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [await builtServer()], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: newDataDir(),
      AUTH_SECRET: 'bench-secret-0123456789-abcdefghijkl',
      SERVE_CLIENT: 'true',
      CLIENT_DIR: builtClient(),
      // Each try is a visitor of its own (X-Forwarded-For): no per-IP limit is shared.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    // A first start migrates a fresh database: slow on a busy machine.
    await waitForHttp(`${url}/api/health`, child, 300_000);
  } catch (e) {
    await stop(child);
    throw e;
  }
  return { url, stop: () => stop(child) };
}

export default async function bench(): Promise<Bench[]> {
  const app = await startTestApp();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: Bench[] = [];
  try {
    const forms = await firstPaintForms(browser, app.url);
    for (const name of formNames) {
      let lost = 0;
      for (let i = 0; i < repeats; i++) {
        const context = await browser.newContext({
          baseURL: app.url,
          viewport: { width: 412, height: 915 },
          isMobile: true,
          hasTouch: true,
          extraHTTPHeaders: { 'x-forwarded-for': `10.23.${i}.${formNames.indexOf(name) + 1}` },
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const attempt = await forms[name].prepare(page);
        await page.goto(attempt.path, { waitUntil: 'commit' });
        await attempt.fill(page);
        const took = await happened(page, attempt, 20_000);
        if (!took) lost++;
        console.log(`  ${name} ${i + 1}: ${took ? 'ok' : 'LOST'}`);
        await context.close();
      }
      rows.push({
        name: `early submit: ${name}, lost of ${repeats}`,
        value: lost,
        unit: '',
        target: '0',
        ok: lost === 0,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await app.stop();
  }
}
