import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INSIGHT_LIMITS } from '../../../shared/constants/insights.js';
import { daysFrom } from '../../../shared/domain/dates.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import {
  addDays,
  adminInsightsSchema,
  insightsRangeQuerySchema,
} from '../../../shared/schemas/insights.js';
import { adminInsights } from '../../insights/insights-read.js';

/** The admin's insights (DESIGN §10.5): counts of a date range, both days included. */
export const adminInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/insights',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetInsights',
        summary: 'Profile views, booking starts and empty searches over a date range',
        description: `\`from\` and \`to\` are dates (YYYY-MM-DD in TIME_ZONE, from 2000-01-01 to 2100-12-31, else 400 \`dateRange\`), both included, at most ${INSIGHT_LIMITS.rangeMaxDays} days apart; by default the last ${INSIGHT_LIMITS.defaultDays} days up to today (a missing \`from\` is ${INSIGHT_LIMITS.defaultDays - 1} days before \`to\`, a missing \`to\` today). \`daily\` has every day of the range, zero when nothing happened. \`topHealers\`: the ${INSIGHT_LIMITS.healersListed} most viewed (then most booking starts); \`leastViewed\`: the ${INSIGHT_LIMITS.healersListed} active healers viewed least (zero included); \`emptySearches\`: the ${INSIGHT_LIMITS.emptySearchesListed} commonest searches that showed no healer, by normalised words and district filter (null: none), of the last ${INSIGHT_LIMITS.emptySearchKeepDays} days only (older ones are deleted); \`otherEmptySearches\`: the empty searches of days that already held ${INSIGHT_LIMITS.emptySearchDistinctPerDay} distinct ones, summed.`,
        querystring: insightsRangeQuerySchema,
        response: { 200: adminInsightsSchema, 400: errorReplySchema, ...guardedErrorReplies },
      },
    },
    async (request, reply) => {
      const today = app.clinicToday();
      const to =
        request.query.to ?? (request.query.from ? clampTo(request.query.from, today) : today);
      const from = request.query.from ?? addDays(to, 1 - INSIGHT_LIMITS.defaultDays);
      // This instance's own counts are written first, so what was just sent here shows at once.
      await app.insights.counter.flush();
      reply.header('cache-control', 'no-store');
      return adminInsights(app.db, from, to);
    },
  );
};

/** `to` for a `from` alone: today, or the range's longest end when today is further. */
function clampTo(from: string, today: string): string {
  // In days, not as text: a year past 9999 is written '+010000-…', which sorts before '2026'.
  const days = daysFrom(from, today);
  if (days < 0) return from;
  return days >= INSIGHT_LIMITS.rangeMaxDays
    ? addDays(from, INSIGHT_LIMITS.rangeMaxDays - 1)
    : today;
}
