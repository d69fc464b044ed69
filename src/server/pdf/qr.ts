import { encode } from 'uqr';

/** Encoded codes by text: a catalog's listing addresses repeat from one download to the next. */
const encoded = new Map<string, boolean[][]>();
const cacheSize = 2000;

function modules(text: string): boolean[][] {
  let data = encoded.get(text);
  if (!data) {
    if (encoded.size >= cacheSize) encoded.clear();
    data = encode(text, { ecc: 'M', border: 0 }).data;
    encoded.set(text, data);
  }
  return data;
}

/**
 * Draws a QR code as vector squares (sharp at any zoom, a few hundred bytes): the dark modules of
 * each row merged into runs, filled once. Error correction M: a printed code survives some wear.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const data = modules(text);
  const module = size / data.length;
  data.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        const end = dark ? c + 1 : c;
        doc.rect(x + start * module, y + r * module, (end - start) * module, module);
        start = -1;
      }
    });
  });
  doc.fillColor('black').fill();
}
