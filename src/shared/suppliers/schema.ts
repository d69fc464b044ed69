import { z } from 'zod';
import { supplierTabs, verificationLevels } from './constants';

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  productsCount: z.number().int(),
  verificationLevel: z.enum(verificationLevels),
  responseRate: z.number().int().nullable(),
  deliveryTime: z.string().nullable(),
  productCategories: z.array(z.string()),
  epcAffiliations: z.array(z.string()),
  isExample: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierQuerySchema = z.object({
  q: z.string().trim().max(100, 'common:errors.tooLong').optional(),
  tab: z.enum(supplierTabs).default('all'),
});
export type SupplierQuery = z.infer<typeof supplierQuerySchema>;
