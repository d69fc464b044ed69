import { ogImageSize } from '../../../shared/share/links';
import { loadSharp } from '../media/sharp';

const { width, height } = ogImageSize;
const band = 110;
const brand = '#ea580c';
const ink = '#0f172a';

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text the band can draw with the fonts a server has: Latin (and digits, punctuation). A title in
 * an Indic or Arabic script would need its Noto font here; the band then carries the brand alone.
 */
const drawable = (s: string) => /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u.test(s);

function clip(title: string, max = 58) {
  return title.length > max ? `${title.slice(0, max - 1).trimEnd()}…` : title;
}

/** The band under the photo: the brand, and the title when it is in Latin letters. */
function bandSvg(appName: string, title: string) {
  const text = drawable(title) ? clip(title.trim()) : '';
  const font = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}">` +
      `<rect width="100%" height="100%" fill="${ink}"/>` +
      `<rect width="12" height="100%" fill="${brand}"/>` +
      `<text x="44" y="${text ? 44 : 70}" ${font} font-size="${text ? 28 : 40}" font-weight="bold" fill="${brand}">${xml(appName)}</text>` +
      (text
        ? `<text x="44" y="88" ${font} font-size="34" font-weight="bold" fill="#ffffff">${xml(text)}</text>`
        : '') +
      '</svg>',
  );
}

/** A 1200×630 JPEG: the photo whole (contained on a light ground) above the name band. */
export async function renderOgImage(photo: Buffer, appName: string, title: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const picture = await sharp(photo)
    .resize(width, height - band, { fit: 'contain', background: '#f1f5f9' })
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#f1f5f9' } })
    .composite([
      { input: picture, top: 0, left: 0 },
      { input: bandSvg(appName, title), top: height - band, left: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The preview of a page with no photo: the brand on its colour. */
export async function renderBrandImage(appName: string, tagline: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const font =
    'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#ffffff" text-anchor="middle"';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${brand}"/>` +
    `<text x="600" y="320" ${font} font-size="120" font-weight="bold">${xml(appName)}</text>` +
    `<text x="600" y="410" ${font} font-size="44">${xml(tagline)}</text>` +
    '</svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
