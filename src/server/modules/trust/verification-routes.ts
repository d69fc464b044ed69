import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimSchema,
  gstClaimSchema,
  rcmcClaimSchema,
  verificationStatusSchema,
} from '../../../shared/trust/schema';
import { requireSupplier, requireUser, signedIn, supplierOnly } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { parseDetails, readUpload, registerUploads } from '../catalogs/upload';
import { sendStored } from '../media/routes';
import { refreshTrust } from './refresh';
import {
  claimDocument,
  documentUpload,
  getVerification,
  type NewClaim,
  requireBusiness,
  submitClaim,
} from './verification';

const submitted = { 201: z.object({ claim: claimSchema }) };
const documentParams = z.object({ claimId: z.uuid('common:errors.notFound') });
const fileExtension: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A supplier's GST and council (RCMC) claims, and their private certificates. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await registerUploads(app);

  app.get(
    '/trust/verification',
    { ...supplierOnly, schema: { tags: ['trust'], response: { 200: verificationStatusSchema } } },
    async (req) => getVerification(db, (await requireSupplier(req)).id),
  );

  /** Reads the form, checks it against the business, and replaces the earlier claim of its subject. */
  async function submit(req: FastifyRequest, toClaim: (details: unknown, state: string) => NewClaim) {
    const user = await requireSupplier(req);
    const upload = await readUpload(req, documentUpload);
    const business = await requireBusiness(db, user.id);
    const claim = await submitClaim(
      { db, storage: app.deps.storage, log: req.log },
      business.id,
      toClaim(upload.details, business.state),
      upload.files,
    );
    // A resubmitted approved claim waits again, so the level may drop.
    await refreshTrust(db, business.id);
    app.changes.notify('suppliers');
    return { claim };
  }

  app.post(
    '/trust/verification/gst',
    { ...supplierOnly, schema: { tags: ['trust'], response: submitted } },
    async (req, reply) => {
      const result = await submit(req, (details, state) => ({
        kind: 'gst',
        ...parseDetails(gstClaimSchema(state), details),
      }));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/trust/verification/rcmc',
    { ...supplierOnly, schema: { tags: ['trust'], response: submitted } },
    async (req, reply) => {
      const result = await submit(req, (details) => ({
        kind: 'rcmc',
        ...parseDetails(rcmcClaimSchema, details),
      }));
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/trust/documents/:claimId',
    { ...signedIn, schema: { tags: ['trust'], params: documentParams } },
    async (req, reply) => {
      const user = await requireUser(req);
      const notFound = new AppError('not_found', 'common:errors.notFound');
      const doc = await claimDocument(db, user, req.params.claimId);
      if (!doc) throw notFound;
      const object = await app.deps.storage.get(doc.key);
      if (!object) throw notFound;
      const name = `${doc.kind}-certificate.${fileExtension[doc.type] ?? 'bin'}`;
      reply.header('content-disposition', `inline; filename="${name}"`);
      // Shown in the admin console's frame; nothing in the file may run or load anything.
      reply.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );
      reply.header('x-frame-options', 'SAMEORIGIN');
      // The sniffed type from the claim: the file's key has no extension to tell it.
      return sendStored(reply, { ...object, contentType: doc.type }, 'private, no-store');
    },
  );
};
