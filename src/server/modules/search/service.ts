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
import type { Db, Tx } from '../../db/client';
import { catalogs, products, suppliers } from '../../db/schema';
import { firstPhoto } from '../listings/images';
import { listed, supplierColumns, toSupplier } from '../suppliers/queries';
import type { TranslationProvider } from '../translation/provider';
import { translateText } from '../translation/service';
import { glossaryForms, normalizeTerm } from './expansion';
import { type ExtraForms, queryWords, textMatch, withSearchWords } from './matching';
import { suggestFor } from './suggest';

/*
 * The search module's interface: `search` and `suggest`. Callers depend on these two functions
 * only, so a dedicated engine can replace PostgreSQL full-text + pg_trgm behind them.
 */

const lowerEq = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

type ListingTable = typeof catalogs | typeof products;

/**
 * How many rows `matching` has, counted up to `searchLimits.ranked`: past it the page says
 * "1,000+" (`capped`) instead of counting every one of a million listings.
 */
async function countUpTo(tx: Tx, matching: SQLWrapper) {
  const result = await tx.execute(sql`select count(*)::int as n from (${matching}) as counted`);
  const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return { total: Math.min(n, searchLimits.ranked), capped: n > searchLimits.ranked };
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
    match: (words: string[], extra: ExtraForms) => textMatch(catalogs.searchVector, words, false, extra),
    thumb: firstPhoto('catalog'),
  },
  products: {
    table: products,
    match: (words: string[], extra: ExtraForms) => textMatch(products.searchVector, words, false, extra),
    thumb: firstPhoto('product'),
  },
};

/** Suppliers the place and verification filters allow. */
function supplierFilters(q: SearchQuery): SQL[] {
  return [
    q.level ? eq(suppliers.verificationLevel, q.level) : undefined,
    q.state ? lowerEq(suppliers.state, q.state) : undefined,
    q.city ? lowerEq(suppliers.city, q.city) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

function snippet(text: string, max = 160) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

async function searchListings(
  tx: Tx,
  kind: keyof typeof listingKinds,
  q: SearchQuery,
  words: string[],
  extra: ExtraForms,
) {
  const { table, match: matchOf, thumb } = listingKinds[kind];
  // One table at a time: the union type would make drizzle's builder lose the column types.
  const t = table as typeof catalogs;
  const match = matchOf(words, extra);
  const bySupplier = supplierFilters(q);
  // One table, so a page without words is read straight from catalogs_newest_idx.
  const fromSuppliers = bySupplier.length
    ? inArray(
        t.userId,
        tx
          .select({ userId: suppliers.userId })
          .from(suppliers)
          .where(and(...bySupplier)),
      )
    : undefined;
  const where = and(isNull(t.hiddenAt), match?.where, ...productFilters(q, table), fromSuppliers);
  const matching = () => tx.select({ id: t.id }).from(t).where(where);
  const total = await countUpTo(tx, matching().limit(searchLimits.ranked + 1));
  // Ranked among the first `searchLimits.ranked` matches the index yields: bounded work for a word
  // a million listings share (ordering them first would read every match).
  const candidates = matching().limit(searchLimits.ranked);
  const rows = await tx
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
    })
    .from(t)
    .leftJoin(suppliers, eq(suppliers.userId, t.userId))
    // Without words the order is the index's: the first page is read directly.
    .where(match ? inArray(t.id, candidates) : where)
    .orderBy(...(match ? [desc(match.score)] : []), desc(t.createdAt), asc(t.id))
    .limit(searchLimits.pageSize)
    .offset((q.page - 1) * searchLimits.pageSize);
  const items: CatalogHit[] = rows.map(({ s, ...c }) => ({
    id: c.id,
    title: c.title,
    snippet: snippet(c.description),
    category: c.category,
    priceMin: Number(c.priceMin),
    priceMax: Number(c.priceMax),
    moq: c.moq,
    imageUrl: c.imageUrl,
    supplier: s
      ? {
          id: s.id,
          name: s.name,
          location: [s.city, s.state].filter(Boolean).join(', '),
          verificationLevel: s.verificationLevel,
        }
      : null,
  }));
  return { items, ...total };
}

async function searchSuppliers(tx: Tx, q: SearchQuery, words: string[], extra: ExtraForms) {
  const match = textMatch(suppliers.searchVector, words, false, extra);
  const filtered = productFilters(q).length > 0;
  // OFFSET 0 keeps this a per-supplier index probe: PostgreSQL would otherwise hash every listing
  // that passes the filters (125,000 of a million for one category) before each search.
  const passes = (table: ListingTable) =>
    sql`exists (select 1 from ${table} where ${and(eq(table.userId, suppliers.userId), isNull(table.hiddenAt), ...productFilters(q, table))} offset 0)`;
  const where = and(
    listed(),
    match?.where,
    ...supplierFilters(q),
    // With product filters, a supplier qualifies through a catalog or product that passes them; the
    // category filter also accepts a supplier whose own categories name it ('textiles' ~ 'Textiles').
    filtered
      ? sql`(${passes(catalogs)} or ${passes(products)}${
          q.category && productFilters(q).length === 1
            ? sql` or to_tsvector('english'::regconfig, array_to_string(${suppliers.productCategories}, ' ')) @@ plainto_tsquery('english'::regconfig, ${q.category})`
            : sql``
        })`
      : undefined,
  );
  const matching = () => tx.select({ id: suppliers.id }).from(suppliers).where(where);
  const total = await countUpTo(tx, matching().limit(searchLimits.ranked + 1));
  const candidates = matching().limit(searchLimits.ranked);
  const rows = await tx
    .select(supplierColumns)
    .from(suppliers)
    .where(match ? inArray(suppliers.id, candidates) : where)
    .orderBy(
      ...(match ? [desc(match.score)] : []),
      asc(suppliers.isExample),
      asc(suppliers.name),
      asc(suppliers.id),
    )
    .limit(searchLimits.pageSize)
    .offset((q.page - 1) * searchLimits.pageSize);
  return { items: rows.map(toSupplier), ...total };
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
  const words = queryWords(query.q);
  const translated = await translatedForms(db, words, via);
  return withSearchWords(
    db,
    words,
    async (tx, kept, extra) => ({
      catalogs: await searchListings(tx, 'catalogs', query, kept, extra),
      products: await searchListings(tx, 'products', query, kept, extra),
      suppliers: await searchSuppliers(tx, query, kept, extra),
      page: query.page,
      pageSize: searchLimits.pageSize,
    }),
    { extra: translated },
  );
}

/** What the search box offers for a partly typed query. */
export async function suggest(db: Db, q: string): Promise<Suggestion[]> {
  if (q.trim().length < searchLimits.suggestMin) return [];
  return withSearchWords(db, queryWords(q), (tx, words, extra) => suggestFor(tx, q.trim(), words, extra), {
    keepLast: true,
  });
}
