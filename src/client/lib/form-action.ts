import { useActionState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, offline } from './api';
import { loadSonner } from './toast';

/** What a form shows after a submit. */
export interface FormState<T> {
  /** What was typed: the fields' defaults, so React's reset after an action keeps it. */
  values: Record<string, string>;
  /** Field name → message, from the shared schema or the server. */
  errors: Record<string, string>;
  /** The message for the whole form: the first rule broken, or the server's answer. */
  message?: string;
  /** The server's error code, when it refused. */
  code?: string;
  /** What `submit` threw, when it failed (a refusal by the schema has none): an ApiError, say. */
  failure?: unknown;
  /** What `submit` returned, when it succeeded. */
  result?: T;
}

const blank: FormState<never> = { values: {}, errors: {} };

/** The form's text fields (files are left to the form that has them). */
const textOf = (data: FormData) =>
  Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * A schema, or how to load it: a public page's form loads its schema (and zod) with its first
 * submit, not with the page, whose first load stays light.
 */
export type FormSchema<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * One submit, as `useFormAction` runs it: the fields checked with `schema`, then `submit`; the
 * state the form shows next. `t` translates the schema's message keys.
 */
export function formAction<S extends z.ZodType, T>(
  schema: FormSchema<S>,
  submit: (values: z.output<S>) => Promise<T>,
  t: (key: string) => string,
  onRefused?: (state: FormState<T>) => void,
) {
  return async (_previous: FormState<T>, data: FormData): Promise<FormState<T>> => {
    const values = textOf(data);
    const refuse = (state: FormState<T>) => {
      onRefused?.(state);
      return state;
    };
    let rules: S;
    try {
      rules = typeof schema === 'function' ? await schema() : schema;
    } catch (error) {
      // Its code could not be fetched (offline, before the service worker keeps it): refused, text kept.
      const failure = offline('POST') ?? error;
      const message = failure instanceof ApiError ? failure.message : t('common:errors.unexpected');
      return refuse({ values, errors: {}, message, failure });
    }
    const parsed = rules.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= t(issue.message);
      return refuse({ values, errors, message: Object.values(errors)[0] });
    }
    // Most accepted submits end in a toast: its code loads while the request runs.
    void loadSonner();
    try {
      return { values: {}, errors: {}, result: await submit(parsed.data) };
    } catch (failure) {
      const refusal = failure instanceof ApiError ? failure : undefined;
      const message = refusal ? refusal.message : (failure as Error).message || t('common:errors.unexpected');
      return refuse({ values, errors: refusal?.fields ?? {}, message, code: refusal?.code, failure });
    }
  };
}

/**
 * A React 19 form action for `<form action>`: the fields are checked with the shared zod schema
 * (the same one the API uses), then `submit` runs; field errors from either side come back in the
 * state. A form submitted before the page is hydrated is replayed by React into this action.
 * `onRefused` sees every refusal (to raise a toast, say).
 */
export function useFormAction<S extends z.ZodType, T>(
  schema: FormSchema<S>,
  submit: (values: z.output<S>) => Promise<T>,
  onRefused?: (state: FormState<T>) => void,
  /** What the fields start with (a saved record being edited). */
  initialValues?: Record<string, string>,
) {
  const { t } = useTranslation();
  return useActionState<FormState<T>, FormData>(
    formAction(schema, submit, t, onRefused),
    initialValues ? { values: initialValues, errors: {} } : blank,
  );
}
