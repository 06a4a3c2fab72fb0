import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorReplies } from '../../../shared/schemas/error.js';
import { reportSchema } from '../../../shared/schemas/reports.js';
import { HEALER_OPEN_REPORTS_MAX, openReportsOf } from '../../services/reports.js';

/** What patients reported about the signed-in healer's listing, so they can correct it. */
export const healerReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healer/reports',
    {
      onRequest: app.requireHealer,
      schema: {
        tags: ['healer'],
        operationId: 'healerListOpenReports',
        summary: 'Open reports about the signed-in healer’s listing, newest first',
        description: `At most the newest ${HEALER_OPEN_REPORTS_MAX}. Resolved and dismissed reports are not listed.`,
        response: { 200: z.array(reportSchema), ...guardedErrorReplies },
      },
    },
    (request) => openReportsOf(app.db, request.session!.subjectId),
  );
};
