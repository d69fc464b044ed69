import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { CatalogSort } from '../../../shared/catalogs/constants';
import type { Catalog, CatalogSummary, ListingSupplier, OwnListQuery } from '../../../shared/catalogs/schema';
import type { Db } from '../../db/client';
import {
  catalogDimensions,
  catalogPackaging,
  catalogs,
  catalogWeights,
  profiles,
  suppliers,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { firstPhoto, listingPhotos, photoCount } from '../listings/images';
import { listingTax } from '../listings/tax';
import { type HiddenListingReader, nobodyReadsHidden } from '../listings/visibility';
import { productsInCatalog } from '../suppliers/queries';

/** A LIKE pattern that matches the term literally anywhere. */
export function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The author's name when they have no directory row yet; select it with a left join on profiles. */
export const profileName = sql<string | null>`coalesce(${profiles.companyName}, ${profiles.fullName})`;

/** The supplier card of a listing's page (catalog or product). */
export function toListingSupplier(
  s: typeof suppliers.$inferSelect | null,
  name: string | null,
): ListingSupplier {
  if (s)
    return {
      id: s.id,
      name: s.name,
      location: [s.city, s.state].filter(Boolean).join(', ') || null,
      verificationLevel: s.verificationLevel,
      logoUrl: s.logoUrl,
      trustScore: s.trustScore,
    };
  return name
    ? { id: null, name, location: null, verificationLevel: 'new', logoUrl: null, trustScore: null }
    : null;
}

/** The catalog for its public page, the preview and editing; 404 when there is none or it is hidden from the reader. */
export async function getCatalog(
  db: Db,
  id: string,
  readsHidden: HiddenListingReader = nobodyReadsHidden,
): Promise<Catalog> {
  const [row] = await db
    .select({
      c: catalogs,
      d: catalogDimensions,
      w: catalogWeights,
      p: catalogPackaging,
      s: suppliers,
      profileName,
    })
    .from(catalogs)
    .innerJoin(catalogDimensions, eq(catalogDimensions.catalogId, catalogs.id))
    .innerJoin(catalogWeights, eq(catalogWeights.catalogId, catalogs.id))
    .innerJoin(catalogPackaging, eq(catalogPackaging.catalogId, catalogs.id))
    .leftJoin(suppliers, eq(suppliers.userId, catalogs.userId))
    .leftJoin(profiles, eq(profiles.id, catalogs.userId))
    .where(eq(catalogs.id, id));
  if (!row || (row.c.hiddenAt && !(await readsHidden(row.c.userId))))
    throw new AppError('not_found', 'catalog:errors.notFound');
  const [images, listed] = await Promise.all([listingPhotos(db, 'catalog', id), productsInCatalog(db, id)]);
  const { c, d, w, p, s } = row;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    itemNumber: c.itemNumber,
    category: c.category as Catalog['category'],
    template: c.template as Catalog['template'],
    material: c.material,
    attributes: c.attributes,
    price: { min: Number(c.priceMin), max: Number(c.priceMax) },
    ...listingTax(c),
    moq: c.moq,
    dimensions: { length: Number(d.length), width: Number(d.width), height: Number(d.height), unit: d.unit },
    weight: { value: Number(w.value), unit: w.unit },
    packaging: {
      inner: { type: p.innerType, quantity: p.innerQuantity, dimensions: p.innerDimensions },
      outer: { type: p.outerType, quantity: p.outerQuantity, dimensions: p.outerDimensions },
      container: { twenty: p.containerTwenty, forty: p.containerForty },
    },
    images,
    products: listed,
    supplier: toListingSupplier(s, row.profileName),
    ownerId: c.userId,
    language: c.language,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Sort orders shared by the owner's catalog and product lists. */
export function sortOrder(
  sort: CatalogSort,
  cols: { createdAt: AnyColumn; title: AnyColumn; priceMin: AnyColumn },
): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(cols.createdAt)];
    case 'title':
      return [asc(sql`lower(${cols.title})`), desc(cols.createdAt)];
    case 'priceLow':
      return [asc(cols.priceMin), desc(cols.createdAt)];
    case 'priceHigh':
      return [desc(cols.priceMin), desc(cols.createdAt)];
    default:
      return [desc(cols.createdAt)];
  }
}

export async function listOwnCatalogs(
  db: Db,
  userId: string,
  query: OwnListQuery,
): Promise<CatalogSummary[]> {
  const term = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select({
      c: catalogs,
      thumbUrl: firstPhoto('catalog'),
      imageCount: photoCount('catalog'),
    })
    .from(catalogs)
    .where(
      and(
        eq(catalogs.userId, userId),
        term
          ? or(
              ilike(catalogs.title, term),
              ilike(catalogs.itemNumber, term),
              ilike(catalogs.description, term),
            )
          : undefined,
      ),
    )
    .orderBy(...sortOrder(query.sort, catalogs));
  return rows.map(({ c, thumbUrl, imageCount }) => ({
    id: c.id,
    title: c.title,
    itemNumber: c.itemNumber,
    category: c.category as CatalogSummary['category'],
    price: { min: Number(c.priceMin), max: Number(c.priceMax) },
    moq: c.moq,
    thumbUrl,
    imageCount: Number(imageCount),
    createdAt: c.createdAt.toISOString(),
    hidden: c.hiddenAt !== null,
  }));
}
