// Writes src/client/features/home/map/india-states.json from @svg-maps/india (CC BY 4.0, Victor
// Cazanave): the same state outlines, simplified by half a unit and rounded to 0.1 of the 612×696
// view box.
// The package ships them as a 176 KB JavaScript module; as a rounded JSON asset they are about a
// quarter of that and cost the home page no JavaScript. Run: npx tsx scripts/gen-india-map.ts
import { writeFileSync } from 'node:fs';
import india from '@svg-maps/india';

type Point = [number, number];

/** The outline's rings as absolute points; the package uses only m, l, L and z. */
function rings(d: string): Point[][] {
  const tokens = d.match(/[mlLzZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: Point[][] = [];
  let ring: Point[] = [];
  let command = '';
  let at: Point = [0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as string;
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      i++;
      if (command === 'z' || command === 'Z') {
        if (ring.length) out.push(ring);
        at = ring[0] ?? at;
        ring = [];
      }
      if (command === 'm') {
        const p: Point = [at[0] + Number(tokens[i]), at[1] + Number(tokens[i + 1])];
        i += 2;
        if (ring.length) out.push(ring);
        ring = [p];
        at = p;
        command = 'l';
      }
      continue;
    }
    const x = Number(token);
    const y = Number(tokens[i + 1]);
    i += 2;
    at = command === 'L' ? [x, y] : [at[0] + x, at[1] + y];
    ring.push(at);
  }
  if (ring.length) out.push(ring);
  return out;
}

/** Ramer–Douglas–Peucker: drops points closer than `epsilon` to the line their neighbours make. */
function simplify(points: Point[], epsilon: number): Point[] {
  if (points.length < 3) return points;
  const [ax, ay] = points[0] as Point;
  const [bx, by] = points[points.length - 1] as Point;
  const length = Math.hypot(bx - ax, by - ay) || 1;
  let worst = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i] as Point;
    const distance = Math.abs((by - ay) * px - (bx - ax) * py + bx * ay - by * ax) / length;
    if (distance > worst) [worst, index] = [distance, i];
  }
  if (worst <= epsilon) return [points[0] as Point, points[points.length - 1] as Point];
  return [
    ...simplify(points.slice(0, index + 1), epsilon).slice(0, -1),
    ...simplify(points.slice(index), epsilon),
  ];
}

/** Half a unit of the view box: under a third of a pixel at the size the home page draws it. */
const tolerance = Number(process.env.MAP_TOLERANCE ?? 0.5);

const round = (n: number) => Math.round(n * 10);
const num = (n: number) => String(n / 10).replace(/^(-?)0\./, '$1.');

/** Relative path with deltas taken between rounded points, so rounding errors do not add up. */
function encode(all: Point[][]): string {
  let prev: Point = [0, 0];
  const parts: string[] = [];
  for (const ring of all) {
    const pts = simplify(ring, tolerance).map(([x, y]) => [round(x), round(y)] as Point);
    const kept = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1]?.[0] || p[1] !== pts[i - 1]?.[1]);
    if (kept.length < 3) continue;
    const [first, ...rest] = kept as [Point, ...Point[]];
    let seg = `m${num(first[0] - prev[0])} ${num(first[1] - prev[1])}`;
    let last = first;
    for (const p of rest) {
      const dx = num(p[0] - last[0]);
      const dy = num(p[1] - last[1]);
      seg += `${dx.startsWith('-') ? '' : ' '}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
      last = p;
    }
    parts.push(`${seg}z`);
    prev = first; // after z the current point is the ring's start
  }
  return parts.join('');
}

const states = india.locations.map((l: { id: string; name: string; path: string }) => ({
  id: l.id,
  name: l.name,
  d: encode(rings(l.path)),
}));
const file = new URL('../src/client/features/home/map/india-states.json', import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify({ viewBox: india.viewBox, source: '@svg-maps/india (CC BY 4.0)', states })}\n`,
);
console.log(`${states.length} states written to ${file.pathname}`);
