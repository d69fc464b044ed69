// `npm run bench [-- name ...]`: runs every scripts/bench/*.bench.ts (or those whose file name
// contains one of the names) and prints one table. Exits non-zero when a figure misses its target.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bench, cleanUp } from './app';

const filters = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && (!filters.length || filters.some((n) => f.includes(n))))
  .sort();

const rows: (Bench & { file: string })[] = [];
try {
  for (const file of files) {
    console.log(`\n▶ ${file}`);
    const started = Date.now();
    try {
      const { default: bench } = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as {
        default: () => Promise<Bench[]>;
      };
      for (const row of await bench()) rows.push({ ...row, file });
    } catch (e) {
      console.error(e);
      const reason = String((e as Error).message ?? e)
        .split('\n')[0]
        ?.slice(0, 100);
      rows.push({
        file,
        name: `${file} failed: ${reason}`,
        value: Number.NaN,
        unit: '',
        ok: false,
      });
    }
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await cleanUp();
}

const format = (n: number) =>
  Number.isFinite(n) ? n.toLocaleString('en-IN', { maximumFractionDigits: 2 }) : '-';
const table = rows.map((r) => ({
  benchmark: r.name,
  value: `${format(r.value)} ${r.unit}`.trim(),
  target: r.target ?? '',
  result: r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
}));
const widths = (['benchmark', 'value', 'target', 'result'] as const).map((k) =>
  Math.max(k.length, ...table.map((r) => r[k].length)),
);
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(`\n${line(['benchmark', 'value', 'target', 'result'])}`);
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of table) console.log(line([r.benchmark, r.value, r.target, r.result]));
if (rows.some((r) => r.ok === false)) process.exitCode = 1;
