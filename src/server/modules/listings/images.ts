import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { CatalogImage } from '../../../shared/catalogs/schema';
import type { PhotoVariants } from '../../../shared/media/responsive';
import type { Db, Tx } from '../../db/client';
import { catalogs, listingImages, products } from '../../db/schema';
import type { StoredImage } from '../catalogs/image-set';
import { imageKeys } from '../media/pipeline';

/**
 * The photos of every listing live in one table (listing_images), stored, served and searched
 * the same way; a row names either its catalog or its product.
 */
export type ListingKind = 'catalog' | 'product';

const owner = (kind: ListingKind) => (kind === 'catalog' ? listingImages.catalogId : listingImages.productId);
const listingTable = (kind: ListingKind) => (kind === 'catalog' ? catalogs : products);

/**
 * Writes a listing's photos in their order, first removing the ones it had (`replacing`). Returns
 * the storage keys of the removed ones, whose files the caller deletes once this commits. Saves of
 * one listing hold its row's lock (`for update`) before this, so the photos it removes are the
 * ones the previous save committed: a save never removes the files of one that commits after it.
 */
export async function writeListingImages(
  tx: Tx,
  kind: ListingKind,
  id: string,
  images: StoredImage[],
  replacing: boolean,
): Promise<string[]> {
  const replaced = replacing
    ? await tx
        .delete(listingImages)
        .where(eq(owner(kind), id))
        .returning({ key: listingImages.storageKey })
    : [];
  if (images.length)
    await tx.insert(listingImages).values(
      images.map((img) => ({
        catalogId: kind === 'catalog' ? id : null,
        productId: kind === 'product' ? id : null,
        imageUrl: img.imageUrl,
        thumbUrl: img.thumbUrl,
        mediumUrl: img.mediumUrl,
        displayUrl: img.displayUrl,
        width: img.width,
        height: img.height,
        signature: img.signature,
        storageKey: img.storageKey,
        displayOrder: img.displayOrder,
      })),
    );
  return replaced.map((r) => r.key);
}

/** A listing's stored photos in their order, as its page shows them. */
export async function listingPhotos(db: Db | Tx, kind: ListingKind, id: string): Promise<CatalogImage[]> {
  const rows = await db
    .select({
      url: listingImages.imageUrl,
      thumbUrl: listingImages.thumbUrl,
      mediumUrl: listingImages.mediumUrl,
      displayUrl: listingImages.displayUrl,
      width: listingImages.width,
      height: listingImages.height,
      storageKey: listingImages.storageKey,
    })
    .from(listingImages)
    .where(eq(owner(kind), id))
    .orderBy(asc(listingImages.displayOrder));
  // The JPEG is served through this site, for editing.
  return rows.map(({ storageKey, ...urls }) => ({
    ...urls,
    sourceUrl: `/media/${imageKeys(storageKey).image}`,
  }));
}

const ownerColumn = (kind: ListingKind) => sql.raw(kind === 'catalog' ? 'catalog_id' : 'product_id');

/**
 * For a select list over catalogs or products: their first photo's thumbnail (or its JPEG).
 * The listing's id is qualified by hand, as drizzle leaves columns unqualified in a one-table select.
 */
export function firstPhoto(kind: ListingKind, column: 'thumb_url' | 'image_url' = 'thumb_url') {
  return sql<
    string | null
  >`(select i.${sql.raw(column)} from ${listingImages} i where i.${ownerColumn(kind)} = ${listingTable(kind)}.id order by i.display_order limit 1)`;
}

/** For a select list over catalogs or products: their first photo's variants and size, for a card's srcset. */
export function firstPhotoVariants(kind: ListingKind) {
  return sql<PhotoVariants | null>`(select json_build_object('thumbUrl', i.thumb_url, 'mediumUrl', i.medium_url, 'displayUrl', i.display_url, 'width', i.width, 'height', i.height) from ${listingImages} i where i.${ownerColumn(kind)} = ${listingTable(kind)}.id order by i.display_order limit 1)`;
}

/** For a select list over catalogs or products: how many photos each has. */
export function photoCount(kind: ListingKind): SQL<number> {
  return sql<number>`(select count(*) from ${listingImages} i where i.${ownerColumn(kind)} = ${listingTable(kind)}.id)::int`;
}
