import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { photoSrcSet } from '../../../shared/media/responsive';
import { useFormat } from '../../lib/format';
import { Link, type To } from '../../lib/router';
import { useHydrated } from '../../lib/use-hydrated';
import type { GalleryPhoto, PhotoAddress } from './photo-gallery';
import { tapZoom, usePhotoGestures } from './use-photo-gestures';

const control =
  'rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30';

/**
 * The full-screen view of photo `index` of a gallery: a modal <dialog> (focus stays inside,
 * Escape closes) with next/previous, swipe, zoom and pan. The gallery keeps the photo in the
 * address; steps and Close are links to it, so they work in the server's HTML too, where the
 * dialog is drawn open (not yet modal) and zoom, which needs the page's code, is left out.
 */
export function PhotoViewer({
  photos,
  index,
  alt,
  step,
  closeTo,
  onStep,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  alt: (n: number) => string;
  /** The link to photo i, as a step from this one. */
  step: (i: number) => PhotoAddress;
  /** The page without the viewer, for Close before hydration. */
  closeTo: To;
  onStep: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  const live = useRef(false);
  const last = photos.length - 1;
  const rtl = () => document.documentElement.dir === 'rtl';
  const go = (direction: 1 | -1) => {
    const next = index + direction;
    if (next >= 0 && next <= last) onStep(next);
  };
  // A swipe to the left brings the next photo in, from the right; mirrored in RTL.
  const { view, handlers, zoomTo, reset } = usePhotoGestures((dir) => go(dir < 0 !== rtl() ? 1 : -1));
  const zoomed = view.scale > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo starts unzoomed
  useEffect(() => reset(), [index]);

  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // Drawn open by the server: made modal here (removing `open` fires no close event).
    d.removeAttribute('open');
    d.showModal();
    closeLink.current?.focus();
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // Escape and Close end here; a viewer unmounted by the back gesture fires nothing that counts.
  const onClosed = () => {
    if (live.current) onClose();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go((e.key === 'ArrowRight') !== rtl() ? 1 : -1);
  };

  const photo = photos[index];
  useEffect(() => {
    // The neighbours load (the variant this screen picks) while this one is looked at, so stepping shows them at once.
    for (const p of [photos[index - 1], photos[index + 1]]) {
      if (!p) continue;
      const img = new Image();
      img.sizes = '100vw';
      img.srcset = photoSrcSet(p);
      img.src = p.displayUrl;
    }
  }, [index, photos]);
  if (!photo) return null;
  const position = { n: index + 1, total: photos.length };

  return (
    <dialog
      ref={dialog}
      open
      aria-label={t('gallery.label')}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none border-0 bg-slate-950 p-0 text-white backdrop:bg-slate-950"
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
            {hydrated && (
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
            )}
            <Link
              to={closeTo}
              ref={closeLink}
              className={control}
              aria-label={t('gallery.close')}
              onClick={(e) => {
                e.preventDefault();
                dialog.current?.close();
              }}
            >
              <X aria-hidden className="size-5" />
            </Link>
          </div>
        </div>
        <div className="relative min-h-0 flex-1">
          <div ref={stage} className="absolute inset-0 touch-none overflow-hidden select-none" {...handlers}>
            <img
              // A new element per photo, so a half-loaded earlier photo never shows under the next one's alt.
              key={index}
              src={zoomed ? photo.url : photo.displayUrl}
              // Zoomed in, the full JPEG: a srcset would override src.
              srcSet={zoomed ? undefined : photoSrcSet(photo)}
              sizes="100vw"
              alt={alt(index + 1)}
              width={photo.width}
              height={photo.height}
              draggable={false}
              className="size-full object-contain"
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          </div>
          <StepLink
            className={`${control} absolute start-2 top-1/2 -translate-y-1/2`}
            label={t('gallery.previous')}
            address={index > 0 ? step(index - 1) : undefined}
          >
            <ChevronLeft aria-hidden className="size-6 rtl:-scale-x-100" />
          </StepLink>
          <StepLink
            className={`${control} absolute end-2 top-1/2 -translate-y-1/2`}
            label={t('gallery.next')}
            address={index < last ? step(index + 1) : undefined}
          >
            <ChevronRight aria-hidden className="size-6 rtl:-scale-x-100" />
          </StepLink>
        </div>
      </div>
    </dialog>
  );
}

/** A step to another photo, or a disabled button at either end. */
function StepLink({
  address,
  label,
  className,
  children,
}: {
  address: PhotoAddress | undefined;
  label: string;
  className: string;
  children: ReactNode;
}) {
  if (!address) {
    return (
      <button type="button" disabled aria-label={label} className={className}>
        {children}
      </button>
    );
  }
  return (
    <Link {...address} aria-label={label} className={className}>
      {children}
    </Link>
  );
}
