import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { catalogImagePrefix } from '../../../shared/catalogs/constants';
import type { CatalogDetails } from '../../../shared/catalogs/schema';
import type { Db, Tx } from '../../db/client';
import { catalogDimensions, catalogPackaging, catalogs, catalogWeights } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { writeListingImages } from '../listings/images';
import { listingTaxColumns } from '../listings/tax';
import { refreshUserTrust } from '../trust/refresh';
import { processAll, removeFiles, removeImages, type StoredImage, savePrefix, storeAll } from './image-set';
import type { UploadedFile } from './upload';

export interface SaveDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

const notFound = () => new AppError('not_found', 'catalog:errors.notFound');

export interface CatalogAuthor {
  id: string;
  language: string;
}

/**
 * Creates a catalog, or replaces one the user owns (`existingId`), as one operation: images are
 * checked and written first, then every row in one transaction; if that fails the files go again.
 * Once it commits, the files of the images it replaced go (listings/images.ts).
 */
export async function saveCatalog(
  deps: SaveDeps,
  author: CatalogAuthor,
  details: CatalogDetails,
  files: UploadedFile[],
  existingId?: string,
): Promise<string> {
  const id = existingId ?? randomUUID();
  if (existingId && !(await ownedBy(deps.db, author.id, existingId))) throw notFound();
  const images = await processAll(files);
  const prefix = savePrefix(catalogImagePrefix, id, Date.now());
  const stored = await storeAll(deps.storage, prefix, images, deps.log);
  let replaced: string[];
  try {
    replaced = await deps.db.transaction(async (tx) => {
      if (existingId) await replaceCatalog(tx, author, id, details);
      else await insertCatalog(tx, author, id, details);
      return writeParts(tx, id, details, stored, Boolean(existingId));
    });
  } catch (err) {
    await removeFiles(deps.storage, prefix, deps.log);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'saving catalog failed');
    throw new AppError('unavailable', 'catalog:errors.saveFailed');
  }
  await refreshUserTrust(deps.db, author.id);
  await removeImages(deps.storage, replaced, deps.log);
  return id;
}

export async function deleteCatalog(deps: SaveDeps, userId: string, id: string) {
  const [row] = await deps.db
    .delete(catalogs)
    .where(and(eq(catalogs.id, id), eq(catalogs.userId, userId)))
    .returning({ id: catalogs.id });
  if (!row) throw notFound();
  await refreshUserTrust(deps.db, userId);
  await removeFiles(deps.storage, `${catalogImagePrefix}${id}/`, deps.log);
}

async function ownedBy(db: Db | Tx, userId: string, id: string, lock = false) {
  const query = db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.id, id), eq(catalogs.userId, userId)));
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0;
}

function catalogColumns(d: CatalogDetails, author: CatalogAuthor) {
  return {
    language: author.language,
    title: d.title,
    description: d.description,
    itemNumber: d.itemNumber,
    material: d.material,
    category: d.category,
    template: d.template,
    attributes: d.attributes,
    moq: d.moq,
    priceMin: String(d.price.min),
    priceMax: String(d.price.max),
    ...listingTaxColumns(d),
  };
}

async function insertCatalog(tx: Tx, author: CatalogAuthor, id: string, d: CatalogDetails) {
  const [row] = await tx
    .insert(catalogs)
    .values({ id, userId: author.id, ...catalogColumns(d, author) })
    .returning({ id: catalogs.id });
  if (!row) throw new AppError('unavailable', 'catalog:errors.createFailed');
}

async function replaceCatalog(tx: Tx, author: CatalogAuthor, id: string, d: CatalogDetails) {
  // Deleted meanwhile, by its owner in another tab: nothing to replace.
  if (!(await ownedBy(tx, author.id, id, true))) throw notFound();
  await tx.update(catalogs).set(catalogColumns(d, author)).where(eq(catalogs.id, id));
}

async function writeParts(
  tx: Tx,
  catalogId: string,
  d: CatalogDetails,
  images: StoredImage[],
  replacing: boolean,
) {
  const dims = {
    length: String(d.dimensions.length),
    width: String(d.dimensions.width),
    height: String(d.dimensions.height),
    unit: d.dimensions.unit,
  };
  await tx
    .insert(catalogDimensions)
    .values({ catalogId, ...dims })
    .onConflictDoUpdate({ target: catalogDimensions.catalogId, set: dims });
  const weight = { value: String(d.weight.value), unit: d.weight.unit };
  await tx
    .insert(catalogWeights)
    .values({ catalogId, ...weight })
    .onConflictDoUpdate({ target: catalogWeights.catalogId, set: weight });
  const { inner, outer, container } = d.packaging;
  const packaging = {
    innerType: inner.type,
    innerQuantity: inner.quantity,
    innerDimensions: inner.dimensions,
    outerType: outer.type,
    outerQuantity: outer.quantity,
    outerDimensions: outer.dimensions,
    containerTwenty: container.twenty,
    containerForty: container.forty,
  };
  await tx
    .insert(catalogPackaging)
    .values({ catalogId, ...packaging })
    .onConflictDoUpdate({ target: catalogPackaging.catalogId, set: packaging });
  return writeListingImages(tx, 'catalog', catalogId, images, replacing);
}
