import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { PhotoViewer } from './photo-viewer';

/** A stored listing photo: the full JPEG, its 1024 px display variant and its pixel size. */
export interface GalleryPhoto {
  url: string;
  displayUrl: string;
  width: number;
  height: number;
}

/**
 * A listing's photos in justified rows, each at its own aspect ratio, and a full-screen viewer.
 *
 * The rows are plain CSS, so they are right in the server's HTML: each photo's flex basis is its
 * aspect ratio times the row height and it grows in proportion to that ratio, so every photo of a
 * row keeps one height while the row fills the width; a filler that out-grows them all keeps the
 * last row at the row height. The box's aspect-ratio reserves its space before the image loads.
 * Each photo is a link to the full image, so a tap before hydration opens it; after hydration it
 * opens the viewer instead.
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
  const [open, setOpen] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    links.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  if (!photos.length) return null;
  const onClick = (e: MouseEvent, i: number) => {
    // A new tab or window (modifier keys, middle button) still gets the plain image.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOpen(i);
  };

  return (
    <>
      <div
        className="flex flex-wrap items-start gap-2 [--row:6.5rem] sm:[--row:10rem] lg:[--row:13rem]"
        data-testid={testId}
      >
        {photos.map((photo, i) => {
          const ratio = photo.width / photo.height;
          return (
            <a
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; order is the identity
              key={i}
              ref={(el) => {
                links.current[i] = el;
              }}
              href={photo.url}
              onClick={(e) => onClick(e, i)}
              className="block min-w-0 overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              style={{
                flexGrow: ratio,
                flexBasis: `calc(var(--row) * ${ratio})`,
                aspectRatio: `${photo.width} / ${photo.height}`,
              }}
            >
              <img
                src={photo.displayUrl}
                alt={alt(i + 1)}
                width={photo.width}
                height={photo.height}
                decoding="async"
                className="size-full object-cover"
              />
            </a>
          );
        })}
        {/* Its negative margin cancels the gap before it, so it never wraps onto a line of its own. */}
        <span aria-hidden className="-ms-2 grow-[1000000]" />
      </div>
      {open !== null && (
        <PhotoViewer
          photos={photos}
          start={open}
          alt={alt}
          onClose={(index) => {
            returnTo.current = index;
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
