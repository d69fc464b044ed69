import { z } from 'zod';
import { templateIds } from '../../../shared/catalogs/constants';
import {
  type CatalogDetails,
  type CatalogForm,
  catalogDetailsSchema,
  emptyCatalogForm,
} from '../../../shared/catalogs/schema';
import { type FormValues, nestValues } from '../../lib/form-data';

export const wizardSteps = ['upload', 'edit', 'template', 'details', 'preview'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * What a new catalog's draft keeps besides its photos: the step, the template and the Details
 * fields as typed (by path), and the photos' order and names. Checked when read back, as the
 * browser's store may hold a draft an older version of the wizard wrote.
 */
export const draftMetaSchema = z.object({
  savedAt: z.number(),
  step: z.enum(wizardSteps),
  template: z.enum(templateIds).nullable(),
  values: z.record(z.string(), z.string()),
  photos: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DraftMeta = z.infer<typeof draftMetaSchema>;

/** A photo as the draft keeps it: the latest edit's bytes (the editor works on top of it). */
export interface DraftPhoto {
  id: string;
  name: string;
  blob: Blob;
}

export interface Draft extends DraftMeta {
  photos: DraftPhoto[];
}

/** Where a restored draft puts the wizard: a step it may open, and Preview only if the details pass. */
export function restoredWizard(draft: Draft): {
  step: WizardStep;
  form: CatalogForm;
  accepted: { form: CatalogForm; details: CatalogDetails } | null;
} {
  const form = { ...emptyCatalogForm, ...nestValues(draft.values) } as CatalogForm;
  const parsed = draft.step === 'preview' ? catalogDetailsSchema.safeParse(form) : null;
  const accepted = parsed?.success ? { form, details: parsed.data } : null;
  const open: Record<WizardStep, boolean> = {
    upload: true,
    edit: draft.photos.length > 0,
    template: draft.photos.length > 0,
    details: draft.photos.length > 0 && draft.template !== null,
    preview: draft.photos.length > 0 && accepted !== null,
  };
  const step = wizardSteps.findLast((s, i) => open[s] && i <= wizardSteps.indexOf(draft.step)) ?? 'upload';
  return { step, form, accepted };
}

/** The photos a save must write: new ones and those edited since `written` (id → bytes stored). */
export function photosToWrite(photos: readonly DraftPhoto[], written: ReadonlyMap<string, Blob>) {
  return photos.filter((p) => written.get(p.id) !== p.blob);
}

/** A form's fields as the draft keeps them: text fields only, by name. */
export function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}
