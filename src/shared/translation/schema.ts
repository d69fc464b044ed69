import { z } from 'zod';

export const maxTranslationLength = 5000;

const languageCode = z.string().regex(/^[a-z]{2}$/, 'common:errors.languageCode');

export const translateRequestSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'common:errors.required')
      .max(maxTranslationLength, 'common:errors.tooLong'),
    source: languageCode,
    target: languageCode,
  })
  .refine((v) => v.source !== v.target, { path: ['target'], message: 'common:errors.sameLanguage' });
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

export const translationStatusSchema = z.object({
  enabled: z.boolean(),
  pairs: z.array(z.tuple([z.string(), z.string()])),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;
