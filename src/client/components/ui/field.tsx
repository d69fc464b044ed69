import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-50 aria-[invalid=true]:border-red-400';

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60',
} as const;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Marks the input invalid when the form shows its message elsewhere (the auth notices). */
  invalid?: boolean;
  hint?: ReactNode;
}

/** A labelled input with its error under it (react-hook-form's register() spreads onto it). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, invalid, hint, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const note = error || hint ? `${inputId}-note` : undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={note}
        className={inputClass}
        {...input}
      />
      {(error || hint) && (
        <p id={note} className={clsx('text-xs', error ? 'text-red-600' : 'text-slate-500')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
});
