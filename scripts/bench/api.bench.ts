// Requests per second of a read endpoint on the real app beside a bare node:http server sending
// the same JSON: what Fastify, the hooks, serialization and the data access cost together.
// The two never run at once; they alternate in short rounds (10 s each in total) so a change in
// the machine's load during the run hits both alike.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../../src/server/testing/free-port';
import { type Bench, startApp, stop, waitForHttp } from './app';

const path = '/api/councils';
const rounds = 5;
const secondsPerRound = 2;

async function load(url: string, label: string) {
  const result = await autocannon({ url, duration: secondsPerRound, connections: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) throw new Error(`${label}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.total;
}

const bareServer = `
const body = process.env.BENCH_BODY;
require('node:http')
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.BENCH_PORT), '127.0.0.1');
`;

export default async function bench(): Promise<Bench[]> {
  const app = await startApp({ client: false });
  const appUrl = `${app.url}${path}`;
  const body = await (await fetch(appUrl)).text();
  const port = await freePort();
  const bare = spawn(process.execPath, ['-e', bareServer], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_BODY: body, BENCH_PORT: String(port) },
  });
  try {
    const bareUrl = `http://127.0.0.1:${port}/`;
    await waitForHttp(bareUrl, bare);
    await load(appUrl, 'warm-up'); // JIT and caches, not counted
    let appTotal = 0;
    let bareTotal = 0;
    for (let i = 0; i < rounds; i++) {
      const a = await load(appUrl, 'app');
      const b = await load(bareUrl, 'bare');
      console.log(`  round ${i + 1}: app ${a / secondsPerRound} req/s, bare ${b / secondsPerRound} req/s`);
      appTotal += a;
      bareTotal += b;
    }
    const seconds = rounds * secondsPerRound;
    const ratio = appTotal / bareTotal;
    return [
      {
        name: `app GET ${path} (${body.length} bytes JSON)`,
        value: Math.round(appTotal / seconds),
        unit: 'req/s',
      },
      { name: 'bare node:http, same JSON', value: Math.round(bareTotal / seconds), unit: 'req/s' },
      {
        name: 'app / bare ratio',
        value: Number(ratio.toFixed(2)),
        unit: '',
        target: '≥ 0.5',
        ok: ratio >= 0.5,
      },
    ];
  } finally {
    await stop(bare);
    await app.stop();
  }
}
