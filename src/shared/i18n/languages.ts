/** Languages the UI ships, each named in its own script for the switcher. */
export const languages = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code);
export const defaultLanguage: LanguageCode = 'en';

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
