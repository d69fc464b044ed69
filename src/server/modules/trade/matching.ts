import { type SQL, sql } from 'drizzle-orm';
import { maxMatches } from '../../../shared/trade/constants';
import type { MatchReason, RequirementForm } from '../../../shared/trade/schema';
import type { Db, Tx } from '../../db/client';
import { catalogs, products, suppliers } from '../../db/schema';
import { queryWords, searchWords, wordQuery } from '../search/matching';
import { deliveryState } from './location';

export interface Match {
  supplierId: string;
  supplierUserId: string;
  score: number;
  reasons: MatchReason[];
}

interface Candidate {
  supplierId: string;
  supplierUserId: string;
  state: string;
  level: string;
  median: number | null;
  title: string | null;
  categoryMatch: boolean;
  score: number;
}

/**
 * The suppliers a requirement goes to, best first, at most `maxMatches`, in three tiers: those
 * with a listing that has every word of the product (full text, with the search's cross-language
 * equivalents), then those with some of the words, then those selling in its category. Within a
 * tier: text relevance, category, the delivery state, verification level and response figures
 * (docs/decisions/0017-requirement-matching.md). A tier is read only while places are left, so
 * a precise request never pays for the broad ones. Never the buyer, an example supplier, or a
 * supplier who blocked the buyer.
 */
export async function matchSuppliers(
  db: Db | Tx,
  requirement: Pick<RequirementForm, 'product' | 'category' | 'deliveryLocation'>,
  buyerId: string,
): Promise<Match[]> {
  // The search's words and forms: close known words for a misspelling, and only the
  // cross-language forms some listing has (each absent one costs the index a lookup).
  const { words, forms } = await searchWords(db, queryWords(requirement.product));
  const each = words.map((w) => wordQuery(w, false, forms));
  const category = requirement.category;
  const listings = [
    { table: catalogs, vector: catalogs.searchVector },
    { table: products, vector: products.searchVector },
  ];
  const union = (select: (l: (typeof listings)[number]) => SQL) =>
    sql.join(listings.map(select), sql` union all `);
  const inCategory = sql`(category = ${category})::int`;
  const tiers: SQL[] = [];
  if (each.length) {
    const all = sql.join(each, sql` && `);
    const any = sql.join(each, sql` || `);
    // Few rows have every word: those are ranked. Many have some: found through the index alone.
    tiers.push(sql`select distinct on (user_id) user_id, title, 25 + 25 * rank / (rank + 0.1) as text_score,
        max(in_category) over (partition by user_id) as in_category
      from (${union(({ table, vector }) => sql`select user_id, title, ts_rank(${vector}, ${any}) as rank, ${inCategory} as in_category from ${table} where hidden_at is null and ${vector} @@ (${all})`)}) h
      order by user_id, rank desc, title`);
    tiers.push(sql`select user_id, min(title) as title, 15 as text_score, max(in_category) as in_category
      from (${union(({ table, vector }) => sql`select user_id, title, ${inCategory} as in_category from ${table} where hidden_at is null and ${vector} @@ (${any})`)}) h
      group by user_id`);
  }
  tiers.push(sql`select user_id, null as title, 0 as text_score, 1 as in_category
    from (${union(({ table }) => sql`select user_id from ${table} where hidden_at is null and category = ${category}`)}
      union all select user_id from ${suppliers} where ${category} = any(product_categories)) h
    group by user_id`);

  const state = deliveryState(requirement.deliveryLocation);
  const found: Candidate[] = [];
  for (const hits of tiers) {
    if (found.length >= maxMatches) break;
    const taken = found.length
      ? sql`and s.id not in (${sql.join(
          found.map((c) => sql`${c.supplierId}`),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute(sql`
      select s.id as "supplierId", s.user_id as "supplierUserId", s.state, s.verification_level as level,
        s.median_response_minutes as median, h.title,
        (h.in_category = 1 or ${category} = any(s.product_categories)) as "categoryMatch",
        (h.text_score
          + case when h.in_category = 1 or ${category} = any(s.product_categories) then 15 else 0 end
          + case when ${state}::text is not null and lower(s.state) = lower(${state}::text) then 10 else 0 end
          + case s.verification_level when 'gold' then 10 when 'premium' then 8 when 'epc' then 7 when 'verified' then 6 else 0 end
          + coalesce(s.response_rate, 50) / 10.0
          + case when s.median_response_minutes <= 240 then 5 when s.median_response_minutes <= 1440 then 3 else 0 end
        )::float8 as score
      from (${hits}) h join ${suppliers} s on s.user_id = h.user_id
      where not s.is_example and s.user_id <> ${buyerId} ${taken}
        and not exists (select 1 from blocks k where k.supplier_user_id = s.user_id and k.buyer_id = ${buyerId})
      order by score desc, s.id
      limit ${maxMatches - found.length}`);
    found.push(...(result as unknown as { rows: Candidate[] }).rows);
  }
  return found.map((r) => ({
    supplierId: r.supplierId,
    supplierUserId: r.supplierUserId,
    score: Number(r.score),
    reasons: reasonsFor(r, category),
  }));
}

/**
 * How many example suppliers sell the requirement's goods (its category, or a word of its product
 * among their categories and description): they cannot receive it before they join, and the buyer
 * is told so.
 */
export async function countExampleSellers(
  db: Db | Tx,
  requirement: { product: string; category: string },
): Promise<number> {
  const words = queryWords(requirement.product)
    .filter((w) => w.length > 2)
    .map((w) => `%${w}%`);
  const text = sql`lower(array_to_string(${suppliers.productCategories}, ' ') || ' ' || ${suppliers.description})`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(
      sql`${suppliers.isExample} and (exists (select 1 from unnest(${suppliers.productCategories}) c where lower(c) = ${requirement.category})${
        words.length
          ? sql` or ${text} like any (array[${sql.join(
              words.map((w) => sql`${w}`),
              sql`, `,
            )}])`
          : sql``
      })`,
    );
  return Number(row?.n ?? 0);
}

/** What the supplier is told, and the buyer shown: "sells cotton poplin, Gujarat, replies in 2 h". */
function reasonsFor(c: Candidate, category: string): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (c.title) reasons.push({ code: 'sells', value: c.title });
  else if (c.categoryMatch) reasons.push({ code: 'category', value: category });
  if (c.state) reasons.push({ code: 'state', value: c.state });
  if (c.level !== 'new') reasons.push({ code: 'level', value: c.level });
  if (c.median !== null) reasons.push({ code: 'replies', value: String(c.median) });
  return reasons;
}
