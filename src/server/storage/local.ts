import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { contentTypeFor } from './content-type';
import { assertValidKey, type Storage } from './storage';

/** Files under `root`, served by the app at /media/<key>. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };
  async function* walk(dir: string): AsyncGenerator<string> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else yield relative(root, full).split(sep).join('/');
    }
  }
  return {
    driver: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file. The partial file is named after its
      // key, so one a crash left behind is listed, and swept, with the save it belonged to.
      const tmp = `${path}.tmp-${randomUUID()}`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), contentType: contentTypeFor(key), size: info.size };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      for await (const key of walk(root)) if (key.startsWith(prefix)) yield key;
    },
    publicUrl: (key) => `/media/${key}`,
    async ping() {
      await mkdir(root, { recursive: true });
    },
  };
}
