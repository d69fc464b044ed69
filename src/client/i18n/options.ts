import type { InitOptions } from 'i18next';
import { defaultLanguage, languageCodes } from '../../shared/i18n/languages';

/** What the browser's i18next and the server's page renderer share. */
export const i18nOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languageCodes],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
} satisfies InitOptions;
