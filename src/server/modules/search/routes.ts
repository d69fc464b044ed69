import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchQuerySchema,
  searchResultsSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '../../../shared/search/schema';
import { changeTopics } from '../../http/changes';
import { requestLanguage } from '../../http/i18n';
import { readCache } from '../../http/read-cache';
import { createTranslationProvider } from '../translation/service';
import { search, searchLocations, suggest } from './service';

/** Typing fires a request every few hundred milliseconds; a person never comes near these. */
const suggestLimit = { rateLimit: { max: 240, timeWindow: '1 minute' } };
const searchLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createTranslationProvider(app.deps.config);
  // One list for every query: read once, again after a listing or supplier changes (on any instance).
  const locations = readCache(10 * 60_000, () => searchLocations(app.deps.database.db));
  for (const topic of changeTopics) app.changes.on(topic, locations.invalidate);

  app.get(
    '/search',
    {
      config: searchLimit,
      schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (req) => ({
      ...(await search(
        app.deps.database.db,
        req.query,
        provider && { provider, language: requestLanguage(req) },
      )),
      locations: await locations.get(),
    }),
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
