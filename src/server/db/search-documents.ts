import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';
import { categories } from '../../shared/catalogs/constants';
import { supplierProfileLimits } from '../../shared/suppliers/constants';

/*
 * The searchable text of catalogs, products and suppliers, as SQL expressions. schema.ts stores
 * them as generated columns (searchColumns) with GIN indexes, and queries read the columns: a
 * match rechecks and ranks the stored document instead of parsing the row's text again (at
 * 100,000 catalogs that parsing was most of a search's time).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A table's stored search document and its short fields (words for the search_terms vocabulary), kept by PostgreSQL. */
export function searchColumns(vector: () => SQL, fuzzy: () => SQL) {
  return {
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(vector),
    searchText: text('search_text').notNull().generatedAlwaysAs(fuzzy),
  };
}

/** A literal, never a bound parameter, so the planner can match the index expression. */
const english = sql.raw(`'english'::regconfig`);
const joined = (parts: (AnyColumn | SQL)[]) => sql.join(parts, sql` || ' ' || `);

/**
 * array_to_string is not immutable, so it cannot appear in an index; the profile allows at most
 * `supplierProfileLimits.categories` categories, so each one is named instead.
 */
function categoriesText(column: AnyColumn, length: number = supplierProfileLimits.categories): SQL {
  const items = Array.from({ length }, (_, i) => sql`coalesce(${column}[${sql.raw(String(i + 1))}], '')`);
  return sql`(${joined(items)})`;
}

const weighted = (text: SQL | AnyColumn, weight: 'A' | 'B' | 'C' | 'D') =>
  sql`setweight(to_tsvector(${english}, ${text}), '${sql.raw(weight)}')`;

/** The search tags of a listing's supplier (state, city, level): whole lexemes no typed word can reach. */
const tagsVector = (tags: AnyColumn) => sql`array_to_tsvector(${tags})`;

/** A suggestion phrase's document (search_phrases). */
export const phraseVector = () =>
  tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`(${weighted(sql`phrase`, 'A')} || ${weighted(sql`context`, 'B')})`);

interface CatalogColumns {
  supplierTags: AnyColumn;
  title: AnyColumn;
  description: AnyColumn;
  itemNumber: AnyColumn;
  material: AnyColumn;
  category: AnyColumn;
  attributes: AnyColumn;
}

interface ProductColumns {
  supplierTags: AnyColumn;
  title: AnyColumn;
  description: AnyColumn;
  category: AnyColumn;
}

interface SupplierColumns {
  name: AnyColumn;
  description: AnyColumn;
  city: AnyColumn;
  state: AnyColumn;
  productCategories: AnyColumn;
  listingCategories: AnyColumn;
}

/** Full-text document of a catalog: title first, then category, material and item number. */
export function catalogVector(t: CatalogColumns): SQL {
  return sql`(${weighted(t.title, 'A')} || ${weighted(joined([t.category, t.material, t.itemNumber]), 'B')} || ${weighted(t.description, 'C')} || ${weighted(t.attributes, 'D')} || ${tagsVector(t.supplierTags)})`;
}

/** The short fields whose words make the vocabulary misspellings are matched to. */
export function catalogFuzzyText(t: CatalogColumns): SQL {
  return sql`(${joined([t.title, t.category, t.material])})`;
}

/** Full-text document of a product: title first, then category and description. */
export function productVector(t: ProductColumns): SQL {
  return sql`(${weighted(t.title, 'A')} || ${weighted(t.category, 'B')} || ${weighted(t.description, 'C')} || ${tagsVector(t.supplierTags)})`;
}

export function productFuzzyText(t: ProductColumns): SQL {
  return sql`(${joined([t.title, t.category])})`;
}

export function supplierVector(t: SupplierColumns): SQL {
  return sql`(${weighted(t.name, 'A')} || ${weighted(joined([t.city, t.state, categoriesText(t.productCategories), categoriesText(t.listingCategories, categories.length)]), 'B')} || ${weighted(t.description, 'C')})`;
}

export function supplierFuzzyText(t: SupplierColumns): SQL {
  return sql`(${joined([t.name, t.city, t.state, categoriesText(t.productCategories)])})`;
}
