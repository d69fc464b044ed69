import { startTransition, useActionState, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CatalogDetails,
  type CatalogForm,
  catalogDetailsSchema,
} from '../../../../shared/catalogs/schema';
import { type FormState, formAction } from '../../../lib/form-action';
import { flattenValues, nestedFormSchema } from '../../../lib/form-data';

/** Field path → message. */
type Errors = Record<string, string>;

const schema = nestedFormSchema(catalogDetailsSchema);

/**
 * The Details form's action: the kit's `formAction` with two twists for a step of the wizard.
 * What 'Preview Catalog' accepted stays in the fields (Edit Details comes back to it), and
 * `refused` (the fields a save was refused for) shows under those fields as the check's own would.
 */
export function useDetailsAction({
  start,
  refused,
  onAccepted,
  onRefused,
}: {
  start: CatalogForm;
  refused?: Errors;
  onAccepted: (form: CatalogForm, details: CatalogDetails) => void;
  onRefused: (errors: Errors) => void;
}) {
  const { t } = useTranslation();
  const check = formAction(
    schema,
    async ({ input, output }) => {
      onAccepted(input, output);
      return input;
    },
    t,
    (state) => onRefused(state.errors),
  );
  const [state, dispatch] = useActionState<FormState<CatalogForm>, FormData | Errors>(
    async (previous, payload) => {
      if (!(payload instanceof FormData)) {
        onRefused(payload);
        return { ...previous, errors: payload };
      }
      const next = await check(previous, payload);
      return next.result ? { ...next, values: flattenValues(next.result) } : next;
    },
    { values: flattenValues(start), errors: {} },
  );
  useEffect(() => {
    if (refused) startTransition(() => dispatch(refused));
  }, [refused, dispatch]);
  return [state, dispatch] as const;
}
