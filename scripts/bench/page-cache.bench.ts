// Requests per second of the home page as drawn on the server, at `/` and at `/?utm_source=<a new
// value each request>`: a query string the page does not read must find the same drawn page, not
// draw (and cache) a new one per request. The two alternate in short rounds, as in the API bench.
// Then kept pages as a browser asks for them (brotli): compressed once, they must serve about as
// fast as uncompressed ones.
import autocannon from 'autocannon';
import { type Bench, startApp } from './app';

const rounds = 3;
const secondsPerRound = 3;
const headers = { accept: 'text/html' };

async function load(url: string, label: string, unique: boolean, encoding?: string) {
  let n = 0;
  const result = await autocannon({
    url,
    duration: secondsPerRound,
    connections: 10,
    headers: encoding ? { ...headers, 'accept-encoding': encoding } : headers,
    requests: unique
      ? [{ setupRequest: (req) => ({ ...req, path: `/?utm_source=bench-${Date.now()}-${n++}` }) }]
      : undefined,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) throw new Error(`${label}: ${failed} of ${result.requests.total} requests failed`);
  return { total: result.requests.total, p99: result.latency.p99 };
}

export default async function bench(): Promise<Bench[]> {
  const app = await startApp({ client: true });
  try {
    await load(app.url, 'warm-up', false); // JIT, the renderer's first load, the drawn page
    let plain = 0;
    let tagged = 0;
    let taggedP99 = 0;
    for (let i = 0; i < rounds; i++) {
      const a = await load(app.url, '/', false);
      const b = await load(app.url, '/?utm_source=…', true);
      console.log(
        `  round ${i + 1}: / ${a.total / secondsPerRound} req/s (p99 ${a.p99} ms), ` +
          `/?utm_source=<unique> ${b.total / secondsPerRound} req/s (p99 ${b.p99} ms)`,
      );
      plain += a.total;
      tagged += b.total;
      taggedP99 = Math.max(taggedP99, b.p99);
    }
    const seconds = rounds * secondsPerRound;
    const ratio = tagged / plain;
    const browser = 'gzip, deflate, br';
    const home = (await load(app.url, '/ (br)', false, browser)).total;
    await load(`${app.url}/suppliers`, 'warm-up /suppliers', false, browser);
    const suppliers = (await load(`${app.url}/suppliers`, '/suppliers (br)', false, browser)).total;
    const homeRatio = home / (plain / rounds);
    return [
      { name: 'GET / (drawn home page)', value: Math.round(plain / seconds), unit: 'req/s' },
      {
        name: 'GET /?utm_source=<unique per request>',
        value: Math.round(tagged / seconds),
        unit: 'req/s',
      },
      { name: '/?utm_source=<unique> worst round p99', value: taggedP99, unit: 'ms' },
      {
        name: 'unique utm_source / plain ratio',
        value: Number(ratio.toFixed(2)),
        unit: '',
        target: '≥ 0.5',
        ok: ratio >= 0.5,
      },
      { name: 'GET / as a browser asks (brotli)', value: Math.round(home / secondsPerRound), unit: 'req/s' },
      {
        name: 'GET /suppliers as a browser asks (brotli)',
        value: Math.round(suppliers / secondsPerRound),
        unit: 'req/s',
      },
      {
        name: 'brotli / uncompressed ratio on /',
        value: Number(homeRatio.toFixed(2)),
        unit: '',
        target: '≥ 0.8',
        ok: homeRatio >= 0.8,
      },
    ];
  } finally {
    await app.stop();
  }
}
