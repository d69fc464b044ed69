import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownListQuerySchema } from '../../../shared/catalogs/schema';
import { productDetailsSchema, productSchema, productSummarySchema } from '../../../shared/products/schema';
import { requireSupplier } from '../../http/auth-guard';
import { requestLanguage } from '../../http/i18n';
import { saveRateLimit } from '../catalogs/routes';
import { parseDetails, readUpload, registerUploads } from '../catalogs/upload';
import { hiddenListingReader } from '../listings/visibility';
import { deleteProduct, getProduct, listOwnProducts, saveProduct } from './service';

const idParams = z.object({ id: z.uuid('products:errors.notFound') });

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  const deps = (log: typeof app.log) => ({ db: app.deps.database.db, storage: app.deps.storage, log });

  app.post(
    '/products',
    {
      config: saveRateLimit,
      schema: {
        tags: ['products'],
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (req, reply) => {
      const user = await requireSupplier(req);
      const upload = await readUpload(req);
      const details = parseDetails(productDetailsSchema, upload.details);
      const author = { id: user.id, language: requestLanguage(req) };
      const id = await saveProduct(deps(req.log), author, details, upload.files);
      app.changes.notify('products');
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/products/mine',
    {
      schema: {
        tags: ['products'],
        querystring: ownListQuerySchema,
        response: { 200: z.object({ products: z.array(productSummarySchema) }) },
      },
    },
    async (req) => {
      const user = await requireSupplier(req);
      return { products: await listOwnProducts(app.deps.database.db, user.id, req.query) };
    },
  );

  app.put(
    '/products/:id',
    {
      config: saveRateLimit,
      schema: {
        tags: ['products'],
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    async (req) => {
      const user = await requireSupplier(req);
      const upload = await readUpload(req);
      const details = parseDetails(productDetailsSchema, upload.details);
      const author = { id: user.id, language: requestLanguage(req) };
      const id = await saveProduct(deps(req.log), author, details, upload.files, req.params.id);
      app.changes.notify('products');
      return { id };
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        params: idParams,
        response: { 200: z.object({ product: productSchema }) },
      },
    },
    async (req) => ({
      product: await getProduct(app.deps.database.db, req.params.id, hiddenListingReader(req)),
    }),
  );

  app.delete('/products/:id', { schema: { tags: ['products'], params: idParams } }, async (req, reply) => {
    const user = await requireSupplier(req);
    await deleteProduct(deps(req.log), user.id, req.params.id);
    app.changes.notify('products');
    return reply.status(204).send();
  });
};
