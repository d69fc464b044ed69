import { z } from 'zod';
import { categories, intMax, priceMax } from '../catalogs/constants';
import { photoVariantsSchema } from '../media/responsive';
import { verificationLevels } from '../suppliers/constants';
import { supplierSchema } from '../suppliers/schema';
import { searchLimits } from './constants';

const e = (key: string) => `search:errors.${key}`;
const tooLong = 'common:errors.tooLong';

/** An empty field in the URL (`?priceMin=`) means the filter is off. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalText = (max: number) =>
  z
    .string(e('invalid'))
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined);

const price = z.preprocess(
  blank,
  z.coerce.number(e('priceInvalid')).min(0, e('priceInvalid')).max(priceMax, e('priceInvalid')).optional(),
);

/** GET /api/search and the /search page's URL. */
export const searchQuerySchema = z
  .object({
    q: optionalText(searchLimits.query),
    category: z.preprocess(blank, z.enum(categories, e('categoryInvalid')).optional()),
    state: optionalText(searchLimits.place),
    city: optionalText(searchLimits.place),
    level: z.preprocess(blank, z.enum(verificationLevels, e('levelInvalid')).optional()),
    priceMin: price,
    priceMax: price,
    moqMax: z.preprocess(
      blank,
      z.coerce
        .number(e('moqInvalid'))
        .int(e('moqInvalid'))
        .min(1, e('moqInvalid'))
        .max(intMax, e('moqInvalid'))
        .optional(),
    ),
    page: z.preprocess(
      blank,
      z.coerce
        .number(e('pageInvalid'))
        .int(e('pageInvalid'))
        .min(1, e('pageInvalid'))
        .max(searchLimits.maxPage, e('pageInvalid'))
        .default(1),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.priceMin !== undefined && v.priceMax !== undefined && v.priceMin > v.priceMax)
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: e('priceRange') });
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

export const catalogHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  snippet: z.string(),
  category: z.string(),
  priceMin: z.number(),
  priceMax: z.number(),
  moq: z.number().int(),
  imageUrl: z.string().nullable(),
  /** The first photo's variants, for the card's srcset; null without a photo. */
  photo: photoVariantsSchema.nullable(),
  supplier: z
    .object({
      id: z.string(),
      name: z.string(),
      location: z.string(),
      verificationLevel: z.enum(verificationLevels),
    })
    .nullable(),
});
export type CatalogHit = z.infer<typeof catalogHitSchema>;

/** `total` stops at searchLimits.ranked; `capped` says there are more. */
const found = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), capped: z.boolean() });

export const searchResultsSchema = z.object({
  catalogs: found(catalogHitSchema),
  /** Products have the same shape as catalogs; each links to its own page. */
  products: found(catalogHitSchema),
  suppliers: found(supplierSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every state and city with a listed supplier, for the location filter. */
  locations: z.array(z.object({ state: z.string(), city: z.string() })),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const suggestQuerySchema = z.object({
  q: z.string(e('invalid')).trim().max(searchLimits.query, tooLong).default(''),
});

/** What the box offers while the user types; each kind opens a different search. */
export const suggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('catalog'), text: z.string() }),
  /** A product's title, opening its page. */
  z.object({ kind: z.literal('product'), text: z.string(), id: z.string() }),
  z.object({ kind: z.literal('category'), text: z.string() }),
  z.object({ kind: z.literal('supplier'), text: z.string(), id: z.string() }),
  /** '{term} suppliers in {place}' / '{term} products in {place}', only where matches exist. */
  z.object({
    kind: z.literal('place'),
    term: z.string(),
    place: z.string(),
    field: z.enum(['city', 'state']),
    scope: z.enum(['suppliers', 'products']),
  }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });
