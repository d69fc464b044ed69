import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { defaultLanguage } from '../../../shared/i18n/languages';
import { searchLimits } from '../../../shared/search/constants';
import type { CatalogHit, SearchQuery, SearchResults, Suggestion } from '../../../shared/search/schema';
import type { Db } from '../../db/client';
import { catalogs, products, suppliers } from '../../db/schema';
import { firstPhoto, firstPhotoVariants } from '../listings/images';
import { listed, supplierColumns, toSupplier } from '../suppliers/queries';
import type { TranslationProvider } from '../translation/provider';
import { translateText } from '../translation/service';
import { glossaryForms, normalizeTerm } from './expansion';
import { type ExtraForms, queryWords, searchWords, textMatch, type WordForms } from './matching';
import { suggestFor } from './suggest';

/*
 * The search module's interface: `search` and `suggest`. Callers depend on these two functions
 * only, so a dedicated engine can replace PostgreSQL full-text + pg_trgm behind them.
 */

const lowerEq = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

type ListingTable = typeof catalogs | typeof products;

/** How many rows `matching` has (the caller bounds it with a LIMIT). */
async function countOf(db: Db, matching: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (${matching}) as counted`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Listings the product filters allow (category, price range overlap, MOQ). */
function productFilters(q: SearchQuery, table: ListingTable = catalogs): SQL[] {
  return [
    q.category ? eq(table.category, q.category) : undefined,
    q.priceMin !== undefined ? gte(table.priceMax, String(q.priceMin)) : undefined,
    q.priceMax !== undefined ? lte(table.priceMin, String(q.priceMax)) : undefined,
    q.moqMax !== undefined ? lte(table.moq, q.moqMax) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** Catalogs and products are searched alike: each has its own text document and first photo. */
const listingKinds = {
  catalogs: {
    table: catalogs,
    match: (words: string[], forms: WordForms) => textMatch(catalogs.searchVector, words, false, forms),
    thumb: firstPhoto('catalog'),
    photo: firstPhotoVariants('catalog'),
  },
  products: {
    table: products,
    match: (words: string[], forms: WordForms) => textMatch(products.searchVector, words, false, forms),
    thumb: firstPhoto('product'),
    photo: firstPhotoVariants('product'),
  },
};

/** The query's supplier filters: verification level, state and city. */
function supplierFilterValues(q: SearchQuery) {
  const all = [
    ['level', q.level],
    ['state', q.state],
    ['city', q.city],
  ] as const;
  return all.flatMap(([name, value]) => (value ? [[name, value] as const] : []));
}

/** Suppliers the place and verification filters allow. */
function supplierFilters(q: SearchQuery): SQL[] {
  return supplierFilterValues(q).map(([name, value]) =>
    name === 'level' ? sql`${suppliers.verificationLevel} = ${value}` : lowerEq(suppliers[name], value),
  );
}

/**
 * The supplier filters on a listing: its supplier's state, city and level are tags in its search
 * document (migration 0008's supplier_search_tags), so they join the words in one index scan. The
 * tag is one quoted lexeme, its quotes and backslashes escaped as tsquery input wants them
 * (quote_literal's E'…' form is not tsquery syntax).
 */
function supplierTagFilters(q: SearchQuery, t: ListingTable): SQL[] {
  return supplierFilterValues(q).map(([name, value]) => {
    const tag = sql`${`~${name}:`} || lower(${value})`;
    return sql`${t.searchVector} @@ ('''' || replace(replace(${tag}, '\\', '\\\\'), '''', '''''') || '''')::tsquery`;
  });
}

function snippet(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

type Order = [AnyColumn, 'asc' | 'desc'][];
const by = (column: SQLWrapper | AnyColumn, dir: 'asc' | 'desc') =>
  dir === 'asc' ? asc(column) : desc(column);

/**
 * One page of ids and the total, in one query. With a score, the page is ranked among the first
 * `searchLimits.ranked` matches the index yields (bounded work for a word a million listings
 * share), ties in `order`. Without one, the page is read in `order` (an index's order) and the
 * total is counted apart, in whatever order is cheapest: walking the order's index until a
 * thousand rows pass a filter reads ten times the rows a bitmap of the matches does.
 */
async function rankedPage(
  db: Db,
  table: typeof catalogs | typeof products | typeof suppliers,
  where: SQL | undefined,
  score: SQL | undefined,
  order: Order,
  page: number,
): Promise<{ ids: string[]; total: number; capped: boolean }> {
  // Counted up to one past the bound, past which the page says "1,000+" (`capped`).
  const bounded = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .limit(searchLimits.ranked + 1);
  const offset = (page - 1) * searchLimits.pageSize;
  let rows: { id: string; n: number }[];
  if (score) {
    const keys = Object.fromEntries(order.map(([column], i) => [`k${i}`, sql`${column}`.as(`k${i}`)]));
    const candidates = db
      .select({ id: table.id, score: sql<number>`${score}`.as('score'), ...keys })
      .from(table)
      .where(where)
      .limit(searchLimits.ranked + 1)
      .as('candidates');
    rows = await db
      .select({ id: sql<string>`${candidates.id}`, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(candidates)
      .orderBy(desc(candidates.score), ...order.map(([, dir], i) => by(sql.identifier(`k${i}`), dir)))
      .limit(searchLimits.pageSize)
      .offset(offset);
  } else {
    rows = await db
      .select({
        id: table.id,
        n: sql<number>`(select count(*) from (${bounded}) as counted)`.mapWith(Number),
      })
      .from(table)
      .where(where)
      .orderBy(...order.map(([column, dir]) => by(column, dir)))
      .limit(searchLimits.pageSize)
      .offset(offset);
  }
  // A page past the last match has no row to carry the total.
  const n = rows[0]?.n ?? (page > 1 ? await countOf(db, bounded) : 0);
  return {
    ids: rows.map((r) => r.id),
    total: Math.min(n, searchLimits.ranked),
    capped: n > searchLimits.ranked,
  };
}

/** Rows in the order of `ids` (a page read by id loses the page's order). */
function inOrder<T>(ids: string[], rows: T[], idOf: (row: T) => string): T[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function searchListings(
  db: Db,
  kind: keyof typeof listingKinds,
  q: SearchQuery,
  words: string[],
  forms: WordForms,
) {
  const { table, match: matchOf, thumb, photo } = listingKinds[kind];
  // One table at a time: the union type would make drizzle's builder lose the column types.
  const t = table as typeof catalogs;
  const match = matchOf(words, forms);
  const where = and(
    isNull(t.hiddenAt),
    match?.where,
    ...productFilters(q, table),
    ...supplierTagFilters(q, t),
  );
  const { ids, total, capped } = await rankedPage(
    db,
    t,
    where,
    match?.score,
    [
      [t.createdAt, 'desc'],
      [t.id, 'asc'],
    ],
    q.page,
  );
  const rows = ids.length
    ? await db
        .select({
          id: t.id,
          title: t.title,
          description: t.description,
          category: t.category,
          priceMin: t.priceMin,
          priceMax: t.priceMax,
          moq: t.moq,
          s: {
            id: suppliers.id,
            name: suppliers.name,
            city: suppliers.city,
            state: suppliers.state,
            verificationLevel: suppliers.verificationLevel,
          },
          imageUrl: thumb,
          photo,
        })
        .from(t)
        .leftJoin(suppliers, eq(suppliers.userId, t.userId))
        .where(inArray(t.id, ids))
    : [];
  const items: CatalogHit[] = inOrder(ids, rows, (r) => r.id).map(({ s, ...c }) => ({
    id: c.id,
    title: c.title,
    snippet: snippet(c.description),
    category: c.category,
    priceMin: Number(c.priceMin),
    priceMax: Number(c.priceMax),
    moq: c.moq,
    imageUrl: c.imageUrl,
    photo: c.photo,
    supplier: s
      ? {
          id: s.id,
          name: s.name,
          location: [s.city, s.state].filter(Boolean).join(', '),
          verificationLevel: s.verificationLevel,
        }
      : null,
  }));
  return { items, total, capped };
}

async function searchSuppliers(db: Db, q: SearchQuery, words: string[], forms: WordForms) {
  const match = textMatch(suppliers.searchVector, words, false, forms);
  const filters = productFilters(q);
  // OFFSET 0 keeps this a per-supplier index probe: PostgreSQL would otherwise hash every listing
  // that passes the filters (125,000 of a million for one category) before each search.
  const passes = (table: ListingTable) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.userId, suppliers.userId), isNull(table.hiddenAt), ...productFilters(q, table))} offset 0)`;
  // A category alone is a word of the supplier's document: its listings' categories and its own
  // (weight B, migration 0008), so it is read from the index. Prices and MOQ need a listing that
  // passes them all.
  const byListings =
    q.category && filters.length === 1
      ? sql`${suppliers.searchVector} @@ to_tsquery('english'::regconfig, ${`${q.category}:B`})`
      : filters.length
        ? sql`(${passes(catalogs)} or ${passes(products)})`
        : undefined;
  const where = and(listed(), match?.where, ...supplierFilters(q), byListings);
  const { ids, total, capped } = await rankedPage(
    db,
    suppliers,
    where,
    match?.score,
    [
      [suppliers.isExample, 'asc'],
      [suppliers.name, 'asc'],
      [suppliers.id, 'asc'],
    ],
    q.page,
  );
  const rows = ids.length
    ? await db.select(supplierColumns).from(suppliers).where(inArray(suppliers.id, ids))
    : [];
  return { items: inOrder(ids, rows, (r) => r.row.id).map(toSupplier), total, capped };
}

/** Where listed suppliers are, for the place filters: the same for every query (routes.ts caches it). */
export async function searchLocations(db: Db) {
  return db
    .selectDistinct({ state: suppliers.state, city: suppliers.city })
    .from(suppliers)
    .where(listed())
    .orderBy(asc(suppliers.state), asc(suppliers.city));
}

/** The caller's language and the configured translation adapter. */
export interface QueryTranslation {
  provider: TranslationProvider;
  language: string;
}

/**
 * English machine translations of the words of a non-English query that the glossary does not
 * know, through the translation cache; a word the adapter cannot translate just keeps its own form.
 */
async function translatedForms(db: Db, words: string[], via?: QueryTranslation): Promise<ExtraForms> {
  const extra = new Map<string, string[]>();
  if (!via || via.language === defaultLanguage) return extra;
  for (const word of words) {
    if (glossaryForms(word).length) continue;
    try {
      const { text } = await translateText(db, via.provider, {
        text: word,
        source: via.language,
        target: 'en',
      });
      if (normalizeTerm(text).trim() !== word) extra.set(word, [text]);
    } catch {
      // Pair not offered or adapter unreachable: search with the glossary alone.
    }
  }
  return extra;
}

/** Catalogs, products and suppliers matching the query and filters, best matches first. */
export async function search(
  db: Db,
  query: SearchQuery,
  via?: QueryTranslation,
): Promise<Omit<SearchResults, 'locations'>> {
  const typed = queryWords(query.q);
  const { words, forms } = await searchWords(db, typed, { extra: await translatedForms(db, typed, via) });
  // Three independent reads: on PostgreSQL each takes its own pooled connection.
  const [catalogHits, productHits, supplierHits] = await Promise.all([
    searchListings(db, 'catalogs', query, words, forms),
    searchListings(db, 'products', query, words, forms),
    searchSuppliers(db, query, words, forms),
  ]);
  return {
    catalogs: catalogHits,
    products: productHits,
    suppliers: supplierHits,
    page: query.page,
    pageSize: searchLimits.pageSize,
  };
}

/** What the search box offers for a partly typed query. */
export async function suggest(db: Db, q: string): Promise<Suggestion[]> {
  if (q.trim().length < searchLimits.suggestMin) return [];
  const { words, forms } = await searchWords(db, queryWords(q), { keepLast: true });
  return suggestFor(db, q.trim(), words, forms);
}
