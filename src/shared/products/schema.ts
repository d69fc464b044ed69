import { z } from 'zod';
import { categories, longTextMax, shortTextMax } from '../catalogs/constants';
import { checkPriceRange, count, listingTaxFields, money, storedListingTaxFields } from '../catalogs/fields';
import { listingImageSchema, listingSupplierSchema, listingTaxToForm } from '../catalogs/schema';

const e = (key: string) => `products:errors.${key}`;
const tooLong = 'common:errors.tooLong';

/** The add-product form (spec section 5): every field required, price and MOQ numeric. */
export const productDetailsSchema = z
  .object({
    title: z.string(e('titleRequired')).trim().min(1, e('titleRequired')).max(shortTextMax, tooLong),
    description: z
      .string(e('descriptionRequired'))
      .trim()
      .min(1, e('descriptionRequired'))
      .max(longTextMax, tooLong),
    category: z.enum(categories, e('categoryRequired')),
    price: z.object({ min: money(e('priceMinRequired')), max: money(e('priceMaxRequired')) }),
    ...listingTaxFields,
    moq: count(e('moqRequired')),
    /** One of the supplier's catalogs it is listed in; empty for none. */
    catalogId: z
      .union([z.literal(''), z.uuid(e('catalogNotFound'))], e('catalogNotFound'))
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((d, ctx) => checkPriceRange(d.price, ctx, e('priceRange')));

export type ProductForm = z.input<typeof productDetailsSchema>;
export type ProductDetails = z.output<typeof productDetailsSchema>;

/** What every view of a stored product shows. */
const storedProductSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(categories),
  price: z.object({ min: z.number(), max: z.number() }),
  ...storedListingTaxFields,
  moq: z.number().int(),
  createdAt: z.string(),
});

export const productSummarySchema = storedProductSchema.extend({
  thumbUrl: z.string().nullable(),
  imageCount: z.number().int(),
  /** An admin hid it after a report: only its owner (and admins) still see it. */
  hidden: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A product as its public page and the edit flow read it. */
export const productSchema = storedProductSchema.extend({
  images: z.array(listingImageSchema),
  /** The catalog it is listed in. */
  catalog: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** The author's language when saving: the source for the reader's 'Translate'. */
  language: z.string(),
  supplier: listingSupplierSchema,
  ownerId: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** The stored product back as form strings, for editing. */
export function productToForm(p: Product): ProductForm {
  return {
    title: p.title,
    description: p.description,
    category: p.category,
    price: { min: String(p.price.min), max: String(p.price.max) },
    ...listingTaxToForm(p),
    moq: String(p.moq),
    catalogId: p.catalog?.id ?? '',
  };
}
