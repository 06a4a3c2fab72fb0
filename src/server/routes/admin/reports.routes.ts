import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healerReports } from '../../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { reportListQuerySchema } from '../../../shared/schemas/report-query.js';
import { reportSchema, reportStatusSchema } from '../../../shared/schemas/reports.js';
import { diffRecords, snapshot } from '../../audit/audit-changes.js';
import { HttpError } from '../../errors.js';
import { pageReports, setReportStatus } from '../../services/reports.js';

const reportIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * Patients' reports as the admin works through them (DESIGN §10.1). Private data: no-store (the
 * security plugin), and no public cache to drop, so this group declares no `writesChange`.
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListReports',
        summary: 'Patients’ reports about listings, newest first',
        description:
          '`status` (open, resolved or dismissed; absent: every report), `limit` (1 to 100, 20 when absent) from `offset`. `X-Total-Count` says how many reports there are in that status.',
        querystring: reportListQuerySchema,
        response: { 200: z.array(reportSchema), 400: errorReplySchema, ...guardedErrorReplies },
      },
    },
    async (request, reply) => {
      const { items, total } = await pageReports(app.db, request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  app.patch(
    '/admin/reports/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminSetReportStatus',
        summary: 'Resolve, dismiss or reopen a report',
        params: reportIdParamsSchema,
        body: reportStatusSchema,
        response: {
          200: reportSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const report = await app.audited(request, async (tx, audit) => {
        const before = await snapshot(tx, healerReports, id);
        const updated = await setReportStatus(tx, id, request.body.status);
        if (!updated) throw new HttpError(404, VALIDATION_MESSAGES.reportNotFound);
        // A report has no name of its own: the entry names the healer it is about.
        audit.record({
          action: 'report.status',
          target: { kind: 'report', id, label: updated.healerName },
          changes: diffRecords(before, await snapshot(tx, healerReports, id)),
        });
        return updated;
      });
      app.realtime.reportsUpdated();
      return report;
    },
  );
};
