import { maxImageBytes, maxImageEdge, type Variant, variantEdges } from '../../../shared/media/constants';
import { sniffImageType } from '../../../shared/media/sniff';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { loadSharp } from './sharp';
import { computeSignature, type RawImage } from './signature';

/** Decoding a small file into a huge canvas (a "pixel bomb") is refused before any work. */
export const maxInputMegapixels = 64;

export interface ProcessedImage {
  /** Re-encoded, oriented, every metadata block (EXIF, GPS, XMP, ICC) stripped, long edge ≤ 2048. */
  jpeg: Buffer;
  /** WebP, long edge 320, 640 and 1024 px. */
  variants: Record<Variant, Buffer>;
  width: number;
  height: number;
  /** Compact visual signature for image search. */
  signature: string;
}

/** Refuses a file too large, or not a JPEG, PNG, GIF or WebP by its bytes, before any decoder sees it. */
export function assertImageUpload(input: Buffer) {
  if (input.length > maxImageBytes) throw new AppError('unprocessable', 'media:errors.tooLarge');
  if (!sniffImageType(input)) throw new AppError('unprocessable', 'media:errors.unsupportedType');
}

/**
 * Checks an upload and decodes it upright (EXIF orientation applied), flattened on white and
 * scaled to at most 2048 px: the one decode every output is made from.
 */
export async function decodeUpload(input: Buffer): Promise<RawImage> {
  assertImageUpload(input);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, {
      autoOrient: true,
      failOn: 'error',
      limitInputPixels: maxInputMegapixels * 1_000_000,
    })
      .flatten({ background: '#ffffff' })
      .resize(maxImageEdge, maxImageEdge, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message))
      throw new AppError('unprocessable', 'media:errors.tooManyPixels', undefined, {
        megapixels: maxInputMegapixels,
      });
    throw new AppError('unprocessable', 'media:errors.unreadable');
  }
}

/** WebP quality per variant: the small ones are seen small, so a lower quality costs nothing visible. */
const variantQuality: Record<Variant, number> = { thumb: 75, medium: 78, display: 80 };

/** One WebP variant of an image (raw pixels, or any encoded image sharp reads). */
export async function encodeVariant(input: Buffer | RawImage, variant: Variant): Promise<Buffer> {
  const sharp = await loadSharp();
  const edge = variantEdges[variant];
  return (Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: input.info }))
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: variantQuality[variant], effort: 2 })
    .toBuffer();
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const image = await decodeUpload(input);
  const sharp = await loadSharp();
  const [jpeg, thumb, medium, display, signature] = await Promise.all([
    sharp(image.data, { raw: image.info }).jpeg({ quality: 85 }).toBuffer(),
    encodeVariant(image, 'thumb'),
    encodeVariant(image, 'medium'),
    encodeVariant(image, 'display'),
    computeSignature(image),
  ]);
  return {
    jpeg,
    variants: { thumb, medium, display },
    width: image.info.width,
    height: image.info.height,
    signature,
  };
}

/** The storage keys of one stored image, from the base the caller chose. */
export function imageKeys(keyBase: string) {
  return {
    image: `${keyBase}.jpg`,
    thumb: `${keyBase}-thumb.webp`,
    medium: `${keyBase}-medium.webp`,
    display: `${keyBase}-display.webp`,
  };
}

/**
 * Writes the JPEG and its variants under `keyBase`; on any failure removes what was written and
 * rethrows. Returns what an image row stores.
 */
export async function storeProcessedImage(storage: Storage, keyBase: string, img: ProcessedImage) {
  const keys = imageKeys(keyBase);
  const writes = [
    [keys.image, img.jpeg, 'image/jpeg'],
    [keys.thumb, img.variants.thumb, 'image/webp'],
    [keys.medium, img.variants.medium, 'image/webp'],
    [keys.display, img.variants.display, 'image/webp'],
  ] as const;
  const results = await Promise.allSettled(writes.map(([key, body, type]) => storage.put(key, body, type)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.allSettled(writes.map(([key]) => storage.delete(key)));
    throw failed.reason;
  }
  return {
    keys: writes.map(([key]) => key),
    imageUrl: storage.publicUrl(keys.image),
    thumbUrl: storage.publicUrl(keys.thumb),
    mediumUrl: storage.publicUrl(keys.medium),
    displayUrl: storage.publicUrl(keys.display),
    width: img.width,
    height: img.height,
    signature: img.signature,
  };
}
