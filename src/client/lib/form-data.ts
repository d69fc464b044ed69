import { z } from 'zod';

/** A form's text fields by name; a name may be a path into the schema's object (`price.min`). */
export type FormValues = Record<string, string>;

/**
 * Props for a form's uncontrolled fields, from what it shows: each field's name, the text it
 * starts with (what was typed, as React resets a form after its action) and its message.
 */
export function fieldsOf({ values, errors }: { values: FormValues; errors: Record<string, string> }) {
  const field = (name: string) => ({ name, defaultValue: values[name], error: errors[name] });
  const number = (name: string) => ({ ...field(name), inputMode: 'decimal' as const, autoComplete: 'off' });
  return { field, number };
}

/** The object a form's paths describe: `{ 'price.min': '1' }` → `{ price: { min: '1' } }`. */
export function nestValues(values: FormValues): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const keys = name.split('.');
    const last = keys.pop() ?? name;
    let node = root;
    // Own properties only, so a field named `__proto__.x` cannot reach Object.prototype.
    for (const key of keys) {
      if (!Object.hasOwn(node, key)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[last] = value;
  }
  return root;
}

/** The other way: an object's values under their paths, to fill a form with it. */
export function flattenValues(object: object, prefix = ''): FormValues {
  const values: FormValues = {};
  for (const [key, value] of Object.entries(object)) {
    if (value !== null && typeof value === 'object')
      Object.assign(values, flattenValues(value, `${prefix}${key}.`));
    else if (value !== undefined && value !== null) values[`${prefix}${key}`] = String(value);
  }
  return values;
}

/**
 * For `useFormAction` on a form whose names are paths (`dimensions.length`): checks the object they
 * describe with `schema` and reports each problem under the field's own name. It yields that
 * object as typed (`input`, what the API takes and checks again) and what `schema` made of it.
 */
export function nestedFormSchema<S extends z.ZodType>(schema: S) {
  return z.record(z.string(), z.string()).transform((values, ctx) => {
    const input = nestValues(values) as z.input<S>;
    const parsed = schema.safeParse(input);
    if (parsed.success) return { input, output: parsed.data as z.output<S> };
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: [issue.path.join('.')], message: issue.message });
    return z.NEVER;
  });
}

/**
 * The first of a form's `sections` (tabs, steps, in order) that has a field with a message, to open
 * it; `sectionOf` names each top-level field's section.
 */
export function firstSectionWithError<S extends string>(
  sections: readonly S[],
  sectionOf: Record<string, S>,
  errors: Record<string, string>,
): S | undefined {
  const refused = new Set(Object.keys(errors).map((path) => sectionOf[path.split('.')[0] ?? '']));
  return sections.find((section) => refused.has(section));
}
