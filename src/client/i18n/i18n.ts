import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageKey, languageOf } from '../../shared/i18n/languages';
import { i18nOptions } from './options';

/** Where the build put the translation files (scripts/locale-assets.ts). */
declare const __LOCALES__: string;

// Locale files are JSON assets (not JS chunks) fetched per language and namespace, so adding
// languages or namespaces never grows the JavaScript a page loads. The first page's strings
// arrive inside its HTML (docs/decisions/0011-react-19.md).
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    if (!isLanguage(lng) || !/^[a-z-]+$/.test(ns)) return callback(null, {});
    const url = `${__LOCALES__}/${lng}/${ns}.json`;
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status} ${url}`))))
      .then((data) => callback(null, data))
      .catch((e: Error) => callback(e, false));
  },
};

/** `<html lang dir>` and the script's font follow the active language. */
function applyLanguage(lng: string) {
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

/**
 * Starts i18next in the page's language (the one the server drew it in, named on `<html lang>`)
 * with the strings the page carried, so the first render needs no request. Other namespaces and
 * languages are fetched when a later screen or a language change asks for them.
 */
export function startI18n(language: string, strings: Resource | undefined) {
  void i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      lng: language,
      resources: strings,
      partialBundledLanguages: true,
      ns: Object.keys(strings?.[language] ?? { common: {} }),
      initAsync: false,
      react: { useSuspense: true },
    });
  applyLanguage(language);
  // A choice (not the first detection) is kept in a cookie: the server draws the next page in it.
  i18next.on('languageChanged', () => {
    const { code } = languageOf(i18next.resolvedLanguage);
    applyLanguage(code);
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not everywhere
    document.cookie = `${languageKey}=${code}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  });
  return i18next;
}
