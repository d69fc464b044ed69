import { type AnyColumn, and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { searchLimits } from '../../../shared/search/constants';
import type { Suggestion } from '../../../shared/search/schema';
import type { Tx } from '../../db/client';
import { catalogs, products, suppliers } from '../../db/schema';
import { listed } from '../suppliers/queries';
import { isLatinWord } from './expansion';
import {
  type ExtraForms,
  fuzzyThreshold,
  queryWords,
  type TextMatch,
  textMatch,
  wordQuery,
} from './matching';

const perKind = 2;

/**
 * A short text matches when it holds every word or an equivalent (the last one as a prefix), or
 * is close to a Latin-script query.
 */
function nameMatches(text: SQL | AnyColumn, words: string[], extra: ExtraForms): SQL {
  const last = words.length - 1;
  const parts = words.map(
    (w, i) => sql`to_tsvector('english'::regconfig, ${text}) @@ ${wordQuery(w, i === last, extra)}`,
  );
  if (!words.every(isLatinWord)) return sql`(${and(...parts)})`;
  return sql`((${and(...parts)}) or strict_word_similarity(${words.join(' ')}, ${text}) >= ${fuzzyThreshold})`;
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

async function categoryTexts(
  tx: Tx,
  words: string[],
  extra: ExtraForms,
  supplierMatch: TextMatch,
  catalogMatch: TextMatch,
) {
  const category = sql<string>`c`;
  const fromSuppliers = await tx
    .selectDistinct({ text: category })
    .from(sql`${suppliers}, unnest(${suppliers.productCategories}) as c`)
    .where(and(listed(), supplierMatch.where, nameMatches(category, words, extra)))
    .orderBy(category)
    .limit(perKind);
  const fromCatalogs = await tx
    .selectDistinct({ text: catalogs.category })
    .from(catalogs)
    .where(and(isNull(catalogs.hiddenAt), catalogMatch.where, nameMatches(catalogs.category, words, extra)))
    .orderBy(catalogs.category)
    .limit(perKind);
  const byKey = new Map<string, string>();
  for (const text of [...fromSuppliers.map((r) => r.text), ...fromCatalogs.map((r) => titleCase(r.text))])
    if (!byKey.has(text.toLowerCase())) byKey.set(text.toLowerCase(), text);
  return [...byKey.values()];
}

/** Where suppliers (or their products) matching `term` are, busiest place first. */
async function places(
  tx: Tx,
  term: string[],
  field: 'city' | 'state',
  scope: 'suppliers' | 'products',
  limit: number,
) {
  const column = field === 'city' ? suppliers.city : suppliers.state;
  const match =
    scope === 'suppliers' ? textMatch(suppliers.searchVector, term) : textMatch(catalogs.searchVector, term);
  const base = tx.select({ place: column, n: count() });
  const from =
    scope === 'suppliers'
      ? base.from(suppliers)
      : base.from(catalogs).innerJoin(suppliers, eq(suppliers.userId, catalogs.userId));
  const rows = await from
    .where(
      and(
        listed(),
        ne(column, ''),
        match?.where,
        scope === 'products' ? isNull(catalogs.hiddenAt) : undefined,
      ),
    )
    .groupBy(column)
    .orderBy(desc(count()), asc(column))
    .limit(limit);
  return rows.map((r) => r.place);
}

/**
 * Suggestions from real rows: categories, catalog and product titles and supplier names that match, then
 * '{term} suppliers in {city}' and '{term} products in {city}' for places that have matches.
 */
export async function suggestFor(
  tx: Tx,
  typed: string,
  words: string[],
  extra: ExtraForms,
): Promise<Suggestion[]> {
  const supplierMatch = textMatch(suppliers.searchVector, words, true, extra);
  const catalogMatch = textMatch(catalogs.searchVector, words, true, extra);
  if (!supplierMatch || !catalogMatch) return [];

  const categoryList = await categoryTexts(tx, words, extra, supplierMatch, catalogMatch);
  const best = sql`max(${catalogMatch.score})`;
  const titles = await tx
    .select({ text: catalogs.title })
    .from(catalogs)
    .where(and(isNull(catalogs.hiddenAt), catalogMatch.where))
    .groupBy(catalogs.title)
    .orderBy(desc(best), asc(catalogs.title))
    .limit(perKind);
  const productMatch = textMatch(products.searchVector, words, true, extra);
  const productTitles = productMatch
    ? await tx
        .select({ id: products.id, text: products.title })
        .from(products)
        .where(and(isNull(products.hiddenAt), productMatch.where))
        .orderBy(desc(productMatch.score), asc(products.title))
        .limit(perKind)
    : [];
  const names = await tx
    .select({ id: suppliers.id, text: suppliers.name })
    .from(suppliers)
    .where(and(listed(), supplierMatch.where, nameMatches(suppliers.name, words, extra)))
    .orderBy(desc(supplierMatch.score), asc(suppliers.name))
    .limit(perKind);

  // A recognised category reads better than the letters typed so far ('textlie' → Textiles).
  const term = categoryList[0] ?? typed;
  const termWords = categoryList[0] ? queryWords(categoryList[0]) : words;
  const [supplierCities, productCities, supplierStates] = [
    await places(tx, termWords, 'city', 'suppliers', perKind),
    await places(tx, termWords, 'city', 'products', 1),
    await places(tx, termWords, 'state', 'suppliers', 1),
  ];

  const suggestions: Suggestion[] = [
    ...categoryList.slice(0, perKind).map((text) => ({ kind: 'category' as const, text })),
    ...titles.map((r) => ({ kind: 'catalog' as const, text: r.text })),
    ...productTitles.map((r) => ({ kind: 'product' as const, text: r.text, id: r.id })),
    ...names.map((r) => ({ kind: 'supplier' as const, text: r.text, id: r.id })),
    ...supplierCities.map((place) => ({
      kind: 'place' as const,
      term,
      place,
      field: 'city' as const,
      scope: 'suppliers' as const,
    })),
    ...productCities.map((place) => ({
      kind: 'place' as const,
      term,
      place,
      field: 'city' as const,
      scope: 'products' as const,
    })),
    ...supplierStates
      .filter((s) => !supplierCities.includes(s))
      .map((place) => ({
        kind: 'place' as const,
        term,
        place,
        field: 'state' as const,
        scope: 'suppliers' as const,
      })),
  ];
  return suggestions.slice(0, searchLimits.suggestions);
}
