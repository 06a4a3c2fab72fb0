import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStatsSchema } from '../../../shared/schemas/stats.js';
import { replyFromCache } from '../../public-cache/reply.js';
import { publicStats } from '../../services/stats.js';

/** GET /api/stats: active healers and the districts that have one. */
export const publicStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['public'],
        operationId: 'getStats',
        summary: 'Counts shown on the home page',
        response: { 200: publicStatsSchema },
      },
    },
    (request, reply) => replyFromCache(request, reply, () => publicStats(app.db)),
  );
};
