import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseCase } from '../../../../shared/home/schema';
import { useFormat } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useHomeData } from '../api';

/** A horizontal drag longer than this is a swipe. */
const swipeMinPx = 40;

function UseCaseCard({ useCase }: { useCase: UseCase }) {
  const { t } = useTranslation('home');
  const initials = useCase.author
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="self-start rounded-full border border-dashed border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-500">
        {t('home:useCases.badge')}
      </span>
      <blockquote className="mt-4 flex-1 text-slate-700">“{useCase.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {initials}
        </span>
        <span className="min-w-0 text-sm">
          <cite className="block font-semibold text-ink not-italic">{useCase.author}</cite>
          <span className="block text-slate-600">
            {useCase.position}, {useCase.company}
          </span>
          <span className="block text-slate-500">{useCase.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Two cards wide (one under 768 px); Previous and Next move one card and wrap at both ends.
 * Arrow keys work while focus is on its buttons, and a horizontal swipe moves it too.
 */
export default function UseCaseCarousel() {
  const { t } = useTranslation('home');
  const format = useFormat();
  const { data, isError } = useHomeData();
  const perView = useMediaQuery('(min-width: 768px)') ? 2 : 1;
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  if (isError) return <p className="text-center text-slate-600">{t('home:useCases.loadError')}</p>;
  const items = data?.useCases ?? [];
  if (!items.length) return null;

  const positions = Math.max(1, items.length - perView + 1);
  const current = Math.min(index, positions - 1);
  const rtl = document.documentElement.dir === 'rtl';
  const move = (step: 1 | -1) => setIndex((current + step + positions) % positions);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    move((e.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= swipeMinPx) move(dx < 0 !== rtl ? 1 : -1);
  };

  return (
    // Arrow keys move it while focus is on its controls (keydown bubbles up from the buttons).
    <section aria-roledescription="carousel" aria-label={t('home:useCases.carousel')} onKeyDown={onKeyDown}>
      <div
        className="touch-pan-y overflow-hidden"
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <ul
          className="flex motion-safe:transition-transform motion-safe:duration-300"
          style={{ transform: `translateX(${((rtl ? 1 : -1) * (current * 100)) / perView}%)` }}
        >
          {items.map((u, i) => {
            const shown = i >= current && i < current + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide a group
              <li
                key={u.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home:useCases.slide', {
                  n: format.number(i + 1),
                  total: format.number(items.length),
                })}
                aria-hidden={!shown}
                inert={!shown}
                className="w-full shrink-0 px-3 md:w-1/2"
              >
                <UseCaseCard useCase={u} />
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label={t('home:useCases.previous')}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
        >
          <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
        <p aria-live="polite" className="min-w-16 text-center text-sm text-slate-600">
          {perView === 1
            ? t('home:useCases.slide', { n: format.number(current + 1), total: format.number(items.length) })
            : t('home:useCases.slideRange', {
                from: format.number(current + 1),
                to: format.number(current + perView),
                total: format.number(items.length),
              })}
        </p>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label={t('home:useCases.next')}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
        >
          <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </section>
  );
}
