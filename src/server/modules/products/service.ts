import { randomUUID } from 'node:crypto';
import { and, eq, ilike, isNull, or } from 'drizzle-orm';
import { productImagePrefix } from '../../../shared/catalogs/constants';
import type { OwnListQuery } from '../../../shared/catalogs/schema';
import type { Product, ProductDetails, ProductSummary } from '../../../shared/products/schema';
import type { Db, Tx } from '../../db/client';
import { catalogs, products, profiles, suppliers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { processAll, removeFiles, removeImages, savePrefix, storeAll } from '../catalogs/image-set';
import { containsPattern, profileName, sortOrder, toListingSupplier } from '../catalogs/queries';
import type { CatalogAuthor, SaveDeps } from '../catalogs/service';
import type { UploadedFile } from '../catalogs/upload';
import { firstPhoto, listingPhotos, photoCount, writeListingImages } from '../listings/images';
import { listingTax, listingTaxColumns } from '../listings/tax';
import { type HiddenListingReader, nobodyReadsHidden } from '../listings/visibility';
import { refreshUserTrust } from '../trust/refresh';

const notFound = () => new AppError('not_found', 'products:errors.notFound');

/**
 * Creates a product, or replaces one the user owns (`existingId`), like a catalog: photos are
 * checked and written first, then the rows in one transaction; if that fails the files go again.
 * Once it commits, the files of the photos it replaced go (listings/images.ts).
 */
export async function saveProduct(
  deps: SaveDeps,
  author: CatalogAuthor,
  d: ProductDetails,
  files: UploadedFile[],
  existingId?: string,
): Promise<string> {
  const userId = author.id;
  const id = existingId ?? randomUUID();
  if (existingId && !(await ownedBy(deps.db, userId, existingId))) throw notFound();
  await checkCatalog(deps.db, userId, d.catalogId);
  const images = await processAll(files);
  const prefix = savePrefix(productImagePrefix, id, Date.now());
  const stored = await storeAll(deps.storage, prefix, images, deps.log, 'products:errors.saveFailed');
  const columns = {
    title: d.title,
    description: d.description,
    category: d.category,
    priceMin: String(d.price.min),
    priceMax: String(d.price.max),
    ...listingTaxColumns(d),
    moq: d.moq,
    catalogId: d.catalogId,
    language: author.language,
  };
  let replaced: string[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      if (existingId) {
        // Deleted meanwhile, by its owner in another tab: nothing to replace.
        if (!(await ownedBy(tx, userId, id, true))) throw notFound();
        await tx.update(products).set(columns).where(eq(products.id, id));
      } else {
        await tx.insert(products).values({ id, userId, ...columns });
      }
      return writeListingImages(tx, 'product', id, stored, Boolean(existingId));
    });
  } catch (err) {
    await removeFiles(deps.storage, prefix, deps.log);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'saving product failed');
    throw new AppError('unavailable', 'products:errors.saveFailed');
  }
  await refreshUserTrust(deps.db, userId);
  await removeImages(deps.storage, replaced, deps.log);
  return id;
}

/** A product joins only a catalog of its own supplier. */
async function checkCatalog(db: Db, userId: string, catalogId: string | null) {
  if (!catalogId) return;
  const [own] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.id, catalogId), eq(catalogs.userId, userId)));
  if (!own)
    throw new AppError('validation', 'products:errors.catalogNotFound', {
      catalogId: 'products:errors.catalogNotFound',
    });
}

async function ownedBy(db: Db | Tx, userId: string, id: string, lock = false) {
  const query = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.userId, userId)));
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0;
}

/** The product for its public page and for editing; 404 when there is none or it is hidden from the reader. */
export async function getProduct(
  db: Db,
  id: string,
  readsHidden: HiddenListingReader = nobodyReadsHidden,
): Promise<Product> {
  const [row] = await db
    .select({ p: products, s: suppliers, profileName, catalogTitle: catalogs.title })
    .from(products)
    .leftJoin(catalogs, and(eq(catalogs.id, products.catalogId), isNull(catalogs.hiddenAt)))
    .leftJoin(suppliers, eq(suppliers.userId, products.userId))
    .leftJoin(profiles, eq(profiles.id, products.userId))
    .where(eq(products.id, id));
  if (!row || (row.p.hiddenAt && !(await readsHidden(row.p.userId)))) throw notFound();
  const images = await listingPhotos(db, 'product', id);
  const { p, s } = row;
  return {
    ...storedProduct(p),
    images,
    catalog: p.catalogId && row.catalogTitle ? { id: p.catalogId, title: row.catalogTitle } : null,
    language: p.language,
    supplier: toListingSupplier(s, row.profileName),
    ownerId: p.userId,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** What every view of a stored product shows (storedProductSchema), from its row. */
function storedProduct(p: typeof products.$inferSelect) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category as Product['category'],
    price: { min: Number(p.priceMin), max: Number(p.priceMax) },
    ...listingTax(p),
    moq: p.moq,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function deleteProduct(deps: SaveDeps, userId: string, id: string) {
  const [row] = await deps.db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.userId, userId)))
    .returning({ id: products.id });
  if (!row) throw notFound();
  await refreshUserTrust(deps.db, userId);
  await removeFiles(deps.storage, `${productImagePrefix}${id}/`, deps.log);
}

export async function listOwnProducts(
  db: Db,
  userId: string,
  query: OwnListQuery,
): Promise<ProductSummary[]> {
  const term = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select({
      p: products,
      thumbUrl: firstPhoto('product'),
      imageCount: photoCount('product'),
    })
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        term ? or(ilike(products.title, term), ilike(products.description, term)) : undefined,
      ),
    )
    .orderBy(...sortOrder(query.sort, products));
  return rows.map(({ p, thumbUrl, imageCount }) => ({
    ...storedProduct(p),
    thumbUrl,
    imageCount: Number(imageCount),
    hidden: p.hiddenAt !== null,
  }));
}
