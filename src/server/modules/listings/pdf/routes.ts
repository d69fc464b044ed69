import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageCodes } from '../../../../shared/i18n/languages';
import { translatorForLanguage } from '../../../http/i18n';
import { listingSheetSource, type PdfSource, sourceTag, supplierCatalogSource } from './data';
import { pdfPhoto } from './photos';
import { renderCatalogPdf, renderSheetPdf } from './render';

/** The labels' language; the supplier's own by default (a buyer may ask for English). */
const querystring = z.object({ lang: z.enum(languageCodes, 'pdf:errors.language').optional() });
/** Drawing a PDF is CPU work: a caller gets a few a minute (a cached answer costs nothing). */
const config = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Part of the ETag: a change in how documents are drawn makes every cached one stale. */
const layoutVersion = '1';

/** 'Ravi Textiles' → 'ravi-textiles' (an ASCII file name; the full name goes in filename*). */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export const listingPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage, config: appConfig } = app.deps;

  async function send(
    req: FastifyRequest,
    lang: string | undefined,
    reply: FastifyReply,
    source: PdfSource,
    render: typeof renderCatalogPdf,
    name: string,
  ) {
    const language = lang ?? source.language ?? 'en';
    const etag = sourceTag(source, language, layoutVersion);
    reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    const t = translatorForLanguage(language);
    const pdf = await render(source, {
      t: (key, values) => t(key, values),
      language,
      siteUrl: appConfig.publicUrl,
      photo: (key, edge) => pdfPhoto(storage, key, edge),
    });
    const file = `${slug(name) || 'tradesetu'}.pdf`;
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
      )
      .send(pdf);
  }

  const schema = (id: z.ZodType<string>) => ({ tags: ['listings'], params: z.object({ id }), querystring });

  app.get(
    '/suppliers/:id/catalog.pdf',
    { config, schema: schema(z.string().max(100, 'directory:errors.supplierNotFound')) },
    async (req, reply) => {
      const source = await supplierCatalogSource(db, req.params.id);
      const t = translatorForLanguage(req.query.lang ?? source.language);
      return send(
        req,
        req.query.lang,
        reply,
        source,
        renderCatalogPdf,
        `${source.supplier.name} ${t('pdf:catalogTitle')}`,
      );
    },
  );

  const notFound = { catalog: 'catalog:errors.notFound', product: 'products:errors.notFound' };
  for (const kind of ['catalog', 'product'] as const)
    app.get(
      `/${kind}s/:id/sheet.pdf`,
      { config, schema: schema(z.uuid(notFound[kind])) },
      async (req, reply) => {
        const source = await listingSheetSource(db, kind, req.params.id);
        return send(
          req,
          req.query.lang,
          reply,
          source,
          renderSheetPdf,
          source.listings[0]?.listing.title ?? kind,
        );
      },
    );
};
