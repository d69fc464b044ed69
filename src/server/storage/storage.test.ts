import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

interface Harness {
  storage: Storage;
  /** Reads what a browser would get from `publicUrl(key)`. */
  fetchPublic(url: string): Promise<Buffer | null>;
  /** The same driver pointed at a place that does not exist, for ping. */
  broken: Storage;
  close(): Promise<void>;
}

const read = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  return object && { ...object, bytes: Buffer.concat(await object.body.toArray()) };
};
const listAll = async (storage: Storage, prefix: string) => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

const invalidKeys = [
  '',
  '/etc/passwd',
  '../escape.jpg',
  'a/../../b.jpg',
  'a//b.jpg',
  'a/./b.jpg',
  '.hidden',
  'a b.jpg',
];

/** One suite, run against every driver: both must behave the same for the app. */
function storageSuite(name: string, open: () => Promise<Harness>) {
  describe(`${name} storage driver`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await open();
    }, 30_000);
    afterAll(() => h?.close());

    it('stores bytes and reads them back with their content type and size', async () => {
      const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
      await h.storage.put('catalog_images/c1/1700000000-0.jpg', bytes, 'image/jpeg');
      const got = await read(h.storage, 'catalog_images/c1/1700000000-0.jpg');
      expect(got?.bytes.equals(bytes)).toBe(true);
      expect(got?.contentType).toBe('image/jpeg');
      expect(got?.size).toBe(bytes.length);
    });

    it('overwrites an existing key', async () => {
      await h.storage.put('over/write.png', Buffer.from('first'), 'image/png');
      await h.storage.put('over/write.png', Buffer.from('second'), 'image/png');
      expect((await read(h.storage, 'over/write.png'))?.bytes.toString()).toBe('second');
    });

    it('answers null for a key that was never stored', async () => {
      expect(await h.storage.get('missing/nothing-here.jpg')).toBeNull();
    });

    it('deletes an object, and deleting a missing key is not an error', async () => {
      await h.storage.put('del/me.webp', Buffer.from('x'), 'image/webp');
      await h.storage.delete('del/me.webp');
      expect(await h.storage.get('del/me.webp')).toBeNull();
      await expect(h.storage.delete('del/me.webp')).resolves.toBeUndefined();
    });

    it('lists the keys under a prefix, nested folders included, and nothing else', async () => {
      const keys = ['list/a/1.jpg', 'list/a/deep/2.jpg', 'list/b/3.jpg', 'lister/4.jpg'];
      for (const key of keys) await h.storage.put(key, Buffer.from(key), 'image/jpeg');
      expect(await listAll(h.storage, 'list/a/')).toEqual(['list/a/1.jpg', 'list/a/deep/2.jpg']);
      expect(await listAll(h.storage, 'list/')).toEqual([
        'list/a/1.jpg',
        'list/a/deep/2.jpg',
        'list/b/3.jpg',
      ]);
      expect(await listAll(h.storage, 'no-such-prefix/')).toEqual([]);
    });

    it('gives a public URL that serves the stored object', async () => {
      await h.storage.put('public/pic.gif', Buffer.from('GIF89a'), 'image/gif');
      const url = h.storage.publicUrl('public/pic.gif');
      expect(url.endsWith('/public/pic.gif')).toBe(true);
      expect((await h.fetchPublic(url))?.toString()).toBe('GIF89a');
    });

    it('pings when reachable and fails when the place is gone', async () => {
      await expect(h.storage.ping()).resolves.toBeUndefined();
      await expect(h.broken.ping()).rejects.toThrow();
    });

    it('refuses invalid keys on every operation and stores nothing', async () => {
      const before = await listAll(h.storage, '');
      for (const key of invalidKeys) {
        await expect(h.storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(
          'Invalid storage key',
        );
        await expect(h.storage.get(key), key).rejects.toThrow('Invalid storage key');
        await expect(h.storage.delete(key), key).rejects.toThrow('Invalid storage key');
      }
      expect(await listAll(h.storage, '')).toEqual(before);
    });

    it('refuses any key with a parent-folder segment', async () => {
      const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { maxLength: 3 }),
          fc.array(segment, { maxLength: 3 }),
          async (a, b) => {
            const key = [...a, '..', ...b].join('/');
            await expect(h.storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
              'Invalid storage key',
            );
          },
        ),
        { numRuns: 50 },
      );
    });
  });
}

storageSuite('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'tradesetu-storage-'));
  writeFileSync(join(root, 'not-a-folder'), '');
  const storage = createLocalStorage(join(root, 'media'));
  return {
    storage,
    // The app serves /media/<key> from the same folder (see modules/media/serve.api.test.ts).
    fetchPublic: async (url) => {
      const object = await storage.get(url.replace(/^\/media\//, ''));
      return object && Buffer.concat(await object.body.toArray());
    },
    // A file where the root folder should be: the folder cannot be created.
    broken: createLocalStorage(join(root, 'not-a-folder', 'media')),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

storageSuite('s3', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'tradesetu-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'tradesetu-test' }],
  });
  const { port } = await server.run();
  const s3Config = (bucket: string) =>
    loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }).storage.s3;
  return {
    storage: createS3Storage(s3Config('tradesetu-test')),
    fetchPublic: async (url) => {
      const res = await fetch(url);
      return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    },
    broken: createS3Storage(s3Config('no-such-bucket')),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});
