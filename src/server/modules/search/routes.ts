import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchQuerySchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '../../../shared/search/schema';
import { requestLanguage } from '../../http/i18n';
import { createTranslationProvider } from '../translation/service';
import { search, suggest } from './service';

/** Typing fires a request every few hundred milliseconds; a person never comes near these. */
const suggestLimit = { rateLimit: { max: 240, timeWindow: '1 minute' } };
const searchLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createTranslationProvider(app.deps.config);

  app.get(
    '/search',
    {
      config: searchLimit,
      schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (req) =>
      search(app.deps.database.db, req.query, provider && { provider, language: requestLanguage(req) }),
  );

  app.get(
    '/search/suggest',
    {
      config: suggestLimit,
      schema: { tags: ['search'], querystring: suggestQuerySchema, response: { 200: suggestionsSchema } },
    },
    async (req) => ({ suggestions: await suggest(app.deps.database.db, req.query.q) }),
  );
};
