import { fetchJson, type TranslationProvider } from './provider';

/** Any LibreTranslate-compatible HTTP API. */
export function createLibreTranslateProvider(baseUrl: string, apiKey?: string): TranslationProvider {
  return {
    name: 'libretranslate',
    async pairs() {
      const languages = await fetchJson<{ code: string; targets?: string[] }[]>(`${baseUrl}/languages`);
      return languages.flatMap((l) =>
        (l.targets ?? []).filter((t) => t !== l.code).map((t): [string, string] => [l.code, t]),
      );
    },
    async translate(text, source, target) {
      const answer = await fetchJson<{ translatedText: string }>(`${baseUrl}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: text, source, target, format: 'text', api_key: apiKey }),
      });
      return answer.translatedText;
    },
  };
}
