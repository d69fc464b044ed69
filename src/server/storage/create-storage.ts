import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { Storage } from './storage';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.storage.driver !== 's3') return createLocalStorage(config.storage.localDir);
  // Loaded only when used: the AWS SDK costs ~0.2 s and ~15 MB at start.
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config.storage.s3);
}
