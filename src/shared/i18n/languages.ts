/**
 * Every language the product is built for. `ready` marks the ones whose locale files are complete
 * (the key-completeness test enforces it); only those are offered, detected or accepted, so the
 * app never shows a half-translated language. Flip `ready` when a locale lands.
 * See docs/decisions/0003-languages.md.
 */
export interface Language {
  /** ISO 639-1 code; also the folder name under src/shared/i18n/locales. */
  code: string;
  /** Its own name in its own script, for the switcher. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** BCP-47 locale for Intl dates and for speech recognition. */
  locale: string;
  /** Self-hosted Noto family for the script, loaded only while the language is active. */
  font: ScriptFont | null;
  ready: boolean;
}

export type ScriptFont =
  | 'Noto Sans Devanagari'
  | 'Noto Sans Bengali'
  | 'Noto Sans Gurmukhi'
  | 'Noto Sans Gujarati'
  | 'Noto Sans Tamil'
  | 'Noto Sans Telugu'
  | 'Noto Sans Kannada'
  | 'Noto Sans Malayalam'
  | 'Noto Sans Arabic';

export const allLanguages = [
  { code: 'en', name: 'English', dir: 'ltr', locale: 'en-IN', font: null, ready: true },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', locale: 'hi-IN', font: 'Noto Sans Devanagari', ready: true },
  { code: 'bn', name: 'বাংলা', dir: 'ltr', locale: 'bn-IN', font: 'Noto Sans Bengali', ready: true },
  { code: 'mr', name: 'मराठी', dir: 'ltr', locale: 'mr-IN', font: 'Noto Sans Devanagari', ready: true },
  { code: 'te', name: 'తెలుగు', dir: 'ltr', locale: 'te-IN', font: 'Noto Sans Telugu', ready: true },
  { code: 'ta', name: 'தமிழ்', dir: 'ltr', locale: 'ta-IN', font: 'Noto Sans Tamil', ready: true },
  { code: 'gu', name: 'ગુજરાતી', dir: 'ltr', locale: 'gu-IN', font: 'Noto Sans Gujarati', ready: true },
  { code: 'kn', name: 'ಕನ್ನಡ', dir: 'ltr', locale: 'kn-IN', font: 'Noto Sans Kannada', ready: true },
  { code: 'ml', name: 'മലയാളം', dir: 'ltr', locale: 'ml-IN', font: 'Noto Sans Malayalam', ready: true },
  { code: 'pa', name: 'ਪੰਜਾਬੀ', dir: 'ltr', locale: 'pa-IN', font: 'Noto Sans Gurmukhi', ready: true },
  // ar-AE: Gregorian calendar and Latin digits, as in Gulf trade documents (ar-SA would use
  // Arabic-Indic digits), and a recognised speech-recognition locale.
  { code: 'ar', name: 'العربية', dir: 'rtl', locale: 'ar-AE', font: 'Noto Sans Arabic', ready: true },
  { code: 'es', name: 'Español', dir: 'ltr', locale: 'es-ES', font: null, ready: true },
  { code: 'fr', name: 'Français', dir: 'ltr', locale: 'fr-FR', font: null, ready: true },
  { code: 'de', name: 'Deutsch', dir: 'ltr', locale: 'de-DE', font: null, ready: true },
  // Simplified Chinese renders with system fonts: Noto Sans SC is several MB even when subset.
  { code: 'zh', name: '简体中文', dir: 'ltr', locale: 'zh-CN', font: null, ready: true },
] as const satisfies readonly Language[];

/** Any planned language's code; only ready ones pass `isLanguage`. */
export type LanguageCode = (typeof allLanguages)[number]['code'];

/** The languages offered in the switcher, detected from the browser and accepted by the API. */
export const languages: readonly Language[] = allLanguages.filter((l) => l.ready);
export const languageCodes = languages.map((l) => l.code) as readonly LanguageCode[];
export const defaultLanguage: LanguageCode = 'en';
/** The cookie that keeps the chosen language (the server draws pages in it). */
export const languageKey = 'tradesetu.language';

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

const english = allLanguages[0];

/** The language for a code or tag such as 'hi' or 'hi-IN'; English when unknown. */
export function languageOf(lng: string | null | undefined): Language {
  const base = (lng ?? '').toLowerCase().split('-')[0];
  return allLanguages.find((l) => l.code === base) ?? english;
}

/** The BCP-47 locale for Intl dates and relative text in the given UI language. */
export function intlLocale(lng: string | null | undefined): string {
  return languageOf(lng).locale;
}

/**
 * The locale for numbers and prices. Indian languages all use Latin digits with lakh/crore
 * grouping (₹1,00,000), as Indian invoices and price lists do; CLDR gives mr, kn and ml
 * Western grouping for currency and bn/mr native digits, so they format as en-IN.
 */
export function numberLocale(lng: string | null | undefined): string {
  const { locale } = languageOf(lng);
  return locale.endsWith('-IN') ? 'en-IN' : locale;
}

/** The locale speech recognition listens in (hi-IN, ta-IN, ...); en-IN by default. */
export function speechLocale(lng: string | null | undefined): string {
  return languageOf(lng).locale;
}
