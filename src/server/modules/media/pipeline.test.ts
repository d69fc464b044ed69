import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sniffImageType } from '../../../shared/media/sniff';
import { AppError } from '../../http/errors';
import { createLocalStorage } from '../../storage/local';
import type { Storage } from '../../storage/storage';
import { exifHasGps, sceneImage, sceneSvg } from '../../testing/images';
import { imageKeys, processImage, storeProcessedImage } from './pipeline';
import { parseSignature } from './signature';

async function refusal(input: Buffer): Promise<string> {
  const err = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).kind).toBe('unprocessable');
  return (err as AppError).message;
}

/** A PNG whose header claims `width`×`height` (its pixel data is a 1×1 image's). */
function pngClaiming(png: Buffer, width: number, height: number) {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('processImage', () => {
  it('turns an EXIF-rotated phone JPEG upright and strips every metadata block, GPS included', async () => {
    // 400×200 stored sideways: left half red, right half blue; orientation 6 means "rotate 90° clockwise".
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="200" height="200" fill="#f00"/><rect x="200" width="200" height="200" fill="#00f"/></svg>`;
    const input = await sharp(Buffer.from(svg))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(exifHasGps(before.exif)).toBe(true);

    const out = await processImage(input);
    expect([out.width, out.height]).toEqual([200, 400]);
    const meta = await sharp(out.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out.jpeg.includes(Buffer.from('PhoneCam'))).toBe(false);
    // Rotated clockwise, the red left half is now on top.
    const { data } = await sharp(out.jpeg)
      .extract({ left: 100, top: 50, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    for (const variant of Object.values(out.variants))
      expect((await sharp(variant).metadata()).exif).toBeUndefined();
  });

  it('caps a 4000×3000 photo at 2048 px and makes WebP variants of 320, 640 and 1024 px', async () => {
    const out = await processImage(await sceneImage(1, { width: 4000, height: 3000 }));
    expect([out.width, out.height]).toEqual([2048, 1536]);
    expect(sniffImageType(out.jpeg)).toBe('jpeg');
    const thumb = await sharp(out.variants.thumb).metadata();
    const medium = await sharp(out.variants.medium).metadata();
    const display = await sharp(out.variants.display).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 240]);
    expect([medium.format, medium.width, medium.height]).toEqual(['webp', 640, 480]);
    expect([display.format, display.width, display.height]).toEqual(['webp', 1024, 768]);
    expect(parseSignature(out.signature)).not.toBeNull();
  });

  it.each(['png', 'gif', 'webp'] as const)('accepts a %s and re-encodes it as JPEG', async (format) => {
    const out = await processImage(await sceneImage(2, { width: 640, height: 480, format }));
    expect(sniffImageType(out.jpeg)).toBe('jpeg');
    expect([out.width, out.height]).toEqual([640, 480]);
    // Small images are never enlarged.
    expect((await sharp(out.variants.display).metadata()).width).toBe(640);
  });

  it('flattens transparency onto white and handles greyscale input', async () => {
    const clear = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const { data } = await sharp((await processImage(clear)).jpeg)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 3))).toBeGreaterThan(245);
    const grey = await sharp(await sceneImage(3))
      .toColourspace('b-w')
      .jpeg()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    expect(parseSignature((await processImage(grey)).signature)).not.toBeNull();
  });

  it('refuses an SVG and a text file named .png, whatever their declared type', async () => {
    expect(await refusal(Buffer.from(sceneSvg(4, 300, 200)))).toBe('media:errors.unsupportedType');
    expect(await refusal(Buffer.from('This is not a picture, only text in a file called photo.png'))).toBe(
      'media:errors.unsupportedType',
    );
  });

  it('refuses a 6 MB file before decoding it', async () => {
    const big = Buffer.concat([await sceneImage(5), Buffer.alloc(6 * 1024 * 1024)]);
    expect(await refusal(big)).toBe('media:errors.tooLarge');
  });

  it('refuses a damaged file and a pixel bomb with their own messages', async () => {
    const jpeg = await sceneImage(6);
    expect(await refusal(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(5000, 7)]))).toBe(
      'media:errors.unreadable',
    );
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await refusal(pngClaiming(tiny, 20000, 20000))).toBe('media:errors.tooManyPixels');
  });
});

describe('storeProcessedImage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-store-'));
  const local = createLocalStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const list = async (prefix: string) => {
    const keys: string[] = [];
    for await (const k of local.list(prefix)) keys.push(k);
    return keys.sort();
  };

  it('writes the JPEG and the three variants under the given base and returns their URLs', async () => {
    const img = await processImage(await sceneImage(7));
    const stored = await storeProcessedImage(local, 'catalog_images/c1/1700000000000-0', img);
    expect(stored.keys).toEqual([
      'catalog_images/c1/1700000000000-0.jpg',
      'catalog_images/c1/1700000000000-0-thumb.webp',
      'catalog_images/c1/1700000000000-0-medium.webp',
      'catalog_images/c1/1700000000000-0-display.webp',
    ]);
    expect(stored.imageUrl).toBe('/media/catalog_images/c1/1700000000000-0.jpg');
    expect(stored.thumbUrl).toBe('/media/catalog_images/c1/1700000000000-0-thumb.webp');
    expect(stored.mediumUrl).toBe('/media/catalog_images/c1/1700000000000-0-medium.webp');
    expect(await list('catalog_images/c1/')).toEqual([...stored.keys].sort());
    expect(Object.values(imageKeys('catalog_images/c1/1700000000000-0'))).toEqual(stored.keys);
    expect([stored.width, stored.height, stored.signature]).toEqual([img.width, img.height, img.signature]);
    const got = await local.get(stored.keys[1] as string);
    expect(got?.contentType).toBe('image/webp');
    got?.body.destroy();
  });

  it('removes what it wrote when one write fails, and rethrows', async () => {
    const img = await processImage(await sceneImage(8));
    const failing: Storage = {
      ...local,
      put: async (key, body, type) => {
        if (key.endsWith('-display.webp')) throw new Error('disk full');
        await local.put(key, body, type);
      },
    };
    await expect(storeProcessedImage(failing, 'catalog_images/c2/1-0', img)).rejects.toThrow('disk full');
    expect(await list('catalog_images/c2/')).toEqual([]);
  });
});
