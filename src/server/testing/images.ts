import sharp from 'sharp';

/** Deterministic pseudo-random numbers (mulberry32), so a seed always draws the same picture. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An SVG "product photo": a gradient backdrop and a dozen coloured shapes, all from `seed`. */
export function sceneSvg(seed: number, width: number, height: number): string {
  const r = random(seed);
  const colour = () =>
    `hsl(${Math.floor(r() * 360)},${40 + Math.floor(r() * 50)}%,${25 + Math.floor(r() * 50)}%)`;
  const shapes: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = r() * width;
    const y = r() * height;
    const size = (0.08 + r() * 0.25) * Math.min(width, height);
    shapes.push(
      r() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}"/>`
        : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size * (0.5 + r())}" ` +
            `fill="${colour()}" transform="rotate(${Math.floor(r() * 90)} ${x} ${y})"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour()}"/>` +
    `<stop offset="1" stop-color="${colour()}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`
  );
}

export type TestImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export async function sceneImage(
  seed: number,
  opts: { width?: number; height?: number; format?: TestImageFormat } = {},
): Promise<Buffer> {
  const { width = 800, height = 600, format = 'jpeg' } = opts;
  const img = sharp(Buffer.from(sceneSvg(seed, width, height)));
  if (format === 'png') return img.png().toBuffer();
  if (format === 'gif') return img.gif().toBuffer();
  if (format === 'webp') return img.webp().toBuffer();
  return img.jpeg({ quality: 90 }).toBuffer();
}

/** A crop of `fraction` of each side, its top-left at (`dx`, `dy`) as fractions, resized to `width`. */
export async function cropAndResize(
  input: Buffer,
  opts: { fraction: number; dx: number; dy: number; width: number },
): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const w = Math.round(width * opts.fraction);
  const h = Math.round(height * opts.fraction);
  return sharp(input)
    .extract({ left: Math.round(width * opts.dx), top: Math.round(height * opts.dy), width: w, height: h })
    .resize(opts.width)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** True when a raw EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return (
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))
  );
}

/** How a buyer's photo of the same object differs from the supplier's (see `rephotograph`). */
export interface Rephotograph {
  /** Degrees; the blank corners the turn leaves are cropped away, as a camera frame would. */
  angle: number;
  /** Share of each side cut away (0.05–0.15), the kept part placed at (`dx`, `dy`) in 0–1. */
  crop: number;
  dx: number;
  dy: number;
  /** Added to every channel (-255–255), and the contrast factor around mid-grey. */
  brightness: number;
  contrast: number;
  /** Gaussian sigma, 0 for none. */
  blur: number;
  quality: number;
  width: number;
}

/** The same picture "taken again": turned, cropped, lit differently, blurred, resized, JPEG again. */
export async function rephotograph(input: Buffer, v: Rephotograph): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  const turn = (Math.abs(v.angle) * Math.PI) / 180;
  // The largest rectangle of the same shape inside the turned picture, as a share of each side.
  const fit = 1 / (Math.cos(turn) + (Math.max(width, height) / Math.min(width, height)) * Math.sin(turn));
  const turned = await sharp(input).rotate(v.angle).toBuffer({ resolveWithObject: true });
  const keep = fit * (1 - v.crop);
  const [w, h] = [Math.floor(width * keep), Math.floor(height * keep)];
  const left = (turned.info.width - width * fit) / 2 + (width * fit - w) * v.dx;
  const top = (turned.info.height - height * fit) / 2 + (height * fit - h) * v.dy;
  const img = sharp(turned.data)
    .extract({ left: Math.round(left), top: Math.round(top), width: w, height: h })
    .linear(v.contrast, 128 * (1 - v.contrast) + v.brightness)
    .resize(v.width);
  return (v.blur ? img.blur(v.blur) : img).jpeg({ quality: v.quality }).toBuffer();
}

/** The retakes of the labelled set (docs/decisions/0014): crops, turns, light, blur, JPEG, sizes. */
export const retakes: Rephotograph[] = [
  { crop: 0.05, dx: 0.5, dy: 0.5, angle: 1, brightness: 0, contrast: 1, blur: 0, quality: 60, width: 640 },
  { crop: 0.1, dx: 0.3, dy: 0.4, angle: -1, brightness: 0, contrast: 1.05, blur: 0, quality: 80, width: 800 },
  { crop: 0.15, dx: 0.5, dy: 0.5, angle: 0.5, brightness: -5, contrast: 1, blur: 0, quality: 75, width: 500 },
  { crop: 0.1, dx: 0.6, dy: 0.6, angle: 0, brightness: 0, contrast: 0.95, blur: 1, quality: 70, width: 1024 },
  {
    crop: 0.12,
    dx: 0.4,
    dy: 0.6,
    angle: -0.5,
    brightness: 5,
    contrast: 1,
    blur: 0.7,
    quality: 85,
    width: 400,
  },
  { crop: 0.08, dx: 0.6, dy: 0.4, angle: -1.5, brightness: 0, contrast: 1, blur: 0, quality: 55, width: 720 },
];
