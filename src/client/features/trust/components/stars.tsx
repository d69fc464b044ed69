import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const scale = [1, 2, 3, 4, 5] as const;

/** A rating as five stars, read as 'Rated 4 out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('trust');
  return (
    <span
      className={clsx('inline-flex items-center', className)}
      role="img"
      aria-label={t('trust:reviews.rated', { rating })}
    >
      {scale.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={clsx(
            'size-4',
            n <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
          )}
        />
      ))}
    </span>
  );
}

/**
 * Five radio inputs drawn as stars (1–5). Uncontrolled, as React resets a form after its action
 * (a controlled radio would lose its mark); give it `key={defaultValue}` so a form drawn again
 * with another value starts from it.
 */
export function StarInput({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue?: string;
  error?: string;
}) {
  const { t } = useTranslation('trust');
  const noteId = useId();
  const [shown, setShown] = useState(Number(defaultValue) || 0);
  return (
    <fieldset aria-describedby={error ? noteId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{t('trust:reviews.rating')}</legend>
      <div className="mt-1 flex gap-1">
        {scale.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              defaultChecked={shown === n}
              onChange={() => setShown(n)}
              className="sr-only"
              aria-label={t('trust:reviews.stars', { count: n })}
              aria-invalid={error ? true : undefined}
            />
            <Star
              aria-hidden
              className={clsx('size-7', n <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={noteId} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
