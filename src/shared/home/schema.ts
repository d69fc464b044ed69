import { z } from 'zod';

/** A highlighted state of the home-page map, in the caller's language. */
export const regionSchema = z.object({
  /** The state's id in @svg-maps/india, e.g. 'gj'. */
  id: z.string(),
  name: z.string(),
  /** The state's name as supplier profiles record it, for the search's state filter. */
  state: z.string(),
  topExports: z.array(z.string()),
  /** The exports in English, in the same order, as search terms (catalogs are written in English). */
  exportTerms: z.array(z.string()),
});
export type Region = z.infer<typeof regionSchema>;

/** A hypothetical use case for the carousel, in the caller's language. */
export const useCaseSchema = z.object({
  id: z.string(),
  quote: z.string(),
  author: z.string(),
  position: z.string(),
  company: z.string(),
  location: z.string(),
  avatarUrl: z.string().nullable(),
});
export type UseCase = z.infer<typeof useCaseSchema>;

export const homeDataSchema = z.object({
  regions: z.array(regionSchema),
  useCases: z.array(useCaseSchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;
