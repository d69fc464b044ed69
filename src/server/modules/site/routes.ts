import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '../../../shared/site/schema';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appName, publicUrl, legalEmail, privacyEmail } = app.deps.config;
  app.get('/site', { schema: { tags: ['site'], response: { 200: siteInfoSchema } } }, async () => ({
    appName,
    publicUrl,
    legalEmail,
    privacyEmail,
  }));
};
