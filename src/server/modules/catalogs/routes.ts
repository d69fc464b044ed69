import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogDetailsSchema,
  catalogSchema,
  catalogSummarySchema,
  ownListQuerySchema,
} from '../../../shared/catalogs/schema';
import { requireSupplier } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/i18n';
import { hiddenListingReader } from '../listings/visibility';
import { getCatalog, listOwnCatalogs } from './queries';
import { deleteCatalog, saveCatalog } from './service';
import { scheduleSweeps } from './sweeper';
import { parseDetails, readUpload, registerUploads } from './upload';

const idParams = z.object({ id: z.uuid('catalog:errors.notFound') });
/** Saving re-encodes up to 9 photos: generous for people, a wall for floods. */
export const saveRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const multipartBody = { consumes: ['multipart/form-data'] };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  scheduleSweeps(app, app.log);
  const deps = (log: typeof app.log) => ({ db: app.deps.database.db, storage: app.deps.storage, log });

  /** Anonymous callers get the spec's own message, not the generic sign-in one. */
  async function requireCatalogAuthor(req: Parameters<typeof requireSupplier>[0]) {
    try {
      return await requireSupplier(req);
    } catch (err) {
      if (err instanceof AppError && err.kind === 'unauthenticated') {
        throw new AppError('unauthenticated', 'catalog:errors.signInRequired');
      }
      throw err;
    }
  }

  app.post(
    '/catalogs',
    {
      config: saveRateLimit,
      schema: { tags: ['catalogs'], ...multipartBody, response: { 201: z.object({ id: z.uuid() }) } },
    },
    async (req, reply) => {
      const user = await requireCatalogAuthor(req);
      const upload = await readUpload(req);
      const details = parseDetails(catalogDetailsSchema, upload.details);
      const author = { id: user.id, language: requestLanguage(req) };
      const id = await saveCatalog(deps(req.log), author, details, upload.files);
      app.changes.notify('catalogs');
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/catalogs/:id',
    {
      config: saveRateLimit,
      schema: {
        tags: ['catalogs'],
        ...multipartBody,
        params: idParams,
        response: { 200: z.object({ id: z.uuid() }) },
      },
    },
    async (req) => {
      const user = await requireCatalogAuthor(req);
      const upload = await readUpload(req);
      const details = parseDetails(catalogDetailsSchema, upload.details);
      const author = { id: user.id, language: requestLanguage(req) };
      const id = await saveCatalog(deps(req.log), author, details, upload.files, req.params.id);
      app.changes.notify('catalogs');
      return { id };
    },
  );

  app.delete('/catalogs/:id', { schema: { tags: ['catalogs'], params: idParams } }, async (req, reply) => {
    const user = await requireSupplier(req);
    await deleteCatalog(deps(req.log), user.id, req.params.id);
    app.changes.notify('catalogs');
    return reply.status(204).send();
  });

  app.get(
    '/catalogs/mine',
    {
      schema: {
        tags: ['catalogs'],
        querystring: ownListQuerySchema,
        response: { 200: z.object({ catalogs: z.array(catalogSummarySchema) }) },
      },
    },
    async (req) => {
      const user = await requireSupplier(req);
      return { catalogs: await listOwnCatalogs(app.deps.database.db, user.id, req.query) };
    },
  );

  app.get(
    '/catalogs/:id',
    {
      schema: {
        tags: ['catalogs'],
        params: idParams,
        response: { 200: z.object({ catalog: catalogSchema }) },
      },
    },
    async (req) => ({
      catalog: await getCatalog(app.deps.database.db, req.params.id, hiddenListingReader(req)),
    }),
  );
};
