import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes';
import type { Suggestion } from '../../../shared/search/schema';
import { type SearchUrlParams, searchPath } from '../../../shared/search/url';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { useShownValue } from '../../lib/use-search-input';
import { ImageSearchButton } from '../media/image-search-button';
import { SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';
import { useVoiceSearch } from './use-voice-search';
import { VoiceSearchButton } from './voice-search-button';

/** The spec's toast for a search that starts: 'Search Initiated' / 'Searching for the term'. */
export function useAnnounceSearch() {
  const { t } = useTranslation('search');
  return (term: string) =>
    toast(t('search:initiated.title'), { description: t('search:initiated.description', { term }) });
}

/** Opens /search with the given query and filters, announcing it. */
export function useRunSearch() {
  const announce = useAnnounceSearch();
  const navigate = useNavigate();
  return (params: SearchUrlParams) => {
    const term = String(params.q ?? '').trim();
    if (term) announce(term);
    navigate(searchPath({ ...params, q: term }));
  };
}

/**
 * The search box of the home page and the results page: suggestions as the user types
 * (combobox + listbox, arrow keys, Enter, Escape), voice and image search beside it.
 * `keep` carries filters that should survive a new query. The input is uncontrolled and the form
 * a React action, so a search typed and sent before the page is hydrated is not lost.
 */
export function SearchBox({
  initialQuery = '',
  keep = {},
  large = false,
}: {
  initialQuery?: string;
  keep?: SearchUrlParams;
  large?: boolean;
}) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const runSearch = useRunSearch();
  const { input } = useShownValue(initialQuery);
  /** What the suggestions are for: the input's text as last typed (the input keeps its own). */
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? text : '');
  const listId = useId();
  const showList = open && suggestions.length > 0;
  const voice = useVoiceSearch((spoken) => go({ q: spoken }, spoken));
  const voiceForm = useId();

  const typed = (value: string) => {
    setText(value);
    setOpen(true);
  };
  // Typed into before the page was hydrated: offer suggestions for that text now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box comes to life
  useEffect(() => {
    const box = input.current;
    if (box && box === document.activeElement && box.value.trim() !== initialQuery) typed(box.value);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts with nothing highlighted
  useEffect(() => setActive(-1), [suggestions]);

  function go(params: SearchUrlParams, shown?: string) {
    if (shown !== undefined && input.current) input.current.value = shown;
    setOpen(false);
    runSearch({ ...keep, ...params });
  }

  function choose(s: Suggestion) {
    if (s.kind === 'supplier' || s.kind === 'product') {
      setOpen(false);
      navigate(s.kind === 'supplier' ? routes.supplier(s.id) : routes.product(s.id));
    } else if (s.kind === 'place') go({ q: s.term, [s.field]: s.place }, s.term);
    else go({ q: s.text }, s.text);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      typed(e.currentTarget.value);
      if (n) setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a <= 0 ? n : a) - 1));
    } else if (e.key === 'Enter' && showList && active >= 0) {
      e.preventDefault();
      const s = suggestions[active];
      if (s) choose(s);
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault();
      setOpen(false);
    }
  }

  const search = (data: FormData) => {
    const q = String(data.get('q') ?? '').trim();
    if (q) go({ q });
  };

  return (
    <search className="w-full">
      <form action={search} className="relative">
        <div
          className={clsx(
            'flex items-center gap-1 rounded-xl border border-slate-300 bg-white ps-3 pe-1.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30',
            large ? 'h-14' : 'h-11',
          )}
        >
          <Search aria-hidden className="hidden size-5 shrink-0 text-slate-400 sm:block" />
          <input
            type="search"
            name="q"
            role="combobox"
            aria-label={t('search:box.label')}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            ref={input}
            defaultValue={initialQuery}
            placeholder={t('search:box.placeholder')}
            onChange={(e) => typed(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className={clsx(
              'min-w-0 flex-1 bg-transparent px-1 text-slate-900 placeholder:text-slate-500 focus:outline-none',
              large ? 'text-base' : 'text-sm',
            )}
          />
          <VoiceSearchButton form={voiceForm} listening={voice.listening} />
          <ImageSearchButton />
          <button
            type="submit"
            aria-label={t('search:box.submitLabel')}
            className="ms-1 inline-flex h-10 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
          >
            <Search aria-hidden className="size-5 sm:hidden" />
            <span aria-hidden className="hidden sm:inline">
              {t('search:box.submit')}
            </span>
          </button>
        </div>
        {showList && (
          <SuggestionList
            id={listId}
            suggestions={suggestions}
            active={active}
            onChoose={choose}
            onHover={setActive}
          />
        )}
      </form>
      <form id={voiceForm} action={voice.toggle} hidden />
    </search>
  );
}
