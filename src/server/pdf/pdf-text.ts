import { inflateSync } from 'node:zlib';

/**
 * The text of a pdfkit PDF, read back through each font's ToUnicode map (pdfkit writes glyph ids,
 * not characters), a line break where the text moves to another line. Enough for our own output;
 * not a general PDF reader.
 */
export function pdfText(pdf: Buffer): { text: string; fonts: string[]; pages: number; drawing: string } {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict = '', data] = (m[2] ?? '').split(/stream\r?\n/);
    const bytes = data === undefined ? '' : data.replace(/\r?\nendstream\s*$/, '');
    const stream = dict.includes('/FlateDecode')
      ? inflateSync(Buffer.from(bytes, 'latin1')).toString('latin1')
      : bytes;
    objects.set(m[1] ?? '', { dict, stream });
  }
  const cmapOf = (fontObj: string) => {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObj)?.dict ?? '')?.[1] ?? '';
    const map = new Map<number, string>();
    for (const r of (objects.get(toUnicode)?.stream ?? '').matchAll(
      /<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g,
    )) {
      [...(r[2] ?? '').matchAll(/<([0-9a-f ]+)>/g)].forEach((e, i) => {
        const units = (e[1] ?? '').split(' ').map((h) => Number.parseInt(h, 16));
        map.set(Number.parseInt(r[1] ?? '0', 16) + i, String.fromCharCode(...units));
      });
    }
    return map;
  };
  const fontRefs = new Map(
    [...raw.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1] ?? '', cmapOf(m[2] ?? '')]),
  );
  let text = '';
  let drawing = '';
  for (const { stream } of objects.values()) {
    if (stream.includes(' TJ')) drawing += stream;
    let cmap = new Map<number, string>();
    let y = '';
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|1 0 0 1 [\d.-]+ ([\d.-]+) Tm/g)) {
      if (op[1]) cmap = fontRefs.get(op[1]) ?? new Map();
      else if (op[3] !== undefined) {
        if (op[3] !== y) text += '\n';
        y = op[3];
      } else
        for (const hex of (op[2] ?? '').matchAll(/<([0-9a-f]+)>/g))
          for (const code of (hex[1] ?? '').match(/.{4}/g) ?? [])
            text += cmap.get(Number.parseInt(code, 16)) ?? '?';
    }
  }
  const fonts = [...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1] ?? '');
  return {
    text,
    fonts: [...new Set(fonts)].sort(),
    pages: raw.match(/\/Type \/Page\b/g)?.length ?? 0,
    drawing,
  };
}
