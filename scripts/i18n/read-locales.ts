import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleFiles } from '../../src/shared/i18n/completeness';

export const localesDir = join(import.meta.dirname, '../../src/shared/i18n/locales');

/** The language folders present under a locales directory. */
export function localeFolders(dir = localesDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** Every `<ns>.json` of one language, parsed; a file that is not valid JSON throws with its path. */
export function readLocale(lng: string, dir = localesDir): LocaleFiles {
  const folder = join(dir, lng);
  const files: LocaleFiles = {};
  if (!existsSync(folder)) return files;
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const path = join(folder, file);
    try {
      files[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      throw new Error(`${path}: ${(e as Error).message}`);
    }
  }
  return files;
}
