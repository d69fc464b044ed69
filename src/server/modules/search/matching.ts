import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { searchLimits, searchNoiseWords } from '../../../shared/search/constants';
import type { Db } from '../../db/client';
import { alternatives, isLatinWord, normalizeTerm } from './expansion';

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
 * The words that take part in matching and their extra forms, in one query:
 * - words PostgreSQL's English configuration ignores ('in', 'the') are dropped: they would match
 *   nothing and empty every AND (with `keepLast`, the word being typed stays);
 * - each Latin-script word the vocabulary (search_terms: every word of the listings' and
 *   suppliers' short fields) does not know gets the known words closest to it by trigrams
 *   ('textlie' → textiles; a known word keeps to itself: 'saree' does not also match 'Shree').
 *   Misspellings are resolved on this small vocabulary and then matched as whole words through
 *   the full-text index, which keeps a search over a million listings on one index.
 * `extra` (e.g. translations) is added to the close words, and of all the forms only those some
 * document has are kept.
 */
export async function searchWords(
  db: Db,
  words: string[],
  { keepLast = false, extra = new Map() }: { keepLast?: boolean; extra?: ExtraForms } = {},
): Promise<{ words: string[]; forms: WordForms }> {
  if (!words.length) return { words, forms: new Map() };
  const list = (values: (string | boolean)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  // Close words come from documents, so only the glossary's and `extra`'s forms need the check.
  const offered = [...new Set(words.flatMap((w) => alternatives(w, extra.get(w)).slice(1)))];
  const rows = await db
    .select({
      w: sql<string>`w`,
      kept: sql<boolean>`numnode(plainto_tsquery(${english}, w)) > 0`,
      close: sql<
        string[] | null
      >`case when latin and not exists (select 1 from search_terms known where known.term = w)
        then array(select term from search_terms where w <<% term and term <> w
          order by w <<<-> term, term limit ${closeTermsPerWord}) end`,
      // The forms whose every word is in some search document (search_lexemes): a glossary lists
      // a word in fifteen languages, and each form no document has still costs the full-text
      // index a lookup (about 0.1 ms at a million listings).
      present: offered.length
        ? sql<string[]>`array(select f from unnest(array[${list(offered)}]::text[]) as f
            where numnode(plainto_tsquery(${english}, f)) > 0 and not exists (
              select 1 from unnest(tsvector_to_array(to_tsvector(${english}, f))) as l
              where not exists (select 1 from search_lexemes where lexeme = l)))`
        : sql<string[]>`array[]::text[]`,
    })
    .from(
      sql`unnest(array[${list(words)}]::text[], array[${list(words.map(isLatinWord))}]::boolean[]) with ordinality as t(w, latin, n)`,
    )
    .orderBy(sql`n`);
  const kept = rows.filter((r) => r.kept).map((r) => r.w);
  const last = words.at(-1);
  if (keepLast && last && !kept.includes(last)) kept.push(last);
  const chosen = kept.length ? kept : words;
  const present = new Set(rows[0]?.present);
  const forms = chosen.map((w) => {
    const close = rows.find((r) => r.w === w)?.close ?? [];
    const all = alternatives(w, [...(extra.get(w) ?? []), ...close]).slice(1);
    return [w, all.filter((f) => present.has(f) || close.includes(f))] as const;
  });
  return { words: chosen, forms: new Map(forms) };
}

export interface TextMatch {
  /** Every word (or one of its alternatives) is in the document. */
  where: SQL;
  /** Full-text rank over any word (ts_rank: cover density over every alternative costs ~60 µs a row). */
  score: SQL;
}

/** Per query word, more forms it may take: translations, close known words. */
export type ExtraForms = ReadonlyMap<string, readonly string[]>;

/**
 * Per query word, the other forms it matches (searchWords: its glossary equivalents and extra
 * forms that some document has); a word not in the map matches all its glossary equivalents.
 */
export type WordForms = ReadonlyMap<string, readonly string[]>;

/**
 * The tsquery of one query word: any of its alternatives (see expansion.ts), each as a whole
 * word; with `prefix` the word itself also matches the words it begins ('tex' → textiles).
 */
export function wordQuery(word: string, prefix = false, forms: WordForms = new Map()): SQL {
  const others = forms.get(word) ?? alternatives(word).slice(1);
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
  forms?: WordForms,
): TextMatch | undefined {
  if (!words.length) return undefined;
  const queries = words.map((w, i) => wordQuery(w, prefixLast && i === words.length - 1, forms));
  return {
    where: and(...queries.map((q) => sql`${vector} @@ ${q}`)) as SQL,
    score: sql`ts_rank(${vector}, ${sql.join(queries, sql` || `)})`,
  };
}
