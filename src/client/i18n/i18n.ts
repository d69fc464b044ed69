import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languageCodes, languages } from '../../shared/i18n/languages';

// Locale files are emitted as JSON assets (not JS chunks) and fetched per language and namespace,
// so adding languages or namespaces never grows the JavaScript a page loads.
const localeUrls = import.meta.glob<string>('../../shared/i18n/locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const url = localeUrls[`../../shared/i18n/locales/${lng}/${ns}.json`];
    if (!url) return callback(null, {});
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status} ${url}`))))
      .then((data) => callback(null, data))
      .catch((e: Error) => callback(e, false));
  },
};

export const languageStorageKey = 'tradesetu.language';

function applyDocumentLanguage(lng: string) {
  const lang = languages.find((l) => l.code === lng) ?? languages[0];
  document.documentElement.lang = lang.code;
  document.documentElement.dir = lang.dir;
}

export async function initI18n() {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(fetchBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: defaultLanguage,
      supportedLngs: [...languageCodes],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? defaultLanguage);
  return i18next;
}
