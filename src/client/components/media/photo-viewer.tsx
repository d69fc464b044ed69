import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import type { GalleryPhoto } from './photo-gallery';
import { tapZoom, usePhotoGestures } from './use-photo-gestures';

const historyMark = 'photoViewer';
const control =
  'rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30';

/**
 * The full-screen view of one photo of a gallery: a modal <dialog> (focus stays inside, Escape
 * closes) with next/previous, swipe, zoom and pan. It adds a history entry, so the back gesture
 * closes it instead of leaving the page. `onClose` gets the photo shown last.
 */
export function PhotoViewer({
  photos,
  start,
  alt,
  onClose,
}: {
  photos: GalleryPhoto[];
  start: number;
  alt: (n: number) => string;
  onClose: (index: number) => void;
}) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const last = photos.length - 1;
  const rtl = () => document.documentElement.dir === 'rtl';
  const go = (step: 1 | -1) => {
    const next = index + step;
    if (next < 0 || next > last) return;
    reset();
    setIndex(next);
  };
  // A swipe to the left brings the next photo in, from the right; mirrored in RTL.
  const { view, handlers, zoomTo, reset } = usePhotoGestures((dir) => go(dir < 0 !== rtl() ? 1 : -1));
  const zoomed = view.scale > 1;

  useLayoutEffect(() => {
    dialog.current?.showModal();
    closeButton.current?.focus();
    if (!history.state?.[historyMark]) history.pushState({ ...history.state, [historyMark]: true }, '');
    const onPop = () => dialog.current?.close();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // Every way out (button, Escape, back) closes the dialog; this then drops the entry it added,
  // so a later 'back' leaves the page as it would have without the viewer.
  const onClosed = () => {
    if (history.state?.[historyMark]) history.back();
    onClose(index);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go((e.key === 'ArrowRight') !== rtl() ? 1 : -1);
  };

  const photo = photos[index];
  useEffect(() => {
    // The neighbours load while this one is looked at, so stepping shows them at once.
    for (const p of [photos[index - 1], photos[index + 1]]) if (p) new Image().src = p.displayUrl;
  }, [index, photos]);
  if (!photo) return null;
  const position = { n: index + 1, total: photos.length };

  return (
    <dialog
      ref={dialog}
      aria-label={t('gallery.label')}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      className="m-0 size-full max-h-none max-w-none border-0 bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex size-full flex-col">
        <div className="flex items-center justify-between gap-2 p-2">
          <p aria-hidden className="px-2 text-sm tabular-nums">
            {format.number(position.n)} / {format.number(position.total)}
          </p>
          <p aria-live="polite" className="sr-only">
            {t('gallery.position', position)}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={control}
              aria-label={t(zoomed ? 'gallery.zoomOut' : 'gallery.zoomIn')}
              onClick={() => {
                const box = stage.current?.getBoundingClientRect();
                if (box) zoomTo(zoomed ? 1 : tapZoom, box);
              }}
            >
              {zoomed ? (
                <ZoomOut aria-hidden className="size-5" />
              ) : (
                <ZoomIn aria-hidden className="size-5" />
              )}
            </button>
            <button
              type="button"
              className={control}
              aria-label={t('gallery.close')}
              onClick={() => dialog.current?.close()}
              ref={closeButton}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        </div>
        <div className="relative min-h-0 flex-1">
          <div ref={stage} className="absolute inset-0 touch-none overflow-hidden select-none" {...handlers}>
            <img
              // A new element per photo, so a half-loaded earlier photo never shows under the next one's alt.
              key={index}
              src={zoomed ? photo.url : photo.displayUrl}
              alt={alt(index + 1)}
              width={photo.width}
              height={photo.height}
              draggable={false}
              className="size-full object-contain"
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          </div>
          <button
            type="button"
            className={`${control} absolute start-2 top-1/2 -translate-y-1/2`}
            aria-label={t('gallery.previous')}
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            <ChevronLeft aria-hidden className="size-6 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            className={`${control} absolute end-2 top-1/2 -translate-y-1/2`}
            aria-label={t('gallery.next')}
            disabled={index === last}
            onClick={() => go(1)}
          >
            <ChevronRight aria-hidden className="size-6 rtl:-scale-x-100" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
