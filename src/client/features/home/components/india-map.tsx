import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPath } from '../../../../shared/search/url';
import { Link } from '../../../lib/router';
import { useHomeData } from '../api';
import mapUrl from '../map/india-states.json?url';

interface MapData {
  viewBox: string;
  states: { id: string; name: string; d: string }[];
}

/** The outlines are a JSON asset (scripts/gen-india-map.ts), fetched only when the map nears view. */
function useMapData() {
  return useQuery({
    queryKey: ['india-map'],
    queryFn: async () => {
      const res = await fetch(mapUrl);
      if (!res.ok) throw new Error(`${res.status} ${mapUrl}`);
      return (await res.json()) as MapData;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** States from the database are highlighted; hovering, focusing or tapping one shows its exports. */
export default function IndiaMap() {
  const { t } = useTranslation('home');
  const map = useMapData();
  const home = useHomeData();
  const [activeId, setActiveId] = useState<string | null>(null);
  if (map.isError || home.isError)
    return <p className="text-center text-slate-600">{t('home:map.loadError')}</p>;
  if (!map.data || !home.data) return null;

  const regions = new Map(home.data.regions.map((r) => [r.id, r]));
  const active = activeId ? regions.get(activeId) : undefined;
  const onKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setActiveId(id);
    }
  };

  return (
    <>
      <figure className="mx-auto w-full max-w-md">
        {/* biome-ignore lint/a11y/useSemanticElements: SVG has no fieldset; the group names the map's buttons */}
        <svg
          viewBox={map.data.viewBox}
          role="group"
          aria-label={t('home:map.label')}
          className="aspect-[612/696] w-full"
        >
          {map.data.states.map((s) => {
            const region = regions.get(s.id);
            if (!region)
              return <path key={s.id} d={s.d} className="fill-slate-200 stroke-white" strokeWidth={0.6} />;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one
              <path
                key={s.id}
                d={s.d}
                role="button"
                tabIndex={0}
                aria-label={region.name}
                aria-pressed={s.id === activeId}
                onMouseEnter={() => setActiveId(s.id)}
                onFocus={() => setActiveId(s.id)}
                onClick={() => setActiveId(s.id)}
                onKeyDown={onKey(s.id)}
                strokeWidth={0.8}
                className="cursor-pointer fill-brand-500/45 stroke-white outline-none transition-colors hover:fill-brand-500 focus-visible:fill-brand-600 focus-visible:stroke-ink aria-pressed:fill-brand-600"
              />
            );
          })}
        </svg>
        <figcaption className="mt-2 text-center text-xs text-slate-400">
          {t('home:map.attribution')}
        </figcaption>
      </figure>
      <div aria-live="polite" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:mt-16">
        {active ? (
          <>
            <h3 className="text-xl font-semibold text-ink">
              {t('home:map.topExports', { state: active.name })}
            </h3>
            <ul aria-label={t('home:map.exportsList')} className="mt-4 flex flex-wrap gap-2">
              {active.topExports.map((product, i) => (
                <li key={product}>
                  <Link
                    to={searchPath({ q: active.exportTerms[i] ?? product, state: active.state })}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100"
                  >
                    {product}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={searchPath({ state: active.state })}
              className="mt-6 inline-block font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t('home:map.findSuppliers', { state: active.name })}
            </Link>
          </>
        ) : (
          <p className="text-slate-600">{t('home:map.prompt')}</p>
        )}
        <ul
          aria-label={t('home:map.states')}
          className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4"
        >
          {home.data.regions.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                aria-pressed={r.id === activeId}
                onClick={() => setActiveId(r.id)}
                className="rounded-md border border-slate-200 px-2.5 py-1 text-sm text-slate-700 hover:border-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {r.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
