import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClass, type Labelled, LabelledControl } from './field';

/** A labelled textarea with its error under it, like <Field>. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, className, id, ...rest }, ref) {
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className} id={id}>
      {(c) => (
        <textarea
          ref={ref}
          id={c.id}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={c.describedBy}
          className={inputClass}
          {...rest}
        />
      )}
    </LabelledControl>
  );
});

/** A labelled select; `options` are [value, label] pairs. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Labelled & SelectHTMLAttributes<HTMLSelectElement> & { options: [string, string][]; placeholder?: string }
>(function SelectField({ label, error, hint, className, id, options, placeholder, ...rest }, ref) {
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className} id={id}>
      {(c) => (
        <select
          ref={ref}
          id={c.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={c.describedBy}
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
      )}
    </LabelledControl>
  );
});
