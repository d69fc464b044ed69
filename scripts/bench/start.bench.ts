// Start-up of the compiled server as `npm start` runs it: the first start on a fresh data folder
// (initdb, migrations, seed), then restarts on the same folder, timed from spawn until
// /api/health answers (median of three); and the resident memory once the last one has served
// a few pages and API reads and gone idle.
import { readFileSync } from 'node:fs';
import { routes } from '../../src/shared/routes';
import { type Bench, builtClient, newDataDir, startApp } from './app';

const coldTargetMs = 2000;
const rssTargetMb = 450;
const restarts = 3;
const idleMs = 5000;
const pages = [routes.home(), routes.suppliers(), routes.categories(), routes.auth()];
const apis = ['/api/home', '/api/councils', '/api/suppliers', '/api/categories', '/api/search?q=cotton'];

/** Serves the client when it builds; the figures say whether it did. */
function clientBuilds(): boolean {
  try {
    builtClient();
    return true;
  } catch (e) {
    console.log(`  the client does not build (${(e as Error).message}): measuring the API alone`);
    return false;
  }
}

/** Resident memory (MB) of a process, whole and its anonymous (heap, WebAssembly) part. */
function memoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 };
}

/** CPU time (ms) a process has used, on every thread: a figure less swayed by other load. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function serveSome(url: string, client: boolean) {
  const requests = [...(client ? pages : []).map((p) => [p, 'text/html']), ...apis.map((p) => [p, '*/*'])];
  for (const [path, accept] of requests) {
    const res = await fetch(`${url}${path}`, { headers: { accept: accept ?? '*/*' } });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    await res.arrayBuffer();
  }
}

export default async function bench(): Promise<Bench[]> {
  const client = clientBuilds();
  const served = client ? 'client served' : 'API only';
  const dataDir = newDataDir();
  const first = await startApp({ client, dataDir });
  await first.stop();

  const times: { ms: number; cpu: number }[] = [];
  const restart = async () => {
    const app = await startApp({ client, dataDir });
    times.push({ ms: app.readyMs, cpu: cpuMs(app.pid) });
    return app;
  };
  for (let i = 1; i < restarts; i++) await (await restart()).stop();
  const app = await restart();
  let memory: ReturnType<typeof memoryMb>;
  try {
    await serveSome(app.url, client);
    await new Promise((r) => setTimeout(r, idleMs));
    memory = memoryMb(app.pid);
  } finally {
    await app.stop();
  }
  const median = [...times].sort((a, b) => a.ms - b.ms)[Math.floor(restarts / 2)] ?? { ms: NaN, cpu: NaN };
  const list = times.map((t) => t.ms.toFixed(0)).join(', ');
  console.log(`  first start ${first.readyMs.toFixed(0)} ms; restarts ${list} ms`);
  console.log(
    `  idle: ${memory.rss.toFixed(0)} MB resident, ${memory.anon.toFixed(0)} MB anonymous, ${memory.file.toFixed(0)} MB files`,
  );
  return [
    { name: `first start, empty data folder (${served})`, value: Math.round(first.readyMs), unit: 'ms' },
    {
      name: `cold start with data (${served})`,
      value: Math.round(median.ms),
      unit: 'ms',
      target: `≤ ${coldTargetMs} ms`,
      ok: median.ms <= coldTargetMs,
    },
    { name: '  CPU time until ready, all threads', value: Math.round(median.cpu), unit: 'ms' },
    {
      name: `idle RSS after requests (${served})`,
      value: Math.round(memory.rss),
      unit: 'MB',
      target: `≤ ${rssTargetMb} MB`,
      ok: memory.rss <= rssTargetMb,
    },
  ];
}
