// Lighthouse performance score (mobile: its default form factor and simulated slow 4G) of the
// served production build, median of three runs per page.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { routes } from '../../src/shared/routes';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type Bench, bin, startApp } from './app';

const run = promisify(execFile);
const pages = [routes.home(), routes.suppliers(), routes.auth()];
const runs = 3;
const target = 95;

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
  runtimeError?: { message: string };
}

/** Lighthouse now and then fails to trace a load (NO_NAVSTART, NO_FCP); such runs are repeated. */
async function lighthouse(url: string, attempts = 3): Promise<Report> {
  let stdout = '';
  try {
    ({ stdout } = await run(
      bin('lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch (e) {
    stdout = (e as { stdout?: string }).stdout ?? ''; // it exits 1 on a runtime error
  }
  let report: Report | undefined;
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    report = undefined;
  }
  if (report && !report.runtimeError) return report;
  const why = report?.runtimeError?.message ?? 'Lighthouse wrote no report';
  if (attempts <= 1) throw new Error(`Lighthouse on ${url}: ${why}`);
  console.log(`  ${url}: ${why.split('\n')[0]} Running again.`);
  return lighthouse(url, attempts - 1);
}

export default async function bench(): Promise<Bench[]> {
  const app = await startApp({ client: true });
  try {
    const rows: Bench[] = [];
    for (const page of pages) {
      const scores: number[] = [];
      const blocking: number[] = [];
      for (let i = 0; i < runs; i++) {
        const report = await lighthouse(`${app.url}${page}`);
        const score = Math.round((report.categories.performance.score ?? 0) * 100);
        const a = report.audits;
        console.log(
          `  ${page} run ${i + 1}: ${score}  (FCP ${a['first-contentful-paint']?.displayValue}, ` +
            `LCP ${a['largest-contentful-paint']?.displayValue}, TBT ${a['total-blocking-time']?.displayValue}, ` +
            `CLS ${a['cumulative-layout-shift']?.displayValue})`,
        );
        scores.push(score);
        blocking.push(Math.round(a['total-blocking-time']?.numericValue ?? 0));
      }
      const middle = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(runs / 2)] ?? 0;
      const median = middle(scores);
      rows.push({
        name: `Lighthouse mobile performance ${page}`,
        value: median,
        unit: '',
        target: `≥ ${target}`,
        ok: median >= target,
      });
      rows.push({ name: `  Total Blocking Time ${page} (median)`, value: middle(blocking), unit: 'ms' });
    }
    return rows;
  } finally {
    await app.stop();
  }
}
