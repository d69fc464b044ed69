import { loadSharp } from './sharp';

/**
 * A compact visual signature for image search (see docs/decisions/0005-image-signature.md):
 * a 4×4×4 RGB colour histogram plus horizontal and vertical difference hashes of square crops
 * (centred at four scales, and the four corners), so a cropped and resized photo still lands near
 * its original.
 */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const version = 1;
const histogramBins = 64;
/** Square crops hashed: side as a fraction of the short edge, position within the free room. */
const crops = [
  { scale: 1, x: 0.5, y: 0.5 },
  { scale: 0.85, x: 0.5, y: 0.5 },
  { scale: 0.7, x: 0.5, y: 0.5 },
  { scale: 0.55, x: 0.5, y: 0.5 },
  { scale: 0.7, x: 0, y: 0 },
  { scale: 0.7, x: 1, y: 0 },
  { scale: 0.7, x: 0, y: 1 },
  { scale: 0.7, x: 1, y: 1 },
] as const;
type Crop = (typeof crops)[number];
const hashBytes = 16; // 64-bit horizontal + 64-bit vertical dHash
const signatureBytes = 1 + histogramBins + crops.length * hashBytes;
/** base64url of `signatureBytes` bytes. */
export const signaturePattern = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((signatureBytes * 4) / 3)}}$`);

/** Weights of the two parts, calibrated on crops, resizes and unrelated images (see the decision). */
const histogramWeight = 0.35;
const hashWeight = 0.65;

function histogram(rgb: Buffer): Buffer {
  const counts = new Array<number>(histogramBins).fill(0);
  const pixels = rgb.length / 3;
  for (let i = 0; i < rgb.length; i += 3) {
    const bin = ((rgb[i] ?? 0) >> 6) * 16 + ((rgb[i + 1] ?? 0) >> 6) * 4 + ((rgb[i + 2] ?? 0) >> 6);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return Buffer.from(counts.map((c) => Math.round((255 * c) / pixels)));
}

/** Mean of the grey pixels in the box [x0, x1) × [y0, y1) (fractional edges rounded). */
function boxMean(grey: Buffer, width: number, x0: number, y0: number, x1: number, y1: number) {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(y0); y < Math.max(Math.floor(y0) + 1, Math.round(y1)); y++)
    for (let x = Math.floor(x0); x < Math.max(Math.floor(x0) + 1, Math.round(x1)); x++) {
      sum += grey[y * width + x] ?? 0;
      n++;
    }
  return sum / n;
}

/** dHash of a square crop: 9×8 (and 8×9) box means, one bit per neighbour comparison. */
function cropHash(grey: Buffer, width: number, height: number, crop: Crop): Buffer {
  const side = Math.min(width, height) * crop.scale;
  const left = (width - side) * crop.x;
  const top = (height - side) * crop.y;
  const grid = (cols: number, rows: number) =>
    Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => {
        const x0 = left + (c * side) / cols;
        const y0 = top + (r * side) / rows;
        return boxMean(grey, width, x0, y0, x0 + side / cols, y0 + side / rows);
      }),
    );
  const bits: number[] = [];
  const wide = grid(9, 8);
  for (const row of wide) for (let c = 0; c < 8; c++) bits.push((row[c] ?? 0) < (row[c + 1] ?? 0) ? 1 : 0);
  const tall = grid(8, 9);
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) bits.push((tall[r]?.[c] ?? 0) < (tall[r + 1]?.[c] ?? 0) ? 1 : 0);
  const out = Buffer.alloc(hashBytes);
  bits.forEach((bit, i) => {
    if (bit) out[i >> 3] = (out[i >> 3] ?? 0) | (1 << (i & 7));
  });
  return out;
}

/** The signature of an oriented image (raw pixels, as the pipeline decodes them). */
export async function computeSignature(image: RawImage): Promise<string> {
  const sharp = await loadSharp();
  const small = await sharp(image.data, { raw: image.info })
    .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++)
    grey[i] =
      0.299 * (small.data[i * 3] ?? 0) +
      0.587 * (small.data[i * 3 + 1] ?? 0) +
      0.114 * (small.data[i * 3 + 2] ?? 0);
  const hashes = crops.map((c) => cropHash(grey, width, height, c));
  return Buffer.concat([Buffer.from([version]), histogram(small.data), ...hashes]).toString('base64url');
}

export interface ParsedSignature {
  histogram: Uint8Array;
  hashes: Uint8Array[];
}

/** null when `value` is not a signature of this version. */
export function parseSignature(value: string): ParsedSignature | null {
  if (!signaturePattern.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== signatureBytes || bytes[0] !== version) return null;
  const hashes = crops.map((_, i) =>
    bytes.subarray(1 + histogramBins + i * hashBytes).subarray(0, hashBytes),
  );
  return { histogram: bytes.subarray(1, 1 + histogramBins), hashes };
}

/** Set bits of every byte value. */
const popcount = Uint8Array.from({ length: 256 }, (_, byte) => {
  let n = 0;
  for (let b = byte; b; b &= b - 1) n++;
  return n;
});

function hamming(a: Uint8Array, b: Uint8Array) {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += popcount[(a[i] ?? 0) ^ (b[i] ?? 0)] ?? 0;
  return d;
}

/**
 * 0 for identical images, about 0.3 and above for unrelated ones. The hash part takes the best
 * pair of crop scales, so a crop of the original matches one of the original's inner crops.
 */
export function signatureDistance(a: ParsedSignature, b: ParsedSignature): number {
  let hist = 0;
  for (let i = 0; i < histogramBins; i++) hist += Math.abs((a.histogram[i] ?? 0) - (b.histogram[i] ?? 0));
  let best = hashBytes * 8;
  const [fa, fb] = [a.hashes[0], b.hashes[0]];
  if (fa && fb) {
    for (const hb of b.hashes) best = Math.min(best, hamming(fa, hb));
    for (const ha of a.hashes) best = Math.min(best, hamming(ha, fb));
  }
  return histogramWeight * (hist / 510) + hashWeight * (best / (hashBytes * 8));
}
