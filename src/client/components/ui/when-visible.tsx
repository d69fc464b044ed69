import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` (typically a React.lazy component) only once this box comes within
 * `margin` of the viewport, so code and data below the fold load as the reader scrolls.
 * `className` must reserve the final size, or the page would jump when the content arrives.
 */
export function WhenVisible({
  children,
  className,
  margin = '600px',
  id,
}: {
  children: ReactNode;
  className?: string;
  margin?: string;
  id?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} className={className} id={id}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
