// Draws the app's icons (src/client/public/icons) from the logo (src/client/app/logo.tsx, favicon.svg):
// `npx tsx scripts/make-icons.ts`. The PNGs are committed; run again only when the logo changes.
import { join } from 'node:path';
import sharp from 'sharp';

const bridge = 'M7 21h18M9 21V13M23 21V13M6 13c4-5 16-5 20 0';
const out = join(import.meta.dirname, '../src/client/public/icons');

/** The bridge on the brand orange; `scale` < 1 leaves the padding a maskable icon's crop needs. */
const svg = (rounded: boolean, scale: number) => {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="#ea580c"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="${bridge}" stroke="#fff"
    stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.8 },
  // The drawing stays inside the middle 80 % circle that every platform's mask keeps.
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.6 },
];

for (const { file, size, rounded, scale } of icons) {
  await sharp(Buffer.from(svg(rounded, scale)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, file));
}
