import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { pageOf, seededPageOf } from '../../../shared/domain/paging.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { healerSchema, healerSearchResultSchema } from '../../../shared/schemas/healer.js';
import {
  healerListQuerySchema,
  healerSearchPageQuerySchema,
  healerSearchQuerySchema,
  searchSuggestionsReplySchema,
} from '../../../shared/schemas/search.js';
import { searchDirectoryPage, searchSuggestions } from '../../directory/directory-search.js';
import { assertSearchAllowed } from '../../plugins/search-limit.js';
import { cacheKey, replyFromCache, replyPageFromCache } from '../../public-cache/reply.js';
import { findActiveHealer } from '../../services/healers.js';

const healerListSchema = z.array(healerSchema);
const healerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The public directory: list, search and one healer (spec §7). Active healers only. */
export const publicHealerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healers',
    {
      schema: {
        tags: ['public'],
        operationId: 'listHealers',
        summary: 'Active healers',
        description:
          'Without parameters, every active healer by name. With `limit` (1 to 100), `offset` or `seed`, one page of them (24 when `limit` is absent), in the random order of `seed` when given: the same seed gives the same order, so its pages fit together. A page reply carries `X-Total-Count`, the number of active healers.',
        querystring: healerListQuerySchema,
        response: { 200: healerListSchema, 400: errorReplySchema },
      },
    },
    (request, reply) => {
      const paging = request.query;
      if (paging === undefined) {
        return replyFromCache(request, reply, async () => (await app.directory.current()).healers);
      }
      return replyPageFromCache(request, reply, async () => {
        const all = (await app.directory.current()).healers;
        return paging.seed === undefined
          ? pageOf(all, paging.page)
          : seededPageOf(all, paging.seed, paging.page);
      });
    },
  );

  app.get(
    '/healers/search',
    {
      schema: {
        tags: ['public'],
        operationId: 'searchHealers',
        summary: 'Search active healers',
        description:
          'One page of the matches: `limit` (1 to 100, 24 when absent) from `offset` (at most 10,000); the `X-Total-Count` header says how many match in all. Each parameter is trimmed and dropped when empty; filters combine with AND and a comma list inside one filter with OR. `query` matches name, specialty, services and address words, tolerates typos and knows old place names (Quilon, Trivandrum, ...); its first 5 distinct comma-separated phrases count. `specialty` matches words in any order (`Back pain` finds `Back and joint pain`). In both, a condition is found by any of its English, Malayalam or common names (`നടുവേദന`, `lumbago` and `back pain` find each other). A client sending more new searches than SEARCH_LIMIT_PER_MINUTE (600 by default, a bucket refilled at that rate; one address may be many patients behind a carrier’s NAT) gets 429 with `Retry-After`; a search already cached does not count. `near=lat,lng` orders the matches nearest first and gives each `distanceKm` and `distanceApproximate` (true when measured from the healer’s town, named in `distanceFrom`, because the healer has no pin; `distanceKm` is null, and the healer last, when there is no pin and no known town); `radiusKm` keeps only those that close.',
        querystring: healerSearchPageQuerySchema,
        response: {
          200: z.array(healerSearchResultSchema),
          400: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      // Only a search the cache has not seen costs work, so only those count against the client.
      if (!app.publicCache.has(cacheKey(request))) assertSearchAllowed(request);
      const { filters, page } = request.query;
      return replyPageFromCache(request, reply, async () => {
        const directory = await app.directory.current();
        return app.metrics.timeSearch(() => searchDirectoryPage(directory, filters, page));
      });
    },
  );

  app.get(
    '/healers/search/suggestions',
    {
      schema: {
        tags: ['public'],
        operationId: 'suggestHealerSearches',
        summary: 'Searches to try after one that found nobody',
        description:
          'The same parameters as `searchHealers` (paging aside). When that search finds nobody and its `query` names a place (a district, one of its towns or old names, in English or Malayalam), `suggestions` lists the query’s other words in each neighbouring district (`kind` `district`, with the `district`; the district written in the script the place was typed in) and those words without the place (`withoutPlace`), each with `count`, how many it finds; only those that find someone. Empty when the search finds someone or names no place. Counted like a search against SEARCH_LIMIT_PER_MINUTE.',
        querystring: healerSearchQuerySchema,
        response: {
          200: searchSuggestionsReplySchema,
          400: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      if (!app.publicCache.has(cacheKey(request))) assertSearchAllowed(request);
      return replyFromCache(request, reply, async () => ({
        suggestions: searchSuggestions(await app.directory.current(), request.query),
      }));
    },
  );

  app.get(
    '/healers/:id',
    {
      schema: {
        tags: ['public'],
        operationId: 'getHealer',
        summary: 'One active healer',
        params: healerIdParamsSchema,
        response: { 200: healerSchema, 404: errorReplySchema },
      },
    },
    (request, reply) =>
      replyFromCache(
        request,
        reply,
        // While the database is away, the card as the in-memory directory last read it.
        () =>
          findActiveHealer(app.db, request.params.id, app.clinicToday()).catch((error: unknown) => {
            const known = app.directory.lastKnown(request.params.id);
            if (known && app.databaseAvailability.report(error)) return known;
            throw error;
          }),
        VALIDATION_MESSAGES.healerNotFound,
      ),
  );
};
