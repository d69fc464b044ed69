import { z } from 'zod';
import { categories } from '../catalogs/constants';

export const categoryCountSchema = z.object({
  id: z.enum(categories),
  catalogCount: z.number().int(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;
