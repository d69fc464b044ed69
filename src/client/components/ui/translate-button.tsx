import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/languages';
import type { TranslationStatus } from '../../../shared/translation/schema';
import { ApiError, api } from '../../lib/api';

export interface Translatable {
  /** The texts to render: the originals, or their translations while those are shown. */
  texts: readonly string[];
  /** A provider is on, it has the pair, and the reader's language differs from the source. */
  available: boolean;
  translated: boolean;
  pending: boolean;
  error: string | null;
  source: string;
  toggle: () => void;
}

/**
 * Machine translation of user-written texts (a catalog's title and description) into the reader's
 * language, on request. Usage:
 *   const tr = useTranslatable([catalog.title, catalog.description], catalog.language);
 *   <h1>{tr.texts[0]}</h1> <p>{tr.texts[1]}</p> <TranslateButton {...tr} />
 * With `auto`, the texts start translated whenever a translation is available (a message from
 * someone writing another language), and 'Show original' is one tap away.
 */
export function useTranslatable(
  originals: readonly string[],
  source: string,
  { auto = false }: { auto?: boolean } = {},
): Translatable {
  const { i18n } = useTranslation();
  const target = i18n.resolvedLanguage ?? 'en';
  const [wanted, setWanted] = useState(auto);
  const differs = source !== target && originals.some((t) => t.trim());

  const status = useQuery({
    queryKey: ['translate-status'],
    queryFn: () => api<TranslationStatus>('/translate/status'),
    enabled: differs,
    staleTime: 10 * 60_000,
  });
  const available =
    differs && !!status.data?.enabled && status.data.pairs.some(([s, t]) => s === source && t === target);

  // Kept per text and language pair, so toggling back and forth asks the server once.
  const result = useQuery({
    queryKey: ['translate', source, target, originals],
    queryFn: () =>
      Promise.all(
        originals.map((text) =>
          text.trim()
            ? api<{ text: string }>('/translate', { method: 'POST', json: { text, source, target } }).then(
                (r) => r.text,
              )
            : text,
        ),
      ),
    enabled: available && wanted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const translated = available && wanted && !!result.data;
  return {
    texts: translated && result.data ? result.data : originals,
    available,
    translated,
    pending: available && wanted && result.isFetching,
    error: wanted && result.error ? errorMessage(result.error) : null,
    source,
    // After a failure the button still says 'Translate', and a click tries again.
    toggle: () => (wanted && result.error ? void result.refetch() : setWanted((w) => !w)),
  };
}

function errorMessage(e: Error) {
  return e instanceof ApiError ? e.message : '';
}

/** 'Translate' / 'Show original' for a `useTranslatable` result; nothing when unavailable. */
export function TranslateButton({ available, translated, pending, error, source, toggle }: Translatable) {
  const { t, i18n } = useTranslation();
  if (!available) return null;
  const sourceName = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage)], { type: 'language' }).of(
    source,
  );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={translated}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <Languages className="size-4" aria-hidden="true" />
        {pending ? t('translate.working') : translated ? t('translate.showOriginal') : t('translate.action')}
      </button>
      {translated && <span className="text-slate-500">{t('translate.note', { language: sourceName })}</span>}
      {error !== null && (
        <span role="alert" className="text-red-700">
          {error || t('translate.failed')}
        </span>
      )}
    </div>
  );
}
