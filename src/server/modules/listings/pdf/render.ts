import PDFDocument from 'pdfkit';
import { templates } from '../../../../shared/catalogs/constants';
import { formatDate, formatNumber, formatPriceRange } from '../../../../shared/i18n/format';
import { formatRate } from '../../../../shared/orders/gst-rates';
import { routes } from '../../../../shared/routes';
import { drawQr } from '../../../pdf/qr';
import { type TextOptions, textWidth, write } from '../../../pdf/text';
import { imageKeys } from '../../media/pipeline';
import type { PdfListing, PdfSource, PdfSupplier } from './data';

export type Labels = (key: string, values?: Record<string, unknown>) => string;

/** What a document needs besides its data: labels, the site's address and the stored photos. */
export interface PdfContext {
  t: Labels;
  language: string;
  /** The site's public address, for the QR codes and the footer. */
  siteUrl: string;
  /** A stored image as a JPEG of at most `edge` px, or null (photos.ts). */
  photo: (key: string, edge: number) => Promise<Buffer | null>;
}

type Doc = PDFKit.PDFDocument;

const margin = 40;
const pageWidth = 595.28;
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;
/** Sections end above the footer. */
const bottom = pageHeight - 56;
const ink = '#0f172a';
const grey = '#64748b';
const rule = '#e2e8f0';
const brand = '#c2410c';
const brandTint = '#fff7ed';

const hline = (doc: Doc, y: number) =>
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth, y)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke();

/** Two letters for a logo: the first of two words, or the name's first two ('RT' for Ravi Textiles). */
function initials(name: string) {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2)).toUpperCase();
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Labels without values asked once a document, not once a listing (i18next's lookup adds up over 20 sections). */
function remembered(t: Labels): Labels {
  const known = new Map<string, string>();
  return (key, values) => {
    if (values) return t(key, values);
    let label = known.get(key);
    if (label === undefined) {
      label = t(key);
      known.set(key, label);
    }
    return label;
  };
}

function newDocument(title: string): { pdf: Doc; done: Promise<Buffer> } {
  const pdf = new PDFDocument({ size: 'A4', margin, bufferPages: true, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** The logo in a circle: the stored image, or the name's initials on the brand's tint. */
function logo(doc: Doc, s: PdfSupplier, image: Buffer | null, x: number, y: number, size: number) {
  const r = size / 2;
  if (image) {
    doc
      .save()
      .circle(x + r, y + r, r)
      .clip();
    doc.image(image, x, y, { width: size, height: size });
    doc.restore();
    return;
  }
  doc
    .circle(x + r, y + r, r)
    .fillColor('#ffedd5')
    .fill();
  const fontSize = size * 0.36;
  write(doc, initials(s.name), x, y + r - fontSize * 0.75, {
    width: size,
    size: fontSize,
    weight: 700,
    align: 'center',
    color: brand,
  });
}

/** Rounded labels in a row (verification level, trust score); returns the height used. */
function pills(doc: Doc, texts: string[], x: number, y: number, color: string): number {
  let at = x;
  for (const text of texts) {
    const w = textWidth(doc, text, 8, 700) + 14;
    doc.roundedRect(at, y, w, 16, 8).fillColor(brandTint).fill();
    doc.roundedRect(at, y, w, 16, 8).lineWidth(0.6).strokeColor(color).stroke();
    write(doc, text, at, y + 3.5, { width: w, size: 8, weight: 700, align: 'center', color });
    at += w + 6;
  }
  return texts.length ? 22 : 0;
}

function badges(s: PdfSupplier, t: Labels): string[] {
  const level = ['verified', 'epc', 'gold', 'premium'].includes(s.verificationLevel)
    ? s.verificationLevel
    : 'new';
  return [
    level === 'epc' && s.councils.length
      ? t('directory:badges.epcOf', { councils: s.councils.map((c) => c.name).join(', ') })
      : t(`directory:badges.${level}`),
    ...(s.trustScore === null ? [] : [t('directory:card.trustScore', { score: s.trustScore })]),
    ...(s.isExample ? [t('directory:example')] : []),
  ];
}

/** The listing's facts as its page lists them (a catalog's packaging on its sheet only, to keep three listings a page). */
function specs(item: PdfListing, t: Labels, lng: string, packaging = false): [string, string][] {
  const n = (v: number) => formatNumber(v, {}, lng);
  if (item.kind === 'product') {
    const p = item.listing;
    return [
      [t('catalog:preview.category'), t(`catalog:categories.${p.category}`)],
      ...(p.catalog ? [[t('products:page.inCatalog'), p.catalog.title] as [string, string]] : []),
    ];
  }
  const c = item.listing;
  const { dimensions: d, weight: w, packaging: p } = c;
  const pack = (side: 'inner' | 'outer') =>
    t('catalog:preview.packValue', {
      type: p[side].type,
      quantity: n(p[side].quantity),
      dimensions: p[side].dimensions,
    });
  const rows: [string, string][] = [
    [t('catalog:preview.material'), c.material],
    [t('catalog:preview.category'), t(`catalog:categories.${c.category}`)],
    [
      t('catalog:preview.dimensions'),
      t('catalog:preview.dimensionsValue', {
        length: n(d.length),
        width: n(d.width),
        height: n(d.height),
        unit: t(`catalog:units.${d.unit}`),
      }),
    ],
    [t('catalog:preview.weight'), `${n(w.value)} ${t(`catalog:units.${w.unit}`)}`],
    ...templates[c.template].attributes.map(
      ({ key }) => [t(`catalog:fields.${key}`), c.attributes[key] ?? ''] as [string, string],
    ),
    ...((packaging
      ? [
          [t('catalog:preview.inner'), pack('inner')],
          [t('catalog:preview.outer'), pack('outer')],
          [
            t('catalog:preview.container'),
            t('catalog:preview.containerValue', {
              twenty: n(p.container.twenty),
              forty: n(p.container.forty),
            }),
          ],
        ]
      : []) as [string, string][]),
  ];
  return rows.filter(([, value]) => value.trim());
}

/** Price range (excl./incl. GST), 'HSN 5208 · GST 5%' and MOQ, as ListingPrice shows them. */
function priceLines(item: PdfListing, t: Labels, lng: string) {
  const l = item.listing;
  const taxed = l.hsnCode !== null && l.gstRate !== null;
  const price = formatPriceRange(l.price.min, l.price.max, lng);
  return {
    price: taxed
      ? `${price}  ${t(l.priceIncludesGst ? 'catalog:tax.inclGst' : 'catalog:tax.exclGst')}`
      : price,
    tax: taxed
      ? t('catalog:tax.line', {
          hsn: l.hsnCode,
          rate: formatNumber(
            formatRate(l.gstRate as number) / 100,
            { style: 'percent', maximumFractionDigits: 2 },
            lng,
          ),
        })
      : null,
    moq: `${t('catalog:preview.moq')}: ${t('catalog:preview.moqValue', { count: l.moq, value: formatNumber(l.moq, {}, lng) })}`,
  };
}

const listingUrl = (ctx: PdfContext, item: PdfListing) =>
  `${ctx.siteUrl}${routes.listing(item.kind, item.listing.id)}`;

/** Label and value side by side, the value wrapping; returns the height used. */
function facts(doc: Doc, rows: [string, string][], x: number, y: number, width: number, size = 8): number {
  const labelWidth = Math.min(110, width * 0.36);
  let h = 0;
  for (const [label, value] of rows) {
    const o: TextOptions = { width: width - labelWidth - 6, size };
    const lh = write(doc, label, x, y + h, { width: labelWidth, size, color: grey });
    h += Math.max(lh, write(doc, value, x + labelWidth + 6, y + h, o)) + 1;
  }
  return h;
}

/** A rough height of a text at a size in a width (about half an em a character), to break pages in time. */
const estimate = (text: string, width: number, size: number) =>
  Math.max(1, Math.ceil((text.length * size * 0.55) / width)) * size * 1.45;

const photoBox = 150;
const qrSize = 64;
const descriptionChars = 240;

function sectionHeight(item: PdfListing, rows: [string, string][], width: number): number {
  const labelWidth = Math.min(110, width * 0.36);
  const text =
    10 +
    estimate(item.listing.title, width, 13) +
    2 +
    16 +
    (item.listing.hsnCode ? 12 : 0) +
    12 +
    4 +
    rows.reduce(
      (h, [label, value]) =>
        h + Math.max(estimate(label, labelWidth, 8), estimate(value, width - labelWidth - 6, 8)) + 1,
      0,
    ) +
    3 +
    estimate(clip(item.listing.description, descriptionChars), width, 8) +
    12;
  return Math.max(photoBox, qrSize + 14, text);
}

/** One listing of the catalog: photo, title, price, facts, a short description and its QR code. */
function section(doc: Doc, ctx: PdfContext, item: PdfListing, photo: Buffer | null, y: number): number {
  const { t, language: lng } = ctx;
  if (photo) doc.image(photo, margin, y, { fit: [photoBox, photoBox], align: 'center' });
  else doc.rect(margin, y, photoBox, photoBox).fillColor('#f1f5f9').fill();
  const x = margin + photoBox + 14;
  const width = contentWidth - photoBox - 14 - qrSize - 12;
  const url = listingUrl(ctx, item);
  const lines = priceLines(item, t, lng);
  let h = write(doc, t(`pdf:kind.${item.kind}`).toUpperCase(), x, y, {
    width,
    size: 7,
    weight: 700,
    color: brand,
  });
  h += write(doc, item.listing.title, x, y + h, { width, size: 13, weight: 700, color: ink }) + 2;
  h += write(doc, lines.price, x, y + h, { width, size: 11, weight: 700, color: ink });
  if (lines.tax) h += write(doc, lines.tax, x, y + h, { width, size: 8, color: ink });
  h += write(doc, lines.moq, x, y + h, { width, size: 8, color: ink }) + 4;
  h += facts(doc, specs(item, t, lng), x, y + h, width) + 3;
  h += write(doc, clip(item.listing.description, descriptionChars), x, y + h, {
    width,
    size: 8,
    color: grey,
  });
  const qrX = margin + contentWidth - qrSize;
  drawQr(doc, url, qrX, y, qrSize);
  write(doc, t('pdf:scan'), qrX - 8, y + qrSize + 3, {
    width: qrSize + 16,
    size: 6.5,
    color: grey,
    align: 'center',
  });
  h += write(doc, url, x, y + h + 2, { width: width + qrSize + 12, size: 6.5, color: grey }) + 2;
  return Math.max(h, photoBox, qrSize + 14);
}

/** The page footers, once every page is drawn: the site, the supplier and 'Page n of N'. */
function footers(doc: Doc, ctx: PdfContext, name: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // text below the margin would start another page
    const y = pageHeight - 30;
    doc
      .moveTo(margin, y - 6)
      .lineTo(margin + contentWidth, y - 6)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    const third = contentWidth / 3;
    const o = { width: third, size: 7.5, color: grey };
    write(doc, ctx.siteUrl.replace(/^https?:\/\//, ''), margin, y, o);
    write(doc, name, margin + third, y, { ...o, align: 'center' });
    write(doc, ctx.t('pdf:page', { page: i - start + 1, pages: count }), margin + 2 * third, y, {
      ...o,
      align: 'right',
    });
  }
}

async function logoImage(ctx: PdfContext, s: PdfSupplier) {
  return s.logoKey ? ctx.photo(s.logoKey, 240) : null;
}

/** The cover: logo, name, place, badges, councils, about, categories and where to reach the supplier. */
function cover(doc: Doc, ctx: PdfContext, source: PdfSource, logoJpeg: Buffer | null) {
  const { t, language: lng } = ctx;
  const s = source.supplier;
  let y = margin + 30;
  logo(doc, s, logoJpeg, margin, y, 84);
  const x = margin + 104;
  const width = contentWidth - 104;
  let h = write(doc, t('pdf:catalogTitle').toUpperCase(), x, y, {
    width,
    size: 9,
    weight: 700,
    color: brand,
  });
  h += write(doc, s.name, x, y + h, { width, size: 24, weight: 700, color: ink });
  if (s.location) h += write(doc, s.location, x, y + h, { width, size: 11, color: grey });
  y += Math.max(84, h) + 14;
  y += pills(doc, badges(s, t), margin, y, brand) + 8;
  hline(doc, y);
  y += 14;
  const heading = (text: string) => {
    y += write(doc, text, margin, y, { width: contentWidth, size: 11, weight: 700, color: ink }) + 3;
  };
  const body = (text: string) => {
    y += write(doc, text, margin, y, { width: contentWidth, size: 9.5, color: ink }) + 12;
  };
  if (s.description) {
    heading(t('directory:supplier.about'));
    body(clip(s.description, 1200));
  }
  if (s.categories.length) {
    heading(t('directory:supplier.categories'));
    body(s.categories.join(' · '));
  }
  if (s.councils.length) {
    heading(t('directory:supplier.councils'));
    for (const c of s.councils) {
      const valid = c.expiresOn
        ? ` — ${t('trust:councils.validUntil', { date: formatDate(c.expiresOn, { dateStyle: 'medium', timeZone: 'UTC' }, lng) })}`
        : '';
      y += write(doc, `${c.name}: ${c.fullName}${valid}`, margin, y, {
        width: contentWidth,
        size: 9.5,
        color: ink,
      });
    }
    y += 12;
  }
  // Where to reach the supplier: their page (inquiries, quotes, orders), never a private number.
  if (s.id) {
    const boxY = Math.max(y + 6, bottom - 150);
    const url = `${ctx.siteUrl}${routes.supplier(s.id)}`;
    doc.roundedRect(margin, boxY, contentWidth, 110, 8).fillColor(brandTint).fill();
    drawQr(doc, url, margin + contentWidth - 96, boxY + 13, 84);
    const textWidthPt = contentWidth - 130;
    let bh = write(
      doc,
      t('pdf:contact', { name: s.name, site: t('common:app.name') }),
      margin + 16,
      boxY + 16,
      {
        width: textWidthPt,
        size: 12,
        weight: 700,
        color: ink,
      },
    );
    bh += write(doc, t('pdf:contactHint'), margin + 16, boxY + 18 + bh, {
      width: textWidthPt,
      size: 9,
      color: ink,
    });
    write(doc, url, margin + 16, boxY + 24 + bh, { width: textWidthPt, size: 8.5, color: brand });
    write(
      doc,
      `${t('pdf:listingCount', { count: source.listings.length })} · ${t('pdf:asOf', { date: formatDate(new Date(), { dateStyle: 'long' }, lng) })}`,
      margin,
      boxY + 120,
      { width: contentWidth, size: 8, color: grey },
    );
  }
}

/** A supplier's catalog: the cover, then a section per listing, three or so a page. */
export async function renderCatalogPdf(source: PdfSource, context: PdfContext): Promise<Buffer> {
  const ctx = { ...context, t: remembered(context.t) };
  const { pdf, done } = newDocument(`${source.supplier.name} — ${ctx.t('pdf:catalogTitle')}`);
  const [logoJpeg, ...photos] = await Promise.all([
    logoImage(ctx, source.supplier),
    ...source.listings.map((item) => {
      const first = item.photoKeys[0];
      return first ? ctx.photo(imageKeys(first).display, 480) : null;
    }),
  ]);
  cover(pdf, ctx, source, logoJpeg);
  if (!source.listings.length && source.supplier.isExample) {
    write(pdf, ctx.t('directory:supplier.exampleListings'), margin, bottom - 175, {
      width: contentWidth,
      size: 9,
      color: grey,
    });
  }
  let y = bottom;
  const textWidthPt = contentWidth - photoBox - 14 - qrSize - 12;
  source.listings.forEach((item, i) => {
    if (y + sectionHeight(item, specs(item, ctx.t, ctx.language), textWidthPt) > bottom) {
      pdf.addPage();
      y = margin;
    } else {
      hline(pdf, y - 12);
    }
    y += section(pdf, ctx, item, photos[i] ?? null, y) + 24;
  });
  footers(pdf, ctx, source.supplier.name);
  pdf.end();
  return done;
}

/** One listing on one page: its supplier, a large photo, the others as thumbnails, every fact and its QR code. */
export async function renderSheetPdf(source: PdfSource, ctx: PdfContext): Promise<Buffer> {
  const { t, language: lng } = ctx;
  const item = source.listings[0];
  if (!item) throw new Error('A sheet needs its listing');
  const s = source.supplier;
  const { pdf, done } = newDocument(`${item.listing.title} — ${s.name}`);
  const thumbs = item.photoKeys.slice(1, 7);
  const [logoJpeg, main, ...small] = await Promise.all([
    logoImage(ctx, s),
    item.photoKeys[0] ? ctx.photo(imageKeys(item.photoKeys[0]).display, 1024) : null,
    ...thumbs.map((key) => ctx.photo(imageKeys(key).thumb, 320)),
  ]);
  let y = margin;
  logo(pdf, s, logoJpeg, margin, y, 40);
  let h = write(pdf, s.name, margin + 52, y, { width: contentWidth - 52, size: 13, weight: 700, color: ink });
  h += write(pdf, [s.location, ...badges(s, t)].filter(Boolean).join(' · '), margin + 52, y + h, {
    width: contentWidth - 52,
    size: 8.5,
    color: grey,
  });
  y += Math.max(40, h) + 10;
  hline(pdf, y);
  y += 12;
  const photoHeight = thumbs.length ? 280 : 330;
  if (main)
    pdf.image(main, margin, y, { fit: [contentWidth, photoHeight], align: 'center', valign: 'center' });
  else pdf.rect(margin, y, contentWidth, photoHeight).fillColor('#f1f5f9').fill();
  y += photoHeight + 8;
  if (thumbs.length) {
    const size = (contentWidth - 5 * 8) / 6;
    small.forEach((image, i) => {
      if (image)
        pdf.image(image, margin + i * (size + 8), y, {
          fit: [size, size],
          align: 'center',
          valign: 'center',
        });
    });
    y += size + 10;
  }
  const url = listingUrl(ctx, item);
  const lines = priceLines(item, t, lng);
  const width = contentWidth - qrSize - 40;
  const top = y;
  y += write(pdf, t(`pdf:kind.${item.kind}`).toUpperCase(), margin, y, {
    width,
    size: 7.5,
    weight: 700,
    color: brand,
  });
  y += write(pdf, item.listing.title, margin, y, { width, size: 18, weight: 700, color: ink }) + 2;
  if (item.kind === 'catalog')
    y += write(pdf, t('catalog:preview.itemNumber', { value: item.listing.itemNumber }), margin, y, {
      width,
      size: 8.5,
      color: grey,
    });
  y += write(pdf, lines.price, margin, y, { width, size: 13, weight: 700, color: ink });
  if (lines.tax) y += write(pdf, lines.tax, margin, y, { width, size: 9, color: ink });
  y += write(pdf, lines.moq, margin, y, { width, size: 9, color: ink }) + 8;
  drawQr(pdf, url, margin + contentWidth - qrSize - 8, top, qrSize + 8);
  write(pdf, t('pdf:scan'), margin + contentWidth - qrSize - 16, top + qrSize + 12, {
    width: qrSize + 24,
    size: 7,
    color: grey,
    align: 'center',
  });
  y += facts(pdf, specs(item, t, lng, true), margin, y, contentWidth, 8.5) + 8;
  const room = Math.max(0, bottom - y - 24);
  const chars = Math.floor((room / (8.5 * 1.45)) * (contentWidth / (8.5 * 0.55)));
  if (chars > 40)
    y +=
      write(pdf, clip(item.listing.description, chars), margin, y, {
        width: contentWidth,
        size: 8.5,
        color: grey,
      }) + 4;
  write(pdf, url, margin, Math.min(y, bottom - 10), { width: contentWidth, size: 7.5, color: grey });
  footers(pdf, ctx, s.name);
  pdf.end();
  return done;
}
