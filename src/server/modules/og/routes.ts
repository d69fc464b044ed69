import { buffer } from 'node:stream/consumers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { photoTag, type ShareKind } from '../../../shared/share/links';
import type { Db } from '../../db/client';
import { listingImages } from '../../db/schema';
import { AppError } from '../../http/errors';
import { getCatalog } from '../catalogs/queries';
import { imageKeys } from '../media/pipeline';
import { sendStored } from '../media/routes';
import { getProduct } from '../products/service';
import { getSupplierDetail } from '../suppliers/service';
import { renderBrandImage, renderOgImage } from './image';

const params = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['catalog', 'product']), file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/i) }),
  z.object({ kind: z.literal('supplier'), file: z.string().regex(/^[\w-]{1,100}\.jpg$/) }),
]);
const year = 'public, max-age=31536000, immutable';

/**
 * The page's subject as its public page shows it (a hidden or missing one throws not found), with
 * the listing whose first photo its preview shows and the address the page named that photo by.
 */
async function subjectOf(db: Db, kind: ShareKind, id: string) {
  if (kind === 'product') {
    const p = await getProduct(db, id);
    return { title: p.title, listing: { kind, id }, photoUrl: p.images[0]?.url };
  }
  if (kind === 'catalog') {
    const c = await getCatalog(db, id);
    return { title: c.title, listing: { kind, id }, photoUrl: c.images[0]?.url };
  }
  // A supplier's page shows its catalogs, then its products: the first of them is its picture.
  const { supplier, catalogs, products } = await getSupplierDetail(db, id);
  const first = catalogs[0] ?? products[0];
  const listing = first && { kind: catalogs[0] ? ('catalog' as const) : ('product' as const), id: first.id };
  return { title: supplier.name, listing, photoUrl: first?.imageUrl ?? undefined };
}

async function firstPhotoKey(db: Db, kind: 'catalog' | 'product', id: string) {
  const [row] = await db
    .select({ key: listingImages.storageKey })
    .from(listingImages)
    .where(eq(kind === 'catalog' ? listingImages.catalogId : listingImages.productId, id))
    .orderBy(asc(listingImages.displayOrder))
    .limit(1);
  return row?.key;
}

const sendJpeg = (reply: FastifyReply, body: Buffer, cacheControl: string) =>
  reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(body);

/**
 * Link-preview images (Open Graph, 1200×630): /og/site.jpg, the brand, and /og/<kind>/<id>.jpg,
 * a listing's or supplier's first photo with the name band. Each is made once per photo and
 * title and stored beside the photo (`<photo key>-og-<tag>.jpg`: the sweeper removes it with the
 * photo); the address's `?v=` names the photo and title, so the current one is cached for a year.
 */
export async function ogRoutes(app: FastifyInstance) {
  const { config, database, storage } = app.deps;
  let brand: Promise<Buffer> | undefined;
  const brandImage = () => {
    brand ??= renderBrandImage(config.appName, "India's B2B marketplace");
    brand.catch(() => {
      brand = undefined;
    });
    return brand;
  };

  app.get('/og/site.jpg', { schema: { hide: true } }, async (_req, reply) =>
    sendJpeg(reply, await brandImage(), 'public, max-age=86400'),
  );

  app.get<{ Params: { kind: string; file: string }; Querystring: { v?: string } }>(
    '/og/:kind/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const parsed = params.safeParse(req.params);
      if (!parsed.success) throw new AppError('not_found', 'common:errors.notFound');
      const { kind, file } = parsed.data;
      const db = database.db;
      const subject = await subjectOf(db, kind, file.slice(0, -'.jpg'.length));
      const key = subject.listing && (await firstPhotoKey(db, subject.listing.kind, subject.listing.id));
      if (!key || !subject.photoUrl) return sendJpeg(reply, await brandImage(), 'public, max-age=3600');
      const tag = photoTag(`${subject.photoUrl}|${subject.title}`);
      // An old address (the photo or title changed since) gets today's image, briefly cached.
      const cacheControl = req.query.v === tag ? year : 'public, max-age=300';
      const ogKey = `${key}-og-${tag}.jpg`;
      const stored = await storage.get(ogKey);
      if (stored) return sendStored(reply, stored, cacheControl);
      const photo = await storage.get(imageKeys(key).image);
      if (!photo) throw new AppError('not_found', 'common:errors.notFound');
      const image = await renderOgImage(await buffer(photo.body), config.appName, subject.title);
      await storage.put(ogKey, image, 'image/jpeg');
      return sendJpeg(reply, image, cacheControl);
    },
  );
}
