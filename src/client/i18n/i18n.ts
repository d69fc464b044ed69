import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languageKey, languageOf } from '../../shared/i18n/languages';
import { i18nOptions } from './options';

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

/** `<html lang dir>` and the script's font follow the active language. */
function applyDocumentLanguage(lng: string) {
  const { code, dir, font } = languageOf(lng);
  const html = document.documentElement;
  html.lang = code;
  html.dir = dir;
  if (!font) {
    html.style.removeProperty('font-family');
    return;
  }
  // The font module (and the font file) are fetched only once such a language is active.
  void import('./script-fonts').then((m) => m.addScriptFont(font));
  // The script face covers only its own characters, so Latin text keeps the theme's sans stack.
  html.style.setProperty('font-family', `"${font}", var(--font-sans)`);
}

export async function initI18n() {
  // The event carries the requested tag (say 'hi-IN'); the resolved one is what the page shows.
  i18next.on('languageChanged', () => applyDocumentLanguage(i18next.resolvedLanguage ?? defaultLanguage));
  await i18next
    .use(fetchBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      ns: ['common'],
      detection: {
        order: ['localStorage', 'cookie', 'navigator'],
        lookupLocalStorage: languageKey,
        // The cookie tells the server which language's strings to name in a page's HTML.
        lookupCookie: languageKey,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        caches: ['localStorage', 'cookie'],
      },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? defaultLanguage);
  return i18next;
}

/**
 * Language changes asked for before `until` (the page's hydration) wait for it: a part still
 * holding the server's DOM would be hydrated in the new language over the old one's attributes.
 */
export function holdLanguageChanges(until: Promise<void>) {
  const change = i18next.changeLanguage.bind(i18next);
  i18next.changeLanguage = (async (...args: Parameters<typeof change>) => {
    await until;
    return change(...args);
  }) as typeof i18next.changeLanguage;
  void until.then(() => {
    i18next.changeLanguage = change;
  });
}
