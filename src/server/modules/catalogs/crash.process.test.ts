import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { catalogForm } from '../../testing/catalogs';
import { sceneImage } from '../../testing/images';
import { jpegPart, multipart } from '../../testing/multipart';
import { startServer, stopServers } from '../../testing/processes';

const dataDir = mkdtempSync(join(tmpdir(), 'tradesetu-crash-'));
const mediaDir = join(dataDir, 'media');

/** The server on the test's PGlite folder and media folder. */
async function startApp() {
  const { port, url, child } = await startServer({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STORAGE_DRIVER: 'local',
    SERVE_CLIENT: 'false',
    SEED_DEMO: 'false',
    PUBLIC_URL: '',
  });
  const origin = `http://localhost:${port}`;
  const call = (path: string, init: RequestInit = {}, cookie = '') =>
    fetch(`${url}${path}`, { ...init, headers: { origin, cookie, ...init.headers } });
  return { child, call };
}

/** Every file under the media folder, partial writes included. */
function filesOnDisk(): string[] {
  let entries: string[];
  try {
    entries = readdirSync(mediaDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((path) => {
      try {
        return statSync(join(mediaDir, path)).isFile();
      } catch {
        return false; // renamed or removed while we looked
      }
    })
    .sort();
}

afterAll(async () => {
  await stopServers();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000); // a graceful stop waits up to 10 s for open (keep-alive) connections

it('kill -9 during catalog saves: the next start removes every file no listing names', async () => {
  const first = await startApp();
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const supplier = await (await first.call('/api/test/users', json({ role: 'supplier' }))).json();
  const signIn = await first.call('/api/auth/sign-in/email', json(supplier));
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const photos = await Promise.all(Array.from({ length: 9 }, (_, i) => sceneImage(500 + i)));
  const form = await multipart(
    catalogForm(),
    photos.map((p, i) => jpegPart(p, i)),
  );
  const save = () =>
    first.call('/api/catalogs', { method: 'POST', headers: form.headers, body: form.payload }, cookie);

  const done = await save();
  expect(done.status).toBe(201);
  const { id: savedId } = await done.json();

  // Several saves at once; once they have stored a few files, the process dies.
  const inFlight = Array.from({ length: 5 }, () => save().catch(() => undefined));
  const isForeign = (path: string) =>
    path.startsWith('catalog_images/') && !path.includes(savedId) && !path.includes('.tmp-');
  const end = Date.now() + 20_000;
  while (filesOnDisk().filter(isForeign).length < 3) {
    if (Date.now() > end) throw new Error('no save began storing files');
    await new Promise((r) => setTimeout(r, 2));
  }
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  await Promise.all(inFlight);
  const leftAfterKill = filesOnDisk();

  // The same folders: the dead process's lock is taken over and the first sweep runs at once.
  const second = await startApp();
  const listed = async () => {
    const mine = await (await second.call('/api/catalogs/mine', {}, cookie)).json();
    const keys: string[] = [];
    for (const { id } of mine.catalogs as { id: string }[]) {
      const { catalog } = await (await second.call(`/api/catalogs/${id}`)).json();
      for (const img of catalog.images as {
        url: string;
        thumbUrl: string;
        mediumUrl: string;
        displayUrl: string;
      }[])
        keys.push(
          ...[img.url, img.thumbUrl, img.mediumUrl, img.displayUrl].map((u) => u.replace(/^\/media\//, '')),
        );
    }
    return { ids: (mine.catalogs as { id: string }[]).map((c) => c.id), keys: keys.sort() };
  };
  const { ids, keys } = await listed();
  expect(ids).toContain(savedId);
  expect(keys).toHaveLength(ids.length * 9 * 4);

  // The kill left files that no row names (else this test proves nothing)…
  const orphans = leftAfterKill.filter((path) => !keys.includes(path));
  expect(orphans.length).toBeGreaterThan(0);
  // …and after the restart's sweep the disk holds exactly the stored catalogs' files.
  const sweptBy = Date.now() + 10_000;
  while (filesOnDisk().join() !== keys.join() && Date.now() < sweptBy)
    await new Promise((r) => setTimeout(r, 100));
  expect(filesOnDisk()).toEqual(keys);

  // The catalog saved before the kill is whole: its rows and its files, served.
  const { catalog } = await (await second.call(`/api/catalogs/${savedId}`)).json();
  expect(catalog.images).toHaveLength(9);
  for (const img of catalog.images as { url: string; displayUrl: string }[]) {
    for (const path of [img.url, img.displayUrl]) {
      const res = await second.call(path);
      expect(res.status, path).toBe(200);
    }
  }
}, 200_000);
