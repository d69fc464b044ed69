// Requests per second of a read endpoint on the real app beside a bare node:http server sending
// the same JSON: what Fastify, validation, the database query and the hooks cost together.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { type Bench, freePort, startApp, stop, waitForHttp } from './app';

const path = '/api/councils';
const seconds = 10;

async function load(url: string, label: string) {
  const result = await autocannon({ url, duration: seconds, connections: 10 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) throw new Error(`${label}: ${failed} of ${result.requests.total} requests failed`);
  console.log(
    `  ${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return result.requests.average;
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
  const body = await (await fetch(`${app.url}${path}`)).text();
  const appRate = await load(`${app.url}${path}`, `app  GET ${path}`);
  await app.stop();

  const port = await freePort();
  const bare = spawn(process.execPath, ['-e', bareServer], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_BODY: body, BENCH_PORT: String(port) },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, bare);
    const bareRate = await load(`http://127.0.0.1:${port}/`, 'bare node:http');
    const ratio = appRate / bareRate;
    return [
      { name: `app GET ${path} (${body.length} bytes)`, value: Math.round(appRate), unit: 'req/s' },
      { name: 'bare node:http, same JSON', value: Math.round(bareRate), unit: 'req/s' },
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
  }
}
