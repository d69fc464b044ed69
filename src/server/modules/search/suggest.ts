import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import { type Category, categories } from '../../../shared/catalogs/constants';
import { searchLimits } from '../../../shared/search/constants';
import type { Suggestion } from '../../../shared/search/schema';
import type { Db } from '../../db/client';
import { catalogs, products, searchPhrases, suppliers } from '../../db/schema';
import { listed } from '../suppliers/queries';
import { queryWords, textMatch, type WordForms, wordQuery } from './matching';

const perKind = 2;
/** Places are counted over this many matches: the busiest among them, not among a million rows. */
const placeSample = 200;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
interface Phrase {
  kind: (typeof searchPhrases.kind.enumValues)[number];
  phrase: string;
  /** The product or supplier it names (null for categories and catalog titles, or when none is shown). */
  id: string | null;
}

/**
 * The best phrases of each kind (search_phrases), in one query: those that hold every word or an
 * equivalent (the last one as a prefix; a misspelt word brings its close known words, see
 * searchWords); best match first, then the most used, ranked among the first
 * `searchLimits.ranked` matches for each kind there is (bounded work, like search). Product
 * titles and supplier names come with a shown product or listed supplier.
 */
async function topPhrases(db: Db, words: string[], forms: WordForms): Promise<Phrase[]> {
  const last = words.length - 1;
  const queries = words.map((w, i) => wordQuery(w, i === last, forms));
  const vector = sql`p.search_vector`;
  const match = and(...queries.map((q) => sql`${vector} @@ ${q}`));
  const result = await db.execute(sql`
    with top as (
      select kind, phrase, row_number() over (partition by kind order by max(score) desc, sum(uses) desc, phrase) as n
      from (
        select p.kind, p.phrase, p.uses, ts_rank(${vector}, ${sql.join(queries, sql` || `)}) as score
        from ${searchPhrases} p where ${match} limit ${searchLimits.ranked * searchPhrases.kind.enumValues.length}
      ) m group by kind, phrase
    )
    select kind, phrase, case kind
      when 'product' then (select ${products.id}::text from ${products}
        where ${products.title} = top.phrase and ${products.hiddenAt} is null order by ${products.id} limit 1)
      when 'supplier' then (select ${suppliers.id} from ${suppliers}
        where ${suppliers.name} = top.phrase and ${listed()} order by ${suppliers.id} limit 1)
      end as id
    from top where n <= ${3 * perKind} order by kind, n`);
  return rowsOf<Phrase>(result);
}

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Category names, catalogs' ('textiles') and suppliers' own ('Home Textiles') alike, once each. */
function categoryTexts(phrases: Phrase[]) {
  const byKey = new Map<string, string>();
  for (const { phrase } of phrases)
    if (!byKey.has(phrase.toLowerCase())) byKey.set(phrase.toLowerCase(), titleCase(phrase));
  return [...byKey.values()].slice(0, perKind);
}

/**
 * Where suppliers and products matching `term` are, in one query: the busiest cities and state
 * among a sample of matches. A category term reads its listings by category (an index range).
 */
async function places(db: Db, term: string[], category: Category | undefined) {
  const matching = (vector: AnyColumn) => textMatch(vector, term)?.where ?? sql`true`;
  const listings = category ? eq(catalogs.category, category) : matching(catalogs.searchVector);
  const result = await db.execute(sql`
    with sup as (
      select ${suppliers.city} as city, ${suppliers.state} as state from ${suppliers}
      where ${listed()} and ${matching(suppliers.searchVector)} limit ${placeSample}
    ), prod as (
      select ${suppliers.city} as city from (
        select ${catalogs.userId} as user_id from ${catalogs} where ${listings} and ${catalogs.hiddenAt} is null limit ${placeSample}
      ) m join ${suppliers} on ${suppliers.userId} = m.user_id where ${listed()}
    )
    (select 'supplierCities' as list, city as place from sup where city <> '' group by city order by count(*) desc, city limit ${perKind})
    union all (select 'productCities', city from prod where city <> '' group by city order by count(*) desc, city limit 1)
    union all (select 'supplierStates', state from sup where state <> '' group by state order by count(*) desc, state limit 1)`);
  const rows = rowsOf<{ list: string; place: string }>(result);
  const list = (name: string) => rows.filter((r) => r.list === name).map((r) => r.place);
  return {
    supplierCities: list('supplierCities'),
    productCities: list('productCities'),
    supplierStates: list('supplierStates'),
  };
}

/**
 * Suggestions from real rows: categories, catalog and product titles and supplier names that match, then
 * '{term} suppliers in {city}' and '{term} products in {city}' for places that have matches.
 */
export async function suggestFor(
  db: Db,
  typed: string,
  words: string[],
  forms: WordForms,
): Promise<Suggestion[]> {
  if (!words.length) return [];
  const phrases = await topPhrases(db, words, forms);
  const ofKind = (kind: Phrase['kind']) => phrases.filter((p) => p.kind === kind);
  const named = (kind: Phrase['kind']) =>
    ofKind(kind)
      .filter((p) => p.id !== null)
      .slice(0, perKind)
      .map((p) => ({ id: p.id as string, text: p.phrase }));
  const categoryList = categoryTexts(ofKind('category'));
  const titles = ofKind('catalog')
    .slice(0, perKind)
    .map((p) => p.phrase);
  const productTitles = named('product');
  const names = named('supplier');

  // A recognised category reads better than the letters typed so far ('textlie' → Textiles).
  const term = categoryList[0] ?? typed;
  const termWords = categoryList[0] ? queryWords(categoryList[0]) : words;
  const slug = categories.find((c) => c === categoryList[0]?.toLowerCase());
  const { supplierCities, productCities, supplierStates } = await places(db, termWords, slug);

  const suggestions: Suggestion[] = [
    ...categoryList.map((text) => ({ kind: 'category' as const, text })),
    ...titles.map((text) => ({ kind: 'catalog' as const, text })),
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
