import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { searchLimits, searchNoiseWords } from '../../../shared/search/constants';
import type { Db, Tx } from '../../db/client';
import { alternatives, isLatinWord, normalizeTerm } from './expansion';

/**
 * How close a misspelt word must be to a word of a name, title, category or place
 * (pg_trgm strict word similarity): 'textlie' → 'Textiles' scores 0.31, 'Jaipru' → 'Jaipur' 0.40,
 * while unrelated short words ('tea' against 'Textiles') stay below 0.2.
 */
export const fuzzyThreshold = 0.3;

const english = sql.raw(`'english'::regconfig`);
const noise = new Set<string>(searchNoiseWords);

/** The words of a query, lower-cased and deduplicated; words naming a kind of business go when others remain. */
export function queryWords(q: string | undefined): string[] {
  const all = [...new Set((q === undefined ? '' : normalizeTerm(q)).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])];
  const meaningful = all.filter((w) => !noise.has(w));
  return (meaningful.length ? meaningful : all).slice(0, searchLimits.words);
}

/** Known words taken as a misspelt query word's alternatives, the closest first. */
const closeTermsPerWord = 5;

/**
 * Known words (search_terms: every word of the listings' and suppliers' short fields) close to
 * each Latin-script query word by trigrams: 'textlie' → textiles. Misspellings are resolved on
 * this small vocabulary and then matched as whole words through the full-text index, which keeps
 * a search over a million listings on one index.
 */
async function closeTerms(tx: Tx, words: string[]): Promise<Map<string, string[]>> {
  const latin = words.filter(isLatinWord);
  if (!latin.length) return new Map();
  const list = sql.join(
    latin.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await tx.select({ word: sql<string>`w`, term: sql<string>`c.term` }).from(
    sql`unnest(array[${list}]::text[]) as w cross join lateral (
        select term from search_terms where w <<% term and term <> w
        order by w <<<-> term, term limit ${closeTermsPerWord}) c`,
  );
  const close = new Map<string, string[]>();
  for (const { word, term } of rows) close.set(word, [...(close.get(word) ?? []), term]);
  return close;
}

/**
 * Runs `work` in a transaction whose trigram threshold is `fuzzyThreshold` (SET LOCAL, so other
 * queries on the connection keep the default), after dropping the words PostgreSQL's English
 * configuration ignores ('in', 'the'): they would otherwise match nothing and empty every AND.
 * `work` gets the words kept and their extra forms: `extra` (e.g. translations) and close known
 * words for misspellings.
 */
export async function withSearchWords<T>(
  db: Db,
  words: string[],
  work: (tx: Tx, words: string[], extra: ExtraForms) => Promise<T>,
  { keepLast = false, extra = new Map() }: { keepLast?: boolean; extra?: ExtraForms } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(fuzzyThreshold)}, true)`,
    );
    if (!words.length) return work(tx, words, extra);
    const list = sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    );
    const rows = await tx
      .select({ w: sql<string>`w` })
      .from(sql`unnest(array[${list}]::text[]) with ordinality as t(w, n)`)
      .where(sql`numnode(plainto_tsquery(${english}, w)) > 0`)
      .orderBy(sql`n`);
    const kept = rows.map((r) => r.w);
    const last = words.at(-1);
    if (keepLast && last && !kept.includes(last)) kept.push(last);
    const chosen = kept.length ? kept : words;
    const close = await closeTerms(tx, chosen);
    const forms = new Map(extra);
    for (const [word, terms] of close) forms.set(word, [...(forms.get(word) ?? []), ...terms]);
    return work(tx, chosen, forms);
  });
}

export interface TextMatch {
  /** Every word (or one of its alternatives) is in the document. */
  where: SQL;
  /** Full-text rank over any word. */
  score: SQL;
}

/** Translations of query words and close known words, added to their glossary equivalents. */
export type ExtraForms = ReadonlyMap<string, readonly string[]>;

/**
 * The tsquery of one query word: any of its alternatives (see expansion.ts), each as a whole
 * word; with `prefix` the word itself also matches the words it begins ('tex' → textiles).
 */
export function wordQuery(word: string, prefix = false, extra: ExtraForms = new Map()): SQL {
  const [, ...others] = alternatives(word, extra.get(word));
  const own = prefix
    ? sql`to_tsquery(${english}, ${`'${word}':*`})`
    : sql`plainto_tsquery(${english}, ${word})`;
  return sql`(${sql.join([own, ...others.map((w) => sql`plainto_tsquery(${english}, ${w})`)], sql` || `)})`;
}

/**
 * The match of `words` against a stored search document (src/server/db/search-documents.ts).
 * `prefixLast` lets a word being typed match the words it begins.
 */
export function textMatch(
  vector: AnyColumn,
  words: string[],
  prefixLast = false,
  extra?: ExtraForms,
): TextMatch | undefined {
  if (!words.length) return undefined;
  const queries = words.map((w, i) => wordQuery(w, prefixLast && i === words.length - 1, extra));
  return {
    where: and(...queries.map((q) => sql`${vector} @@ ${q}`)) as SQL,
    score: sql`ts_rank_cd(${vector}, ${sql.join(queries, sql` || `)})`,
  };
}
