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

export interface Labelled {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A control's label above it and its error (or hint) under it, with the ids wired for readers. */
export function LabelledControl({
  label,
  error,
  hint,
  className,
  id,
  children,
}: Labelled & {
  className?: string;
  id?: string;
  children: (control: { id: string; describedBy?: string }) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const note = error || hint ? `${controlId}-note` : undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id: controlId, describedBy: note })}
      {note && (
        <p
          id={note}
          role={error ? 'alert' : undefined}
          className={clsx('text-xs', error ? 'text-red-600' : 'text-slate-500')}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends Labelled, InputHTMLAttributes<HTMLInputElement> {
  /** Marks the input invalid when the form shows its message elsewhere (the auth notices). */
  invalid?: boolean;
}

/** A labelled input with its error (or hint) under it. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, invalid, hint, className, id, ...input },
  ref,
) {
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className} id={id}>
      {(c) => (
        <input
          ref={ref}
          id={c.id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={c.describedBy}
          className={inputClass}
          {...input}
        />
      )}
    </LabelledControl>
  );
});
