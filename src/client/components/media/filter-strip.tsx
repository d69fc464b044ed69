import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { type FilterId, filterPresets } from '../../../shared/media/filters';
import { filterCss } from '../../lib/edit-settings';

/** The ten presets as a horizontally scrolling strip of live thumbnails of the current image. */
export function FilterStrip({
  src,
  selected,
  onSelect,
}: {
  src: string;
  selected: FilterId;
  onSelect: (id: FilterId) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
      {filterPresets.map((preset) => (
        <li key={preset.id} className="shrink-0 snap-start">
          <button
            type="button"
            aria-pressed={preset.id === selected}
            onClick={() => onSelect(preset.id)}
            className="group flex w-20 flex-col items-center gap-1 text-xs focus-visible:outline-none"
          >
            <span
              className={clsx(
                'block size-20 overflow-hidden rounded-md border-2 group-focus-visible:ring-2 group-focus-visible:ring-brand-500',
                preset.id === selected ? 'border-brand-600' : 'border-transparent',
              )}
            >
              <img
                src={src}
                alt=""
                decoding="async"
                draggable={false}
                className="size-full object-cover"
                style={{
                  filter: filterCss({ filter: preset.id, brightness: 100, contrast: 100, saturation: 100 }),
                }}
              />
            </span>
            <span className={preset.id === selected ? 'font-semibold text-brand-700' : 'text-slate-600'}>
              {t(`filters.${preset.id}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
