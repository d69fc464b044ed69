import { z } from 'zod';
import { photoVariantsSchema } from '../media/responsive';
import { catalogSummarySchema as listingCardSchema } from '../suppliers/schema';
import {
  catalogSorts,
  categories,
  defaultCategory,
  descriptionMinLength,
  dimensionUnits,
  longTextMax,
  shortTextMax,
  type TemplateId,
  templateIds,
  templates,
  titleMinLength,
  weightUnits,
} from './constants';
import {
  checkPriceRange,
  count,
  listingTaxFields,
  measure,
  money,
  requiredText,
  storedListingTaxFields,
} from './fields';

const e = (key: string) => `catalog:errors.${key}`;
const tooLong = 'common:errors.tooLong';

export const priceRangeSchema = z.object({
  min: money(e('priceMinRequired')),
  max: money(e('priceMaxRequired')),
});

const packageSchema = (side: 'inner' | 'outer') =>
  z.object({
    type: requiredText(e(`${side}TypeRequired`)),
    quantity: count(e(`${side}QuantityRequired`)),
    dimensions: requiredText(e(`${side}DimensionsRequired`)),
  });

/** Checks the chosen template's own fields and keeps only those. */
function attributesFor(template: unknown, attributes: Record<string, string>, ctx?: z.RefinementCtx) {
  const own = templateIds.includes(template as TemplateId)
    ? templates[template as TemplateId].attributes
    : [];
  const kept: Record<string, string> = {};
  for (const { key, kind } of own) {
    const value = (attributes[key] ?? '').trim();
    const max = kind === 'longText' ? longTextMax : shortTextMax;
    const fail = (message: string) => ctx?.addIssue({ code: 'custom', path: ['attributes', key], message });
    if (!value) fail(e(`attributes.${key}`));
    else if (value.length > max) fail(tooLong);
    else if (kind === 'number' && !(Number(value) > 0)) fail('common:errors.positive');
    kept[key] = value;
  }
  return kept;
}

export const catalogDetailsSchema = z
  .object({
    title: z.string(e('titleMin')).trim().min(titleMinLength, e('titleMin')).max(shortTextMax, tooLong),
    description: z
      .string(e('descriptionMin'))
      .trim()
      .min(descriptionMinLength, e('descriptionMin'))
      .max(longTextMax, tooLong),
    itemNumber: requiredText(e('itemNumberRequired'), 100),
    category: z.enum(categories, e('categoryInvalid')).default(defaultCategory),
    template: z.enum(templateIds, e('templateRequired')),
    price: priceRangeSchema,
    ...listingTaxFields,
    moq: count(e('moqRequired')),
    material: requiredText(e('materialRequired')),
    dimensions: z.object({
      length: measure(e('lengthRequired')),
      width: measure(e('widthRequired')),
      height: measure(e('heightRequired')),
      unit: z.enum(dimensionUnits, e('unitInvalid')),
    }),
    weight: z.object({ value: measure(e('weightRequired'), 3), unit: z.enum(weightUnits, e('unitInvalid')) }),
    packaging: z.object({
      inner: packageSchema('inner'),
      outer: packageSchema('outer'),
      container: z.object({
        twenty: count(e('containerTwentyRequired')),
        forty: count(e('containerFortyRequired')),
      }),
    }),
    attributes: z.record(z.string(), z.string().max(longTextMax, tooLong)).default({}),
  })
  .superRefine((d, ctx) => {
    checkPriceRange(d.price, ctx, e('priceRange'));
    attributesFor(d.template, d.attributes ?? {}, ctx);
  })
  .transform((d) => ({ ...d, attributes: attributesFor(d.template, d.attributes) }));

/** What the form holds (all strings, spec section 3). */
export type CatalogForm = z.input<typeof catalogDetailsSchema>;
/** What is validated and stored. */
export type CatalogDetails = z.output<typeof catalogDetailsSchema>;

export const emptyCatalogForm: CatalogForm = {
  title: '',
  description: '',
  itemNumber: '',
  category: defaultCategory,
  template: 'basic',
  price: { min: '', max: '' },
  hsnCode: '',
  gstRate: '',
  priceIncludesGst: false,
  moq: '',
  material: '',
  dimensions: { length: '', width: '', height: '', unit: 'cm' },
  weight: { value: '', unit: 'kg' },
  packaging: {
    inner: { type: '', quantity: '', dimensions: '' },
    outer: { type: '', quantity: '', dimensions: '' },
    container: { twenty: '', forty: '' },
  },
  attributes: {},
};

/** A listing's photo (catalogs and products). */
export const listingImageSchema = photoVariantsSchema.extend({
  url: z.string(),
  /** The JPEG through this site (/media/...), so the wizard can load it for editing under any storage. */
  sourceUrl: z.string(),
});
export type CatalogImage = z.infer<typeof listingImageSchema>;

/** The supplier card of a listing's page; a name only when the author has no directory row. */
export const listingSupplierSchema = z
  .object({
    id: z.string().nullable(),
    name: z.string(),
    location: z.string().nullable(),
    verificationLevel: z.string(),
    logoUrl: z.string().nullable(),
    /** Null when the author has no directory row yet. */
    trustScore: z.number().int().nullable(),
  })
  .nullable();
export type ListingSupplier = z.infer<typeof listingSupplierSchema>;

const numbers = { price: z.object({ min: z.number(), max: z.number() }), moq: z.number() };

/** A stored catalog as the API returns it (public page, preview, edit). */
export const catalogSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  itemNumber: z.string(),
  category: z.enum(categories),
  template: z.enum(templateIds),
  material: z.string(),
  attributes: z.record(z.string(), z.string()),
  ...numbers,
  ...storedListingTaxFields,
  dimensions: z.object({
    length: z.number(),
    width: z.number(),
    height: z.number(),
    unit: z.enum(dimensionUnits),
  }),
  weight: z.object({ value: z.number(), unit: z.enum(weightUnits) }),
  packaging: z.object({
    inner: z.object({ type: z.string(), quantity: z.number(), dimensions: z.string() }),
    outer: z.object({ type: z.string(), quantity: z.number(), dimensions: z.string() }),
    container: z.object({ twenty: z.number(), forty: z.number() }),
  }),
  images: z.array(listingImageSchema),
  /** The supplier's products listed in this catalog, newest first. */
  products: z.array(listingCardSchema),
  supplier: listingSupplierSchema,
  ownerId: z.string(),
  /** ISO 639-1 code of the language the author wrote it in. */
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** One row of the owner's list on /products. */
export const catalogSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  itemNumber: z.string(),
  category: z.enum(categories),
  ...numbers,
  thumbUrl: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
  /** An admin hid it after a report: only its owner (and admins) still see it. */
  hidden: z.boolean(),
});
export type CatalogSummary = z.infer<typeof catalogSummarySchema>;

/** A stored listing's tax back as form fields; none yet on a listing saved before it had one. */
export function listingTaxToForm(l: {
  hsnCode: string | null;
  gstRate: number | null;
  priceIncludesGst: boolean;
}) {
  return {
    hsnCode: l.hsnCode ?? '',
    gstRate: l.gstRate === null ? '' : String(l.gstRate),
    priceIncludesGst: l.priceIncludesGst,
  };
}

/** The stored catalog back as form strings, for editing. */
export function catalogToForm(c: Catalog): CatalogForm {
  const s = (n: number) => String(n);
  return {
    title: c.title,
    description: c.description,
    itemNumber: c.itemNumber,
    category: c.category,
    template: c.template,
    price: { min: s(c.price.min), max: s(c.price.max) },
    ...listingTaxToForm(c),
    moq: s(c.moq),
    material: c.material,
    dimensions: {
      length: s(c.dimensions.length),
      width: s(c.dimensions.width),
      height: s(c.dimensions.height),
      unit: c.dimensions.unit,
    },
    weight: { value: s(c.weight.value), unit: c.weight.unit },
    packaging: {
      inner: { ...c.packaging.inner, quantity: s(c.packaging.inner.quantity) },
      outer: { ...c.packaging.outer, quantity: s(c.packaging.outer.quantity) },
      container: { twenty: s(c.packaging.container.twenty), forty: s(c.packaging.container.forty) },
    },
    attributes: { ...c.attributes },
  };
}

/** Search and sort of the owner's lists on /products. */
export const ownListQuerySchema = z.object({
  q: z.string().trim().max(100, 'common:errors.tooLong').optional(),
  sort: z.enum(catalogSorts).default('newest'),
});
export type OwnListQuery = z.infer<typeof ownListQuerySchema>;
