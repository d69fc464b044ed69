import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A home-page band: its heading names the section (aria-labelledby) for readers and tests. */
export function Section({
  id,
  title,
  subtitle,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    // Below the fold: the browser skips laying out and painting a band until it nears the viewport.
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(
        'px-4 py-16 [contain-intrinsic-size:auto_60rem] [content-visibility:auto] sm:py-20',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={`${id}-title`}
            tabIndex={-1}
            className="text-3xl font-bold text-ink focus:outline-none sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-lg text-slate-600">{subtitle}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
