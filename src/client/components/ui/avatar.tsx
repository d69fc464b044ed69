import { clsx } from 'clsx';
import { initialsOf } from '../../lib/initials';

/** The profile image if there is one, otherwise the initials rule of the spec. */
export function Avatar({
  url,
  fullName,
  email,
  size = 'sm',
}: {
  url: string | null | undefined;
  fullName: string | null | undefined;
  email: string | null | undefined;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'sm' ? 'size-9 text-sm' : 'size-24 text-2xl';
  if (url) return <img src={url} alt="" className={clsx(box, 'rounded-full object-cover')} />;
  return (
    <span
      className={clsx(
        box,
        'inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700',
      )}
      aria-hidden="true"
    >
      {initialsOf(fullName, email)}
    </span>
  );
}
