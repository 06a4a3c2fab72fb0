import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { healerSchema, healerSearchResultSchema } from '../../../shared/schemas/healer.js';
import { healerSearchQuerySchema } from '../../../shared/schemas/search.js';
import { replyFromCache } from '../../public-cache/reply.js';
import { searchHealers } from '../../services/healer-search.js';
import { findActiveHealer, listActiveHealers } from '../../services/healers.js';

const healerListSchema = z.array(healerSchema);
const healerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

const HEALER_NOT_FOUND = 'Healer not found';

/** The public directory: list, search and one healer (spec §7). Active healers only. */
export const publicHealerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healers',
    {
      schema: {
        tags: ['public'],
        summary: 'Active healers',
        response: { 200: healerListSchema },
      },
    },
    (request, reply) => replyFromCache(request, reply, () => listActiveHealers(app.directory)),
  );

  app.get(
    '/healers/search',
    {
      schema: {
        tags: ['public'],
        summary: 'Search active healers',
        description:
          'Each parameter is trimmed and dropped when empty; filters combine with AND and a comma list inside one filter with OR. `query` matches name, specialty, services and address words, tolerates typos and knows old place names (Quilon, Trivandrum, ...). `near=lat,lng` orders the matches nearest first and gives each `distanceKm` and `distanceApproximate` (true when measured from the district centre because the healer has no pin); `radiusKm` keeps only those that close.',
        querystring: healerSearchQuerySchema,
        response: { 200: z.array(healerSearchResultSchema), 400: errorReplySchema },
      },
    },
    (request, reply) =>
      replyFromCache(request, reply, () => searchHealers(app.directory, request.query)),
  );

  app.get(
    '/healers/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'One active healer',
        params: healerIdParamsSchema,
        response: { 200: healerSchema, 404: errorReplySchema },
      },
    },
    (request, reply) =>
      replyFromCache(
        request,
        reply,
        () => findActiveHealer(app.db, request.params.id),
        HEALER_NOT_FOUND,
      ),
  );
};
