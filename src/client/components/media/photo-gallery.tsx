import { useEffect, useRef } from 'react';
import { type PhotoVariants, photoSrcSet } from '../../../shared/media/responsive';
import { Link, type To, useLocation, useNavigate } from '../../lib/router';
import { PhotoViewer } from './photo-viewer';

/** A stored listing photo: the full JPEG, its WebP variants and its pixel size. */
export interface GalleryPhoto extends PhotoVariants {
  url: string;
}

/**
 * How wide the lead photo is drawn: the page's width less its padding on a phone; on a laptop the
 * wide (3 of 5) column of the 72rem page, less the padding and the 2rem gap.
 */
const leadSizes = '(min-width: 1152px) 634px, (min-width: 1024px) calc(60vw - 38px), calc(100vw - 32px)';
/** A thumbnail's width: its aspect ratio times the row height (--row below). */
const thumbSizes = (ratio: number) =>
  `(min-width: 640px) ${Math.round(96 * ratio)}px, ${Math.round(72 * ratio)}px`;

/** The page address names the photo shown full screen (from 1): `?photo=3`. */
const photoParam = 'photo';
/** History state of a viewer opened from the page, so closing it goes back rather than forward. */
const openedHere = 'photoOpenedHere';

/** Where photo `i` is open (or, with null, none): a link, and what a step or close navigates with. */
export interface PhotoAddress {
  to: To;
  replace: boolean;
  state: unknown;
  preventScrollReset: true;
}

/**
 * A listing's photos: the first one large, alone on its row at the gallery's full width, the others
 * as thumbnails in justified rows, each at its own aspect ratio; and a full-screen viewer.
 *
 * The rows are plain CSS, so they are right in the server's HTML: each photo's flex basis is its
 * aspect ratio times the row height and it grows in proportion to that ratio, so every photo of a
 * row keeps one height while the row fills the width; a filler that out-grows them all keeps the
 * last row at the row height. The box's aspect-ratio reserves its space before the image loads.
 * The open photo is part of the address, and every photo, step and Close is a link: a tap before
 * hydration loads the page with the viewer drawn open by the server; after it, the same links
 * navigate in place, and the back gesture closes the viewer.
 */
export function PhotoGallery({
  photos,
  alt,
  testId,
}: {
  photos: GalleryPhoto[];
  /** The text alternative of photo n (from 1). */
  alt: (n: number) => string;
  testId?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const n = Number(new URLSearchParams(location.search).get(photoParam));
  const open = Number.isInteger(n) && n >= 1 && n <= photos.length ? n - 1 : null;
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // Focus goes back to the photo shown last, however the viewer was closed.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (open !== null) shown.current = open;
    else if (shown.current !== null) {
      links.current[shown.current]?.focus();
      shown.current = null;
    }
  }, [open]);

  if (!photos.length) return null;
  const to = (i: number | null): To => {
    const params = new URLSearchParams(location.search);
    if (i === null) params.delete(photoParam);
    else params.set(photoParam, String(i + 1));
    const search = params.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '' };
  };
  const step = (i: number): PhotoAddress => ({
    to: to(i),
    replace: true,
    state: location.state,
    preventScrollReset: true,
  });
  const close = () => {
    const state = location.state as Record<string, unknown> | null;
    if (state?.[openedHere]) navigate(-1);
    else navigate(to(null), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className="flex flex-wrap items-start gap-2 [--row:4.5rem] sm:[--row:6rem]" data-testid={testId}>
        {photos.map((photo, i) => {
          const ratio = photo.width / photo.height;
          const lead = i === 0;
          return (
            <Link
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; order is the identity
              key={i}
              ref={(el) => {
                links.current[i] = el;
              }}
              to={to(i)}
              state={{ [openedHere]: true }}
              preventScrollReset
              className="block min-w-0 overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              style={{
                flexGrow: lead ? 0 : ratio,
                flexBasis: lead ? '100%' : `calc(var(--row) * ${ratio})`,
                aspectRatio: `${photo.width} / ${photo.height}`,
              }}
            >
              <img
                src={photo.displayUrl}
                srcSet={photoSrcSet(photo)}
                sizes={lead ? leadSizes : thumbSizes(ratio)}
                alt={alt(i + 1)}
                width={photo.width}
                height={photo.height}
                // The lead photo is the page's largest paint: fetched at once, before anything else.
                fetchPriority={lead ? 'high' : undefined}
                loading={lead ? 'eager' : 'lazy'}
                decoding="async"
                className="size-full object-cover"
              />
            </Link>
          );
        })}
        {/* Its negative margin cancels the gap before it, so it never wraps onto a line of its own. */}
        <span aria-hidden className="-ms-2 grow-[1000000]" />
      </div>
      {open !== null && (
        <PhotoViewer
          photos={photos}
          index={open}
          alt={alt}
          step={step}
          closeTo={to(null)}
          onStep={(i) => {
            const { to: address, ...options } = step(i);
            navigate(address, options);
          }}
          onClose={close}
        />
      )}
    </>
  );
}
