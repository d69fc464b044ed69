import { z } from 'zod';

export const councilSchema = z.object({
  id: z.string(),
  name: z.string(),
  fullName: z.string(),
  icon: z.string(),
  description: z.string(),
  link: z.string(),
  productCount: z.number().int(),
});
export type Council = z.infer<typeof councilSchema>;
