import { eq, sql } from 'drizzle-orm';
import type { Category } from '../../../shared/catalogs/constants';
import type { ImageMatch } from '../../../shared/image-search/schema';
import type { Db } from '../../db/client';
import { catalogs, listingImages, products, suppliers } from '../../db/schema';
import { type ParsedSignature, parseSignature, signatureDistance } from '../media/signature';

/**
 * Beyond this distance an image is not the photographed object, and is not shown: between the
 * farthest retake (0.29) and the closest unrelated photo (0.33) of the labelled set
 * (docs/decisions/0014, threshold.test.ts).
 */
export const maxMatchDistance = 0.31;
export const maxMatches = 12;
/** How many of the best matches vote on the term, and how much further than the best they may be. */
const termVoters = 3;
const termMargin = 0.08;

export interface Candidate extends ImageMatch {
  distance: number;
}

/**
 * The shown listings (catalogs and products) whose photos are close to `query` (none: no close match),
 * best first, one entry per listing (its closest photo). Every photo is compared: no sampling, no
 * randomness; ties go to the older id.
 */
export async function findSimilarListings(db: Db, query: ParsedSignature): Promise<Candidate[]> {
  const rows = await db
    .select({
      catalogId: listingImages.catalogId,
      productId: listingImages.productId,
      signature: listingImages.signature,
      thumbUrl: listingImages.thumbUrl,
      mediumUrl: listingImages.mediumUrl,
      displayUrl: listingImages.displayUrl,
      width: listingImages.width,
      height: listingImages.height,
      title: sql<string>`coalesce(${catalogs.title}, ${products.title})`,
      supplierName: suppliers.name,
      category: sql<string>`coalesce(${catalogs.category}, ${products.category})`,
      priceMin: sql<string>`coalesce(${catalogs.priceMin}, ${products.priceMin})`,
      priceMax: sql<string>`coalesce(${catalogs.priceMax}, ${products.priceMax})`,
      moq: sql<number>`coalesce(${catalogs.moq}, ${products.moq})`,
    })
    .from(listingImages)
    .leftJoin(catalogs, eq(catalogs.id, listingImages.catalogId))
    .leftJoin(products, eq(products.id, listingImages.productId))
    .leftJoin(suppliers, eq(suppliers.userId, sql`coalesce(${catalogs.userId}, ${products.userId})`))
    .where(sql`coalesce(${catalogs.hiddenAt}, ${products.hiddenAt}) is null`);
  const best = new Map<string, Candidate>();
  for (const { catalogId, productId, signature: stored, ...row } of rows) {
    const signature = parseSignature(stored);
    const id = catalogId ?? productId;
    if (!signature || !id) continue;
    const distance = signatureDistance(query, signature);
    if (distance > maxMatchDistance || (best.get(id)?.distance ?? Infinity) <= distance) continue;
    best.set(id, {
      ...row,
      kind: catalogId ? 'catalog' : 'product',
      id,
      priceMin: Number(row.priceMin),
      priceMax: Number(row.priceMax),
      moq: Number(row.moq),
      distance,
      similarity: Math.round(100 * (1 - distance)),
    });
  }
  return [...best.values()]
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
    .slice(0, maxMatches);
}

export type Term = { category: Category } | { title: string };

/**
 * What the photo shows: among the best matches nearly as close as the best one (so a weak match
 * never outvotes a strong one), the category most of them share, else the best match's title.
 * null when nothing matched.
 */
export function termOf(matches: Pick<Candidate, 'category' | 'title' | 'distance'>[]): Term | null {
  const first = matches[0];
  if (!first) return null;
  const voters = matches.slice(0, termVoters).filter((m) => m.distance <= first.distance + termMargin);
  const votes = new Map<string, number>();
  for (const m of voters) votes.set(m.category, (votes.get(m.category) ?? 0) + 1);
  const [category, count] = [...votes].reduce((a, b) => (b[1] > a[1] ? b : a));
  return count > voters.length / 2 ? { category: category as Category } : { title: first.title };
}
