import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { sceneImage } from '../../src/server/testing/images';
import { routes } from '../../src/shared/routes';
import { createUser, expect, signIn, test } from './fixtures';

interface Payload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
const jpeg = async (name: string, seed: number): Promise<Payload> => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sceneImage(seed, { width: 640, height: 480 }),
});

async function openWizard(page: Page) {
  await signIn(page, await createUser(page.request, { role: 'supplier' }));
  await page.goto(routes.catalog());
}

async function choose(page: Page, files: Payload[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select from Camera Roll' }).click();
  await (await chooser).setFiles(files);
}

const upload = (page: Page) => page.getByRole('tab', { name: 'Upload' });

test('the upload area takes images, names what it refuses and counts to 9', async ({ page }) => {
  await openWizard(page);
  await expect(page.getByText('Drag & Drop your product images here')).toBeVisible();
  await expect(page.getByText('Supported formats: JPG, PNG, GIF (max 5MB per image)')).toBeVisible();
  // The picker takes several images; a second input opens the phone's camera directly.
  await expect(page.locator('input[type="file"][accept="image/*"][multiple]')).toHaveCount(1);
  await expect(page.locator('input[type="file"][capture="environment"]')).toHaveCount(1);

  // Only non-images: nothing added, the spec's message.
  await choose(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('price list') }]);
  await expect(page.getByText('Please upload valid image files (JPEG, PNG, etc.)')).toBeVisible();

  // A mixed selection: the PDF is dropped silently, the refused images are named.
  const big = await jpeg('huge.jpg', 3);
  big.buffer = Buffer.concat([big.buffer, Buffer.alloc(5 * 1024 * 1024)]);
  await choose(page, [
    await jpeg('loom.jpg', 1),
    { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    big,
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') },
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    },
  ]);
  await expect(page.getByText('Images must be 5 MB or smaller. Not added: huge.jpg')).toBeVisible();
  await expect(
    page.getByText('Only JPG, PNG, GIF and WebP images can be added. Not added: logo.svg, fake.png'),
  ).toBeVisible();
  await expect(page.getByText(/brochure/)).toHaveCount(0);
  await upload(page).click();
  await expect(page.getByText('1/9 photos')).toBeVisible();

  // Ten more: eight fit, the last two are named.
  const more = await Promise.all(Array.from({ length: 10 }, (_, i) => jpeg(`extra-${i + 1}.jpg`, 10 + i)));
  await choose(page, more);
  await expect(
    page.getByText('You can add up to 9 photos. Not added: extra-9.jpg, extra-10.jpg'),
  ).toBeVisible();
  await upload(page).click();
  await expect(page.getByText('9/9 photos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Photos' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo 9' }).click();
  await expect(page.getByText('8/9 photos')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(8);
});

test('the drop zone lights up while dragging and takes dropped files', async ({ page }) => {
  await openWizard(page);
  const zone = page.getByRole('region', { name: 'Drag & Drop your product images here' });
  const photo = (await sceneImage(4, { width: 320, height: 240 })).toString('base64');
  const data = await page.evaluateHandle((b64) => {
    const dt = new DataTransfer();
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    dt.items.add(new File([bytes], 'dropped.jpg', { type: 'image/jpeg' }));
    return dt;
  }, photo);
  await zone.dispatchEvent('dragenter', { dataTransfer: data });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await zone.dispatchEvent('dragleave', { dataTransfer: data });
  await expect(zone).not.toHaveAttribute('data-dragging');
  await zone.dispatchEvent('drop', { dataTransfer: data });
  await expect(page.getByText('Image 1 of 1')).toBeVisible();
});

test('the editor: filters, adjustments without wrap-around, reset, and saving upright on Next', async ({
  page,
}) => {
  await openWizard(page);
  // Stored sideways (left half red) with EXIF orientation 6: upright, red is on top.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="200" height="200" fill="#f00"/><rect x="200" width="200" height="200" fill="#00f"/></svg>`;
  const sideways = await sharp(Buffer.from(svg)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  await choose(page, [
    { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: sideways },
    await jpeg('second.jpg', 5),
  ]);

  await expect(page.getByText('Image 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const preview = page.getByRole('img', { name: 'Image 1 being edited' });
  for (const name of [
    'Normal',
    'Clarendon',
    'Gingham',
    'Moon',
    'Lark',
    'Reyes',
    'Juno',
    'Slumber',
    'Crema',
    'Ludwig',
  ])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Moon' }).click();
  await expect(page.getByRole('button', { name: 'Moon' })).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toHaveCSS('filter', /saturate\(0\)/);

  await page.getByRole('tab', { name: 'Adjust' }).click();
  await page.getByRole('button', { name: 'Open Adjustment Controls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Adjustments' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('slider', { name: 'Brightness' }).fill('130');
  await expect(dialog.getByText('130%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rotate 90° clockwise' }).click();
  await expect(dialog.getByText('Rotation: 90°')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rotate 90° counter-clockwise' }).click();
  await dialog.getByRole('button', { name: 'Rotate 90° counter-clockwise' }).click();
  await expect(dialog.getByText('Rotation: -90°')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByText('Rotation: 0°')).toBeVisible();
  await expect(dialog.getByRole('slider', { name: 'Brightness' })).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(preview).toHaveCSS('filter', 'none');

  await page.getByRole('button', { name: 'Next Image' }).click();
  await expect(page.getByText('Image edited successfully!')).toBeVisible();
  await expect(page.getByText('Image 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish Editing' })).toBeVisible();
  await page.getByRole('tab', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');

  // Back on the first image: the saved JPEG itself is upright (200×400, red on top, no EXIF needed).
  await page.getByRole('button', { name: 'Previous' }).click();
  const edited = page.getByRole('img', { name: 'Image 1 being edited' });
  await expect(edited).toHaveJSProperty('naturalWidth', 200);
  const top = await edited.evaluate((img: HTMLImageElement) => {
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d');
    ctx?.drawImage(img, 0, 0);
    return [...(ctx?.getImageData(100, 50, 1, 1).data ?? [])];
  });
  expect(top[0]).toBeGreaterThan(200);
  expect(top[2]).toBeLessThan(60);
});

test('on a phone the adjustments open as a bottom drawer with a Close button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await openWizard(page);
  await choose(page, [await jpeg('one.jpg', 6)]);
  await expect(page.getByText('Image 1 of 1')).toBeVisible();
  await page.getByRole('tab', { name: 'Adjust' }).click();
  await page.getByRole('button', { name: 'Open Adjustment Controls' }).click();
  const drawer = page.getByRole('dialog', { name: 'Image Adjustments' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(760);
  expect(Math.round(box?.width ?? 0)).toBe(375);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});
