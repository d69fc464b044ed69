import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * Noto fonts for our PDFs (invoices, catalogs), one face per script, chosen character by character.
 *
 * The fonts are the static @fontsource/noto-sans-* packages (the variable ones break fontkit's
 * subsetting). Fontsource splits each family into subsets by Unicode range (unicode.json): we read
 * those ranges, pick for each character the first face that covers it, and parse a face file the
 * first time a character needs it, once per process (a parsed font serves every later invoice).
 * The files are resolved in node_modules at run time, as the bundle (dist/server/main.mjs) leaves
 * every package there, so nothing needs copying beside it.
 */

export type FontWeight = 400 | 700;

interface Face {
  /** e.g. 'noto-sans-tamil-tamil': the file name without '-400-normal.woff'. */
  file: string;
  pkg: string;
  ranges: [number, number][];
}

/** Families in order of preference, and which of their subsets to use (the rest overlap). */
const families: [pkg: string, subsets: (name: string) => boolean][] = [
  ['noto-sans', (s) => ['latin', 'latin-ext', 'greek', 'cyrillic', 'cyrillic-ext', 'vietnamese'].includes(s)],
  ...[
    'devanagari',
    'bengali',
    'gurmukhi',
    'gujarati',
    'tamil',
    'telugu',
    'kannada',
    'malayalam',
    'arabic',
  ].map((script): [string, (s: string) => boolean] => [`noto-sans-${script}`, (s) => s === script]),
  // Chinese labels: the family comes in ~100 numbered slices of its characters.
  ['noto-sans-sc', (s) => /^\[\d+\]$/.test(s)],
];

const require = createRequire(import.meta.url);

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((range) => {
    const [from = '0', to = from] = range.trim().slice(2).split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

let faces: Face[] | undefined;
function allFaces(): Face[] {
  faces ??= families.flatMap(([pkg, wanted]) => {
    const subsets: Record<string, string> = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${pkg}/unicode.json`), 'utf8'),
    );
    return Object.entries(subsets)
      .filter(([name]) => wanted(name))
      .map(([name, ranges]) => ({
        pkg,
        file: `${pkg}-${name.replace(/[[\]]/g, '')}`,
        ranges: parseRanges(ranges),
      }));
  });
  return faces;
}

const covers = (face: Face, cp: number) => face.ranges.some(([from, to]) => cp >= from && cp <= to);

const faceOfCodePoint = new Map<number, Face | null>();
function faceFor(cp: number): Face | null {
  let face = faceOfCodePoint.get(cp);
  if (face === undefined) {
    face = allFaces().find((f) => covers(f, cp)) ?? null;
    faceOfCodePoint.set(cp, face);
  }
  return face;
}

/**
 * WOFF 1.0 → the plain TrueType/OpenType font it wraps: each table inflated once with Node's zlib.
 * fontkit reads a WOFF file's tables by inflating them again on every access (each glyph of
 * every invoice: seconds a page); a plain font it reads in place.
 */
export function unwrapWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's sfnt version
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** entrySelector * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Words shaped per face: an invoice's words mostly repeat from one invoice to the next. */
const layoutCacheSize = 5000;

/**
 * The font, with its shaping of a word (fontkit's layout, the costly part of a page) kept for the
 * next invoices. pdfkit scales the positions it gets in place, so each caller gets its own copy.
 */
function withLayoutCache(font: fontkit.Font): fontkit.Font {
  const shaped = new Map<string, fontkit.GlyphRun>();
  const layout = (text: string, features?: string[] | Record<string, boolean>) => {
    if (features) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= layoutCacheSize) shaped.clear();
      run = font.layout(text);
      shaped.set(text, run);
    }
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    } as unknown as fontkit.GlyphRun;
  };
  return new Proxy(font, {
    get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)),
  });
}

const loaded = new Map<string, fontkit.Font>();
function load(face: Face, weight: FontWeight): { key: string; font: fontkit.Font } {
  const key = `${face.file}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const path = require.resolve(`@fontsource/${face.pkg}/files/${face.file}-${weight}-normal.woff`);
    font = withLayoutCache(fontkit.create(unwrapWoff(readFileSync(path))) as fontkit.Font);
    loaded.set(key, font);
  }
  return { key, font };
}

export interface FontRun {
  text: string;
  /** Unique per face and weight: pdfkit's cache key for the font. */
  key: string;
  font: fontkit.Font;
}

/**
 * Splits text into runs that one face can draw. A character the current run's face also covers
 * (vowel signs, joiners, the danda) stays in it, so a word is shaped as a whole; a character no
 * face covers goes to the Latin face (it draws as a missing-glyph box rather than vanishing).
 */
export function fontRuns(text: string, weight: FontWeight = 400): FontRun[] {
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && covers(last.face, cp)) last.text += char;
    else {
      const face = faceFor(cp) ?? allFaces()[0];
      if (!face) continue;
      if (last && last.face === face) last.text += char;
      else runs.push({ face, text: char });
    }
  }
  return runs.map(({ face, text: runText }) => ({ text: runText, ...load(face, weight) }));
}
