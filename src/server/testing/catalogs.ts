import { count } from 'drizzle-orm';
import {
  catalogDimensions,
  catalogPackaging,
  catalogs,
  catalogWeights,
  listingImages,
  products,
} from '../db/schema';
import type { TestContext } from './test-app';

/** Catalog details as the wizard's form sends them (strings, spec section 3). */
export function catalogForm(over: Record<string, unknown> = {}) {
  return {
    title: 'Handloom cotton bedsheets',
    description: 'Soft handloom cotton bedsheets dyed with natural colours',
    itemNumber: 'TX-1042',
    category: 'textiles',
    template: 'textile',
    price: { min: '250', max: '1,00,000' },
    hsnCode: '6304',
    gstRate: '500',
    priceIncludesGst: false,
    moq: '100',
    material: '100% cotton',
    dimensions: { length: '275', width: '228', height: '2', unit: 'cm' },
    weight: { value: '1.2', unit: 'kg' },
    packaging: {
      inner: { type: 'Poly bag', quantity: '1', dimensions: '40 x 30 x 5 cm' },
      outer: { type: 'Carton', quantity: '20', dimensions: '60 x 40 x 50 cm' },
      container: { twenty: '8000', forty: '17000' },
    },
    attributes: {
      fabricType: 'Cotton',
      gsm: '180',
      construction: 'Plain weave',
      yarnCount: '40s',
      careInstructions: 'Machine wash cold',
    },
    ...over,
  };
}

export function productForm(over: Record<string, unknown> = {}) {
  return {
    title: 'Brass diya set',
    description: 'Hand-polished brass diyas, set of six',
    category: 'furniture',
    price: { min: '120', max: '450' },
    hsnCode: '7418',
    gstRate: '1800',
    priceIncludesGst: true,
    moq: '50',
    ...over,
  };
}

const tables = {
  catalogs,
  catalogDimensions,
  catalogWeights,
  catalogPackaging,
  listingImages,
  products,
};

/** Every catalog/product row count and every stored image file: to prove a refusal stored nothing. */
export async function catalogSnapshot(ctx: TestContext) {
  const { db } = ctx.deps.database;
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = Number(row?.n ?? 0);
  }
  const files: string[] = [];
  for (const prefix of ['catalog_images/', 'product_images/'])
    for await (const key of ctx.deps.storage.list(prefix)) files.push(key);
  return { counts, files: files.sort() };
}
