import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorReplies } from '../../../shared/schemas/error.js';
import { healerInsightsSchema } from '../../../shared/schemas/insights.js';
import { healerInsights } from '../../insights/insights-read.js';

/** The signed-in healer's own counts (DESIGN §10.5): the last 30 days up to today. */
export const healerInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healer/insights',
    {
      onRequest: app.requireHealer,
      schema: {
        tags: ['healer'],
        operationId: 'healerGetInsights',
        summary: 'My profile views and booking starts, last 30 days',
        description:
          'Totals and every day (YYYY-MM-DD in TIME_ZONE, zero when nothing happened) of the 30 days up to today: profile views, WhatsApp booking messages started, calls, directions and shares.',
        response: { 200: healerInsightsSchema, ...guardedErrorReplies },
      },
    },
    async (request, reply) => {
      await app.insights.counter.flush();
      reply.header('cache-control', 'no-store');
      const today = app.clinicToday();
      return healerInsights(app.db, request.session!.subjectId, today);
    },
  );
};
