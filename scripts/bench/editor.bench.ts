// How long the image editor's preview takes to show a slider step or a filter on a 12 MP photo in
// Chromium (software rendering, as on the CI machine): from the change to the presented frame that
// shows it, read from a performance trace (frame-trace.ts), so the idle wait for the next 60 Hz
// tick is not counted. Also the full-resolution render when the user moves on.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { build, preview } from 'vite';
import { sceneSvg } from '../../src/server/testing/images';
import { chromiumArgs, chromiumPath } from '../chromium';
import { localeAssets } from '../locale-assets';
import type { Bench } from './app';
import { frameTraceCategories, updateTimesMs } from './frame-trace';

const targetMs = 16;
const steps = 40;

/** A 4000×3000 JPEG with photo-like grain (about 4 MB), as a phone takes it. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg(12, 4000, 3000)))
    .png()
    .toBuffer();
  const grain = {
    width: 4000,
    height: 3000,
    channels: 3 as const,
    background: '#808080',
    noise: { type: 'gaussian' as const, mean: 128, sigma: 10 },
  };
  const noise = await sharp({ create: grain }).png().toBuffer();
  return sharp(scene)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** In the page: `steps` changes of the given kind, 150 ms apart so each gets its own frame. */
const changesInPage = `async ({ kind, steps }) => {
  const slider = document.querySelector('input[type="range"][aria-label="Brightness"]');
  const filters = [...document.querySelectorAll('button[aria-pressed]')];
  for (let i = 0; i < steps; i++) {
    await new Promise((r) => setTimeout(r, 150));
    if (kind === 'slider') {
      // What dragging the thumb does: a new value, then an input event.
      slider.value = String(100 + (i % 2 ? -1 : 1) * (1 + (i % 7)));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    } else filters[(i + 1) % filters.length].click();
  }
  await new Promise((r) => setTimeout(r, 300));
}`;

/** Update times (ms) of `steps` slider steps or filter changes, from a performance trace. */
async function measure(page: Page, kind: 'slider' | 'filter'): Promise<number[]> {
  await page.context().browser()?.startTracing(page, { categories: frameTraceCategories });
  await page.evaluate(`(${changesInPage})(${JSON.stringify({ kind, steps })})`);
  const trace = await page.context().browser()?.stopTracing();
  return trace ? updateTimesMs(trace, kind === 'slider' ? 'input' : 'click') : [];
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

export default async function bench(): Promise<Bench[]> {
  const root = join(import.meta.dirname, 'editor-harness');
  const outDir = await mkdtemp(join(tmpdir(), 'tradesetu-editor-bench-'));
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react(), localeAssets(), tailwindcss()],
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    },
  });
  writeFileSync(join(outDir, 'photo.jpg'), await twelveMegapixelPhoto());
  const server = await preview({
    configFile: false,
    root,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url ?? '', { waitUntil: 'networkidle' });
    // The previews switch to their screen-sized copies once those are made.
    await page.waitForFunction(() =>
      document.querySelector<HTMLImageElement>('img[alt="Image 1 being edited"]')?.src.startsWith('blob:'),
    );
    const filterTimes = await measure(page, 'filter');
    await page.getByRole('tab', { name: 'Adjust' }).click();
    await page.getByRole('button', { name: 'Open Adjustment Controls' }).click();
    await page.getByRole('slider', { name: 'Brightness' }).waitFor();
    const sliderTimes = await measure(page, 'slider');
    console.log(`  slider steps (ms): ${sliderTimes.map(round).join(' ')}`);
    console.log(`  filter changes (ms): ${filterTimes.map(round).join(' ')}`);

    await page.keyboard.press('Escape');
    const started = Date.now();
    await page.getByRole('button', { name: 'Next Image' }).click();
    await page.waitForFunction(() => window.editedBytes !== undefined, undefined, { timeout: 30_000 });
    const saveMs = Date.now() - started;

    const row = (name: string, value: number, target?: number): Bench => ({
      name,
      value: round(value),
      unit: 'ms',
      ...(target === undefined ? {} : { target: `≤ ${target} ms`, ok: value <= target }),
    });
    return [
      row('editor preview, slider step on 12 MP (median)', percentile(sliderTimes, 50), targetMs),
      row('editor preview, slider step on 12 MP (p95)', percentile(sliderTimes, 95)),
      row('editor preview, filter change on 12 MP (median)', percentile(filterTimes, 50), targetMs),
      row('editor save, 12 MP to 2048 px JPEG', saveMs),
    ];
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
