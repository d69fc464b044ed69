import { z } from 'zod';
import { catalogSummarySchema, supplierSchema } from '../suppliers/schema';

export const councilSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  icon: z.string(),
  description: z.string(),
  link: z.string(),
  /** Listings (catalogs and products) of its listed members and in its product scope. */
  productCount: z.number().int(),
  /** Of those, the catalogs. */
  catalogCount: z.number().int(),
  memberCount: z.number().int(),
});
export type Council = z.infer<typeof councilSchema>;

export const councilDetailSchema = z.object({
  council: councilSchema,
  suppliers: z.array(supplierSchema),
  catalogs: z.array(catalogSummarySchema),
  /** The products among those listings. */
  products: z.array(catalogSummarySchema),
});
export type CouncilDetail = z.infer<typeof councilDetailSchema>;
