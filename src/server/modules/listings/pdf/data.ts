import { createHash } from 'node:crypto';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Catalog } from '../../../../shared/catalogs/schema';
import type { Product } from '../../../../shared/products/schema';
import type { SupplierDetail } from '../../../../shared/suppliers/schema';
import type { Db } from '../../../db/client';
import { listingImages, profiles, suppliers } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { avatarKey } from '../../account/avatar';
import { getCatalog } from '../../catalogs/queries';
import { getProduct } from '../../products/service';
import { getSupplierDetail } from '../../suppliers/service';
import type { ListingKind } from '../images';

/** A listing as its public page shows it, with the storage keys of its photos in their order. */
export type PdfListing = ({ kind: 'catalog'; listing: Catalog } | { kind: 'product'; listing: Product }) & {
  photoKeys: string[];
};

/** Who the document is about: the supplier as their page shows them (a sheet knows less). */
export interface PdfSupplier {
  id: string | null;
  name: string;
  location: string | null;
  verificationLevel: string;
  trustScore: number | null;
  councils: SupplierDetail['councils'];
  description: string;
  categories: string[];
  isExample: boolean;
  /** Storage key of the logo when it is one of our stored files; otherwise the initials are drawn. */
  logoKey: string | null;
}

export interface PdfSource {
  supplier: PdfSupplier;
  listings: PdfListing[];
  /** The supplier's own language (their profile's), for the labels unless the reader asks for another. */
  language: string | null;
}

/** The owner's language and the logo's storage key (an avatar they uploaded), by supplier or by user. */
async function owner(db: Db, where: { supplierId: string } | { userId: string }) {
  const [row] = await db
    .select({ userId: suppliers.userId, logoUrl: suppliers.logoUrl, language: profiles.language })
    .from(profiles)
    .leftJoin(suppliers, eq(suppliers.userId, profiles.id))
    .where('supplierId' in where ? eq(suppliers.id, where.supplierId) : eq(profiles.id, where.userId));
  const userId = row?.userId ?? null;
  return {
    language: row?.language ?? null,
    logoKey: userId ? avatarKey(userId, row?.logoUrl ?? null) : null,
  };
}

/** The listings with the base storage keys of their photos, in order. */
async function withPhotos(db: Db, listings: Omit<PdfListing, 'photoKeys'>[]): Promise<PdfListing[]> {
  const ids = listings.map((l) => l.listing.id);
  const rows = ids.length
    ? await db
        .select({
          catalogId: listingImages.catalogId,
          productId: listingImages.productId,
          key: listingImages.storageKey,
        })
        .from(listingImages)
        .where(or(inArray(listingImages.catalogId, ids), inArray(listingImages.productId, ids)))
        .orderBy(asc(listingImages.displayOrder))
    : [];
  const keysOf = (id: string) => rows.filter((r) => (r.catalogId ?? r.productId) === id).map((r) => r.key);
  return listings.map((l) => ({ ...l, photoKeys: keysOf(l.listing.id) }) as PdfListing);
}

/** A listing deleted or hidden since the supplier's list was read is left out, not a failed document. */
const stillShown = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((err) => {
    if (err instanceof AppError && err.kind === 'not_found') return null;
    throw err;
  });

/**
 * A supplier's catalog: the supplier as their page shows them (404 when the page does not) and
 * each listing that page lists, read as its own page reads it (hidden ones left out).
 */
export async function supplierCatalogSource(db: Db, supplierId: string): Promise<PdfSource> {
  const detail = await getSupplierDetail(db, supplierId);
  const { supplier: s } = detail;
  const [who, catalogs, products] = await Promise.all([
    owner(db, { supplierId }),
    Promise.all(detail.catalogs.map((c) => stillShown(getCatalog(db, c.id)))),
    Promise.all(detail.products.map((p) => stillShown(getProduct(db, p.id)))),
  ]);
  return {
    supplier: {
      id: s.id,
      name: s.name,
      location: s.location || null,
      verificationLevel: s.verificationLevel,
      trustScore: detail.trust.score,
      councils: detail.councils,
      description: s.description,
      categories: s.productCategories,
      isExample: s.isExample,
      logoKey: who.logoKey,
    },
    listings: await withPhotos(db, [
      ...catalogs.filter((l) => l !== null).map((listing) => ({ kind: 'catalog' as const, listing })),
      ...products.filter((l) => l !== null).map((listing) => ({ kind: 'product' as const, listing })),
    ]),
    language: who.language,
  };
}

/** One listing for its sheet, 404 as its page when hidden or unknown. */
export async function listingSheetSource(db: Db, kind: ListingKind, id: string): Promise<PdfSource> {
  const item =
    kind === 'catalog'
      ? { kind, listing: await getCatalog(db, id) }
      : { kind, listing: await getProduct(db, id) };
  const s = item.listing.supplier;
  const who = await owner(db, { userId: item.listing.ownerId });
  return {
    supplier: {
      id: s?.id ?? null,
      name: s?.name ?? '',
      location: s?.location ?? null,
      verificationLevel: s?.verificationLevel ?? 'new',
      trustScore: s?.trustScore ?? null,
      councils: [],
      description: '',
      categories: [],
      isExample: false,
      logoKey: who.logoKey,
    },
    listings: await withPhotos(db, [item as Omit<PdfListing, 'photoKeys'>]),
    language: who.language,
  };
}

/** Changes whenever anything the document prints changes (a listing saved, a score moved, the labels' language). */
export function sourceTag(source: PdfSource, language: string, version: string): string {
  return `"${createHash('sha1')
    .update(JSON.stringify([version, language, source]))
    .digest('base64url')}"`;
}
