import { type FontRun, type FontWeight, fontRuns } from './fonts';

type Doc = PDFKit.PDFDocument;

export interface TextOptions {
  width: number;
  size?: number;
  weight?: FontWeight;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/** Direction marks (Intl puts them in Arabic dates and numbers): no face draws them, so they would print as boxes. */
const bidiMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Writes text in the Noto face of each script (fonts.ts), wrapping within the width; returns the
 * height used. Runs of one line continue each other, so a Hindi name with Latin digits flows as one.
 * Right-to-left text (Arabic) is shaped and joined by fontkit, each word in its own order; a line
 * mixing Arabic and Latin keeps the words' logical order (no bidi reordering).
 */
export function write(doc: Doc, text: string, x: number, y: number, o: TextOptions): number {
  const runs = fontRuns(text.replace(bidiMarks, ''), o.weight);
  if (!runs.length) return 0;
  doc.fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
  // pdfkit takes an already parsed fontkit font (its types only list files and buffers).
  const use = (run: FontRun) => doc.font(run.font as unknown as Buffer, run.key);
  const mixedLine = runs.length > 1 && !text.includes('\n');
  const widths = mixedLine ? runs.map((run) => use(run).widthOfString(run.text)) : [];
  const total = widths.reduce((a, b) => a + b, 0);
  if (mixedLine && total <= o.width) {
    // pdfkit aligns each continued run on its own, and puts each on its own face's ascent: place a
    // one-line mixed text ourselves, all runs on the baseline of the tallest face.
    const align = o.align ?? 'left';
    let at = x + (align === 'left' ? 0 : (o.width - total) / (align === 'center' ? 2 : 1));
    const size = o.size ?? 8;
    const baseline = y + Math.max(...runs.map((r) => (r.font.ascent / r.font.unitsPerEm) * size));
    runs.forEach((run, i) => {
      use(run).text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      at += widths[i] ?? 0;
    });
    return doc.currentLineHeight(true) + 1;
  }
  runs.forEach((run, i) => {
    // Several runs over several lines: left-aligned, as pdfkit cannot align them together.
    const align = runs.length > 1 ? 'left' : (o.align ?? 'left');
    const options = { width: o.width, align, continued: i < runs.length - 1, lineGap: 1 };
    if (i === 0) use(run).text(run.text, x, y, options);
    else use(run).text(run.text, options);
  });
  return doc.y - y;
}

/** Writes lines one under another; returns the height used. */
export function lines(
  doc: Doc,
  texts: (string | null | false)[],
  x: number,
  y: number,
  o: TextOptions,
): number {
  let h = 0;
  for (const text of texts) if (text) h += write(doc, text, x, y + h, o);
  return h;
}

/** The width of a one-line text as `write` draws it (each run in its own face). */
export function textWidth(doc: Doc, text: string, size = 8, weight?: FontWeight): number {
  doc.fontSize(size);
  return fontRuns(text, weight).reduce(
    (sum, run) => sum + doc.font(run.font as unknown as Buffer, run.key).widthOfString(run.text),
    0,
  );
}
