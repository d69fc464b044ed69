import { z } from 'zod';
import { photoVariantsSchema } from '../media/responsive';

/** One listing whose photo looks like the searched one; `similarity` is 0–100 (100 = the same image). */
export const imageMatchSchema = z.object({
  kind: z.enum(['catalog', 'product']),
  id: z.string(),
  title: z.string(),
  supplierName: z.string().nullable(),
  category: z.string(),
  priceMin: z.number(),
  priceMax: z.number(),
  moq: z.number(),
  ...photoVariantsSchema.shape,
  similarity: z.number(),
});
export type ImageMatch = z.infer<typeof imageMatchSchema>;

export const imageSearchResultSchema = z.object({
  /** What the best matches are, in the caller's language (their category, or the best title). */
  term: z.string().nullable(),
  /** Only images close enough to be the photographed object; empty means "no close match". */
  matches: z.array(imageMatchSchema),
});
export type ImageSearchResult = z.infer<typeof imageSearchResultSchema>;

/** The signature stands in for the photo in the results URL: reload-safe, nothing stored. */
export const imageSearchUploadResultSchema = imageSearchResultSchema.extend({ signature: z.string() });
export type ImageSearchUploadResult = z.infer<typeof imageSearchUploadResultSchema>;

export const imageSearchQuerySchema = z.object({
  signature: z.string().max(400, 'media:errors.invalidSignature'),
});
