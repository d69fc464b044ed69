import { clsx } from 'clsx';
import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { inputClass } from './field';

interface Labelled {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

function Note({ id, error, hint }: { id?: string; error?: string; hint?: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={clsx('text-xs', error ? 'text-red-600' : 'text-slate-500')}>
      {error ?? hint}
    </p>
  );
}

/** A labelled textarea with its error under it, like <Field>. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, className, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const note = error || hint ? `${inputId}-note` : undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        className={inputClass}
        {...rest}
      />
      <Note id={note} error={error} hint={hint} />
    </div>
  );
});

/** A labelled select; `options` are [value, label] pairs. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Labelled & SelectHTMLAttributes<HTMLSelectElement> & { options: [string, string][]; placeholder?: string }
>(function SelectField({ label, error, hint, className, id, options, placeholder, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const note = error || hint ? `${inputId}-note` : undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        className={inputClass}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Note id={note} error={error} hint={hint} />
    </div>
  );
});
