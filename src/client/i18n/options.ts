import type { InitOptions } from 'i18next';
import { languageCodes } from '../../shared/i18n/languages';

/**
 * What the browser's i18next and the server's page renderer share. No fallback language: every
 * offered language has every key (the completeness test), so a page never fetches English too.
 */
export const i18nOptions = {
  fallbackLng: false,
  supportedLngs: [...languageCodes],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
} satisfies InitOptions;
