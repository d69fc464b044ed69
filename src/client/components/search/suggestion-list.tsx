import { Building2, MapPin, Package, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../../shared/search/schema';

const icons = {
  category: Tag,
  catalog: Package,
  product: Package,
  supplier: Building2,
  place: MapPin,
} as const;
/** Catalogs and products are both 'Product' to a buyer. */
const label = (kind: Suggestion['kind']) => (kind === 'product' ? 'catalog' : kind);

export function useSuggestionText() {
  const { t } = useTranslation('search');
  return (s: Suggestion) =>
    s.kind === 'place'
      ? t(s.scope === 'suppliers' ? 'search:suggest.suppliersIn' : 'search:suggest.productsIn', {
          term: s.term,
          place: s.place,
        })
      : s.text;
}

/** The listbox of a combobox: the input keeps focus and drives `active` with the arrow keys. */
export function SuggestionList({
  id,
  suggestions,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  suggestions: Suggestion[];
  active: number;
  onChoose: (s: Suggestion) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation('search');
  const text = useSuggestionText();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search:box.suggestions')}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-start shadow-lg"
    >
      {suggestions.map((s, i) => {
        const Icon = icons[s.kind];
        return (
          // Keys reach the options through the combobox input (aria-activedescendant), as the ARIA pattern says.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
          <div
            key={`${s.kind}-${text(s)}`}
            id={`${id}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => onHover(i)}
            onClick={() => onChoose(s)}
            className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-slate-800 aria-selected:bg-brand-50 aria-selected:text-brand-700"
          >
            <Icon aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 flex-1 truncate">{text(s)}</span>
            <span className="shrink-0 text-xs text-slate-500">{t(`search:suggest.${label(s.kind)}`)}</span>
          </div>
        );
      })}
    </div>
  );
}
