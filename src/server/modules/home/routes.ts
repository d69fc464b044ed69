import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeDataSchema } from '../../../shared/home/schema';
import { requestLanguage } from '../../http/i18n';
import { getHomeData } from './service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home', { schema: { tags: ['home'], response: { 200: homeDataSchema } } }, async (req, reply) => {
    reply.header('vary', 'accept-language');
    return getHomeData(app.deps.database.db, requestLanguage(req));
  });
};
