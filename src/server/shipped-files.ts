import { join } from 'node:path';

/** Set by scripts/build-server.ts in the bundle; undeclared when run from source (tsx, Vitest). */
declare const __SERVER_BUNDLE__: boolean | undefined;

/** The folders the server reads at run time, by their place in the source tree from this file. */
export const shippedFolders = {
  migrations: 'db/migrations',
  locales: '../shared/i18n/locales',
  guides: '../../content/guides',
} as const;

export type ShippedFolder = keyof typeof shippedFolders;

/**
 * Where a folder the server reads at run time is: in the source tree, or, in the bundle
 * (dist/server/main.mjs), in the copy the build put beside it under the folder's name.
 */
export function shippedFolder(name: ShippedFolder): string {
  const bundled = typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__;
  return join(import.meta.dirname, bundled ? name : shippedFolders[name]);
}
