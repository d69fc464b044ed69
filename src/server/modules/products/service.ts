import { randomUUID } from 'node:crypto';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { productImagePrefix } from '../../../shared/catalogs/constants';
import type { OwnListQuery } from '../../../shared/catalogs/schema';
import type { ProductDetails, ProductSummary } from '../../../shared/products/schema';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { processAll, removeFiles, savePrefix, storeAll } from '../catalogs/image-set';
import { containsPattern, sortOrder } from '../catalogs/queries';
import type { SaveDeps } from '../catalogs/service';
import type { UploadedFile } from '../catalogs/upload';

/** Saves a product and its photos like a catalog: files first, rows in one transaction. */
export async function createProduct(
  deps: SaveDeps,
  userId: string,
  d: ProductDetails,
  files: UploadedFile[],
): Promise<string> {
  const id = randomUUID();
  const images = await processAll(files);
  const prefix = savePrefix(productImagePrefix, id, Date.now());
  const stored = await storeAll(deps.storage, prefix, images, deps.log, 'products:errors.saveFailed');
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(products).values({
        id,
        userId,
        title: d.title,
        description: d.description,
        category: d.category,
        priceMin: String(d.price.min),
        priceMax: String(d.price.max),
        moq: d.moq,
      });
      await tx.insert(productImages).values(
        stored.map((img) => ({
          productId: id,
          imageUrl: img.imageUrl,
          thumbUrl: img.thumbUrl,
          displayUrl: img.displayUrl,
          width: img.width,
          height: img.height,
          signature: img.signature,
          storageKey: img.storageKey,
          displayOrder: img.displayOrder,
        })),
      );
    });
  } catch (err) {
    await removeFiles(deps.storage, prefix, deps.log);
    deps.log.error({ err }, 'saving product failed');
    throw new AppError('unavailable', 'products:errors.saveFailed');
  }
  return id;
}

export async function deleteProduct(deps: SaveDeps, userId: string, id: string) {
  const [row] = await deps.db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.userId, userId)))
    .returning({ id: products.id });
  if (!row) throw new AppError('not_found', 'products:errors.notFound');
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
      // Qualified by hand: drizzle leaves columns unqualified in a one-table select.
      thumbUrl: sql<
        string | null
      >`(select i.thumb_url from ${productImages} i where i.product_id = ${products}.id order by i.display_order limit 1)`,
      imageCount: sql<number>`(select count(*) from ${productImages} i where i.product_id = ${products}.id)::int`,
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
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category as ProductSummary['category'],
    price: { min: Number(p.priceMin), max: Number(p.priceMax) },
    moq: p.moq,
    thumbUrl,
    imageCount: Number(imageCount),
    createdAt: p.createdAt.toISOString(),
  }));
}
