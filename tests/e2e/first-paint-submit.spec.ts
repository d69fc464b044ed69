// Every form works from its first paint (issue 23): on a phone's CPU (project 'slow-phone'), each
// of the eight forms is submitted as soon as its inputs exist, and its effect must follow. A
// server-drawn form is tapped with the rest of its document and the page's scripts held back
// (openAtFirstPaint): the tap lands before the parser reaches the end of the markup, where React
// used to write its form-replay script; the CSP then refused the native submit and it was lost.
// The 20-repeat figures: scripts/bench/early-submit.bench.ts.

import {
  type FirstPaintForm,
  firstPaintForms,
  formNames,
  happened,
  openAtFirstPaint,
} from './first-paint-forms';
import { expect, ownAddress, test } from './fixtures';

let forms: Record<(typeof formNames)[number], FirstPaintForm>;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  forms = await firstPaintForms(browser, new URL(test.info().project.use.baseURL ?? '').origin);
});

for (const name of formNames) {
  test(`first-paint submit: ${name}`, async ({ page, context }) => {
    await ownAddress(context);
    const form = forms[name];
    const attempt = await form.prepare(page);
    if (form.serverDrawn) {
      const paint = await openAtFirstPaint(page, attempt.path);
      await attempt.fill(page);
      expect(await paint.held(), 'the form was submitted before the end of the markup').toBe(true);
      await paint.release();
    } else {
      // Drawn in the browser: the form exists once React has drawn it, its handlers with it.
      await page.goto(attempt.path, { waitUntil: 'commit' });
      await attempt.fill(page);
    }
    expect(await happened(page, attempt, 20_000), `the ${name} submit was lost`).toBe(true);
  });
}
