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

/**
 * A labelled select; `options` are [value, label, lang?]. Given a `defaultValue`, it is drawn
 * afresh when that or its options change: React resets a form after its action, and a select
 * goes back to the option it was first drawn with (nor does it choose an option that arrives
 * later).
 */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Labelled &
    SelectHTMLAttributes<HTMLSelectElement> & { options: [string, string, string?][]; placeholder?: string }
>(function SelectField({ label, error, hint, className, id, options, placeholder, ...rest }, ref) {
  const drawn =
    rest.defaultValue === undefined ? undefined : `${String(rest.defaultValue)}|${options.length}`;
  return (
    <LabelledControl label={label} error={error} hint={hint} className={className} id={id}>
      {(c) => (
        <select
          key={drawn}
          ref={ref}
          id={c.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={c.describedBy}
          className={inputClass}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(([value, text, lang]) => (
            <option key={value} value={value} lang={lang}>
              {text}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
});
