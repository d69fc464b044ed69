import { fetchJson, type TranslationProvider } from './provider';

// Apertium names languages with ISO 639-3 codes.
const iso3: Record<string, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  ar: 'ara',
  zh: 'zho',
  hi: 'hin',
  bn: 'ben',
  mr: 'mar',
  te: 'tel',
  ta: 'tam',
  gu: 'guj',
  kn: 'kan',
  ml: 'mal',
  pa: 'pan',
  ur: 'urd',
};
const iso1 = Object.fromEntries(Object.entries(iso3).map(([a, b]) => [b, a]));

interface ApyAnswer<T> {
  responseData: T;
  responseStatus: number;
  responseDetails: string | null;
}

/** An Apertium APy server (Debian: apertium-apy plus a pair such as apertium-eng-spa). */
export function createApertiumProvider(baseUrl: string): TranslationProvider {
  return {
    name: 'apertium',
    async pairs() {
      const answer = await fetchJson<ApyAnswer<{ sourceLanguage: string; targetLanguage: string }[]>>(
        `${baseUrl}/listPairs`,
      );
      return answer.responseData.flatMap((p): Array<[string, string]> => {
        const s = iso1[p.sourceLanguage];
        const t = iso1[p.targetLanguage];
        return s && t ? [[s, t]] : [];
      });
    },
    async translate(text, source, target) {
      const body = new URLSearchParams({
        langpair: `${iso3[source] ?? source}|${iso3[target] ?? target}`,
        q: text,
        markUnknown: 'no',
      });
      const answer = await fetchJson<ApyAnswer<{ translatedText: string }>>(`${baseUrl}/translate`, {
        method: 'POST',
        body,
      });
      return answer.responseData.translatedText;
    },
  };
}
