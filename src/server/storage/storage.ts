import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Where uploaded files live: local disk by default, S3-compatible storage in production. */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix, for the sweeper that removes files no row points to. */
  list(prefix: string): AsyncIterable<string>;
  publicUrl(key: string): string;
  ping(): Promise<void>;
}

const keyPattern = /^[a-z0-9][a-z0-9_\-./]*$/i;

/** Keys come from our own code, but a bad one must never escape the storage root. */
export function assertValidKey(key: string) {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
