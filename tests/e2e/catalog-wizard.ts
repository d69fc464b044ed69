import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { sceneImage } from '../../src/server/testing/images';
import { test } from './fixtures';

// The catalog wizard's steps as a supplier goes through them, shared by its specs.

/** Real photo files, written for the file chooser. */
export async function photoFiles(seeds: number[]) {
  return Promise.all(
    seeds.map(async (seed) => {
      const path = test.info().outputPath(`photo-${seed}.jpg`);
      writeFileSync(path, await sceneImage(seed, { width: 1200, height: 900 }));
      return path;
    }),
  );
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

export async function upload(page: Page, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select from Camera Roll' }).click();
  await (await chooser).setFiles(files);
}

/** Every details field, tab by tab, valid; ends on the Pricing tab. */
export async function fillDetails(page: Page, title: string) {
  await tab(page, 'Basic Info').click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Soft handloom cotton bedsheets dyed with natural colours');
  await page.getByLabel('Item Number').fill('TX-1042');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Material').fill('100% cotton');
  await page.getByLabel('Length').fill('275');
  await page.getByLabel('Width').fill('228');
  await page.getByLabel('Height').fill('2');
  await page.getByLabel('Weight value').fill('1.2');
  await page.getByLabel('Fabric Type').fill('Cotton');
  await page.getByLabel('GSM').fill('180');
  await page.getByLabel('Construction').fill('Plain weave');
  await page.getByLabel('Yarn Count').fill('40s');
  await page.getByLabel('Care Instructions').fill('Machine wash cold');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const [side, type, qty, dims] of [
    ['Inner packaging', 'Poly bag', '1', '40 x 30 x 5 cm'],
    ['Outer packaging', 'Carton', '20', '60 x 40 x 50 cm'],
  ] as const) {
    const group = page.getByRole('group', { name: side });
    await group.getByLabel('Type').fill(type);
    await group.getByLabel('Quantity per pack').fill(qty);
    await group.getByLabel('Dimensions').fill(dims);
  }
  await page.getByLabel("20' container").fill('8000');
  await page.getByLabel("40' container").fill('17000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Minimum price (₹)').fill('250');
  await page.getByLabel('Maximum price (₹)').fill('100000');
  await page.getByLabel('MOQ (units)').fill('100');
  await page.getByLabel('HSN code').fill('6304');
  await page.getByLabel('GST rate').selectOption({ label: '5%' });
}

/** Mean spread between an image's strongest and weakest colour channel: 0 for a grey picture. */
export function colourfulness(img: Locator) {
  return img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(el, 0, 0, 64, 64);
    const { data } = ctx.getImageData(0, 0, 64, 64);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      sum += Math.max(r, g, b) - Math.min(r, g, b);
    }
    return sum / (data.length / 4);
  });
}
