import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TranslateRequest, TranslationStatus } from '../../../shared/translation/schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createApertiumProvider } from './apertium';
import { createLibreTranslateProvider } from './libretranslate';
import { ProviderUnavailableError, type TranslationProvider } from './provider';

export function createTranslationProvider(config: Config): TranslationProvider | undefined {
  const t = config.translate;
  if (!t) return undefined;
  return t.provider === 'libretranslate'
    ? createLibreTranslateProvider(t.url, t.apiKey)
    : createApertiumProvider(t.url);
}

const pairsTtlMs = 10 * 60_000;
const pairsCache = new WeakMap<
  TranslationProvider,
  { at: number; pairs: Promise<Array<[string, string]>> }
>();

/** The provider's language pairs, asked at most every 10 minutes. */
function providerPairs(provider: TranslationProvider) {
  const hit = pairsCache.get(provider);
  if (hit && Date.now() - hit.at < pairsTtlMs) return hit.pairs;
  const pairs = provider.pairs();
  pairsCache.set(provider, { at: Date.now(), pairs });
  pairs.catch(() => pairsCache.delete(provider));
  return pairs;
}

export async function translationStatus(
  provider: TranslationProvider | undefined,
): Promise<TranslationStatus> {
  if (!provider) return { enabled: false, pairs: [] };
  try {
    return { enabled: true, pairs: await providerPairs(provider) };
  } catch (e) {
    if (e instanceof ProviderUnavailableError) return { enabled: false, pairs: [] };
    throw e;
  }
}

/** Translates through the provider once per text and language pair; later readers get the cache. */
export async function translateText(
  db: Db,
  provider: TranslationProvider | undefined,
  { text, source, target }: TranslateRequest,
): Promise<{ text: string; cached: boolean }> {
  if (!provider) throw new AppError('unavailable', 'common:errors.translationOff');
  const sourceHash = createHash('sha256').update(text).digest('hex');
  const key = and(
    eq(translations.sourceHash, sourceHash),
    eq(translations.sourceLanguage, source),
    eq(translations.targetLanguage, target),
    eq(translations.provider, provider.name),
  );
  const [hit] = await db.select({ text: translations.translatedText }).from(translations).where(key);
  if (hit) return { text: hit.text, cached: true };

  let translated: string;
  try {
    const pairs = await providerPairs(provider);
    if (!pairs.some(([s, t]) => s === source && t === target)) {
      throw new AppError('unprocessable', 'common:errors.translationPair', undefined, { source, target });
    }
    translated = await provider.translate(text, source, target);
  } catch (e) {
    if (e instanceof ProviderUnavailableError)
      throw new AppError('unavailable', 'common:errors.translationUnavailable');
    throw e;
  }
  await db
    .insert(translations)
    .values({
      sourceHash,
      sourceLanguage: source,
      targetLanguage: target,
      provider: provider.name,
      translatedText: translated,
    })
    .onConflictDoNothing();
  return { text: translated, cached: false };
}
