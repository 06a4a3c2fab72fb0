import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorReplies } from '../../../shared/schemas/error.js';
import { adminStatsSchema } from '../../../shared/schemas/stats.js';
import { adminStats } from '../../services/admin-stats.js';

/** The admin panel's four stat cards (DESIGN §5). */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/stats',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetStats',
        summary: 'Totals for the admin stat cards',
        description:
          'totalHealers (all), totalLocations (districts with an active healer), averageRating (over healers rated above 0, one decimal), totalServices (all).',
        response: { 200: adminStatsSchema, ...guardedErrorReplies },
      },
    },
    async () => adminStats(app.db),
  );
};
