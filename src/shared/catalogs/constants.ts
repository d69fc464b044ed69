export const categories = [
  'textiles',
  'electronics',
  'agriculture',
  'automotive',
  'chemicals',
  'furniture',
  'healthcare',
  'packaging',
] as const;
export type Category = (typeof categories)[number];
export const defaultCategory: Category = 'textiles';

export const dimensionUnits = ['cm', 'inch'] as const;
export type DimensionUnit = (typeof dimensionUnits)[number];
export const weightUnits = ['kg', 'lb'] as const;
export type WeightUnit = (typeof weightUnits)[number];

export const templateIds = ['basic', 'textile', 'homeDecor', 'handicraft', 'industrial'] as const;
export type TemplateId = (typeof templateIds)[number];

/** A template's own field, stored in catalogs.attributes; `number` fields must be numeric. */
export interface TemplateAttribute {
  key: string;
  kind: 'text' | 'number' | 'longText';
}

/**
 * `fields` are what the chooser lists (spec section 2, labels under catalog:templates.fields).
 * Fields the details form already has (title, material, dimensions, ...) map onto it; the rest are
 * `attributes`, shown in the Specifications tab and kept with the catalog.
 */
export const templates: Record<TemplateId, { fields: readonly string[]; attributes: TemplateAttribute[] }> = {
  basic: { fields: ['title', 'description', 'price', 'moq', 'photos'], attributes: [] },
  textile: {
    fields: ['fabricType', 'gsm', 'construction', 'yarnCount', 'careInstructions'],
    attributes: [
      { key: 'fabricType', kind: 'text' },
      { key: 'gsm', kind: 'number' },
      { key: 'construction', kind: 'text' },
      { key: 'yarnCount', kind: 'text' },
      { key: 'careInstructions', kind: 'longText' },
    ],
  },
  homeDecor: {
    fields: ['materials', 'dimensions', 'colors', 'style', 'careInstructions'],
    attributes: [
      { key: 'colors', kind: 'text' },
      { key: 'style', kind: 'text' },
      { key: 'careInstructions', kind: 'longText' },
    ],
  },
  handicraft: {
    fields: ['artisanInfo', 'materials', 'makingTechnique', 'timeToMake', 'careInstructions'],
    attributes: [
      { key: 'artisanInfo', kind: 'longText' },
      { key: 'makingTechnique', kind: 'text' },
      { key: 'timeToMake', kind: 'text' },
      { key: 'careInstructions', kind: 'longText' },
    ],
  },
  industrial: {
    fields: ['technicalSpecs', 'materialGrade', 'certifications', 'applications', 'dimensions'],
    attributes: [
      { key: 'technicalSpecs', kind: 'longText' },
      { key: 'materialGrade', kind: 'text' },
      { key: 'certifications', kind: 'text' },
      { key: 'applications', kind: 'longText' },
    ],
  },
};

export const titleMinLength = 3;
export const descriptionMinLength = 10;
export const shortTextMax = 200;
export const longTextMax = 5000;
/** numeric(14,2) in the database. */
export const priceMax = 999_999_999_999;
/** numeric(12,2) / numeric(12,3) in the database. */
export const measureMax = 9_999_999_999;
/** PostgreSQL integer. */
export const intMax = 2_147_483_647;

export const catalogSorts = ['newest', 'oldest', 'title', 'priceLow', 'priceHigh'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** Storage prefixes; the spec's bucket name lives on as a prefix (S3 buckets cannot hold '_'). */
export const catalogImagePrefix = 'catalog_images/';
export const productImagePrefix = 'product_images/';

/** Save progress (spec section 4): +10 every 300 ms up to 90, redirect 500 ms after done. */
export const saveProgress = { step: 10, intervalMs: 300, cap: 90, doneDelayMs: 500 } as const;
