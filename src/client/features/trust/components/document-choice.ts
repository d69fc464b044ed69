import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { documentTypes, maxDocumentBytes } from '../../../../shared/trust/constants';

/** What is wrong with a chosen certificate (trust:errors.<key>), or null; the server sniffs it again. */
export function documentError(file: File | null) {
  if (!file) return 'documentRequired' as const;
  if (!(documentTypes as readonly string[]).includes(file.type)) return 'documentType' as const;
  if (file.size > maxDocumentBytes) return 'documentTooLarge' as const;
  return null;
}

/**
 * A schema field for the certificate a form keeps beside its text fields (FormData's files never
 * reach the schema): `current` reads it when the form is submitted; `onChecked` hears which file
 * was checked.
 */
export const documentField = (current: () => File | null, onChecked?: (file: File | null) => void) =>
  // Optional as the form's data never holds the key; the transform still runs and decides.
  z
    .unknown()
    .optional()
    .transform((_, ctx) => {
      const file = current();
      onChecked?.(file);
      const error = documentError(file);
      if (error) {
        ctx.addIssue({ code: 'custom', message: `trust:errors.${error}` });
        return z.NEVER;
      }
      return file as File;
    });

/**
 * The certificate a claim form sends beside its text fields. `field` checks it within the form's
 * schema, so its message shows with the others on the same submit; `shownError` hides a message
 * about a file the user has since replaced.
 */
export function useDocumentChoice() {
  const [file, setFile] = useState<File | null>(null);
  // The action reads these, not the render's closure: a submit may run before a re-render.
  const chosen = useRef(file);
  chosen.current = file;
  const checked = useRef<File | null>(null);
  const field = useMemo(
    () =>
      documentField(
        () => chosen.current,
        (file) => {
          checked.current = file;
        },
      ),
    [],
  );
  return {
    file,
    choose: (next: File | null) => {
      chosen.current = next;
      setFile(next);
    },
    field,
    shownError: (formError: string | undefined) => (checked.current === file ? formError : undefined),
  };
}
