import { clsx } from 'clsx';
import { Link } from '../../../lib/router';
import { useAdminUrl } from './admin-url';

/** A row of links choosing one value of a list's filter (`param` in the address). */
export function FilterLinks<T extends string>({
  label,
  param,
  options,
  current,
  text,
}: {
  label: string;
  param: string;
  options: readonly T[];
  current: T;
  text: (option: T) => string;
}) {
  const { hrefWith } = useAdminUrl();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option}>
            <Link
              to={hrefWith({ [param]: option })}
              aria-current={option === current ? 'page' : undefined}
              className={clsx(
                'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                option === current
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50',
              )}
            >
              {text(option)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
