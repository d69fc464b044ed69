import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';
import { defaultLanguage, languageCodes } from '../../shared/i18n/languages';
import { shippedFolder } from '../shipped-files';

const localesDir = shippedFolder('locales');

function loadResources() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lng of languageCodes) {
    const dir = join(localesDir, lng);
    resources[lng] = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
  }
  return resources;
}

const serverI18n = i18next.createInstance();
await serverI18n.init({
  resources: loadResources() as never,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languageCodes],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The caller's language: the client sends its UI language in Accept-Language. */
export function requestLanguage(req: FastifyRequest): string {
  const header = req.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0] ?? '';
    const match = languageCodes.find((l) => l.toLowerCase() === tag) ?? languageCodes.find((l) => l === base);
    if (match) return match;
  }
  return defaultLanguage;
}

/** A translator for a language chosen by the app (e.g. the language of a mail's recipient). */
export function translatorForLanguage(lng: string | null | undefined): TFunction {
  return serverI18n.getFixedT(
    lng && (languageCodes as readonly string[]).includes(lng) ? lng : defaultLanguage,
  );
}

/** Translates a key such as 'catalog:errors.titleMin'; text that is not a key comes back as is. */
export function translatorFor(req: FastifyRequest): TFunction {
  return serverI18n.getFixedT(requestLanguage(req));
}
