import { z } from 'zod';

/** Public facts about this installation the pages show (GET /api/site). */
export const siteInfoSchema = z.object({
  appName: z.string(),
  /** The site's public address (PUBLIC_URL): shared links name it. */
  publicUrl: z.string(),
  legalEmail: z.string(),
  privacyEmail: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
