import { clsx } from 'clsx';

/**
 * A small count (unread messages): hidden at zero, '99+' above 99. `label` is what a screen
 * reader says ('3 unread messages'; none inside a control that names the count itself).
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  label?: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={clsx(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
