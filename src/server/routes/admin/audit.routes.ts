import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditQuerySchema,
  auditVerifySchema,
} from '../../../shared/schemas/audit.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { verifyAudit } from '../../audit/audit-chain.js';
import { auditBatches, auditCsvStream, pageAudit, seqRange } from '../../audit/audit-query.js';

const FILTERS_TEXT =
  '`targetId`, `actorKind` (admin, healer, system) and `action` match exactly; `from` and `to` are days (`YYYY-MM-DD` in the clinics’ time zone, both included) or ISO times.';

/** The audit trail, read-only (decision 050): its pages, its CSV file and its check. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListAudit',
        summary: 'Who changed what: the audit entries, newest first',
        description: `One entry per write. ${FILTERS_TEXT} Paged by \`limit\` (default 50, at most 200) and \`offset\`; \`X-Total-Count\` is the exact number matching.`,
        querystring: auditQuerySchema,
        response: {
          200: z.array(auditEntrySchema),
          400: errorReplySchema,
          ...guardedErrorReplies,
        },
      },
    },
    async (request, reply) => {
      const { entries, total } = await pageAudit(app.db, request.query, app.env.TIME_ZONE);
      reply.header('x-total-count', String(total));
      return entries;
    },
  );

  app.get(
    '/admin/audit.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminExportAudit',
        summary: 'The audit entries as a CSV file, newest first',
        description: `${FILTERS_TEXT} Streamed; RFC 4180, UTF-8 with a byte-order mark, formula-safe. \`limit\` and \`offset\` are ignored.`,
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV text'),
          400: errorReplySchema,
          ...guardedErrorReplies,
        },
      },
    },
    async (request, reply) => {
      const { limit: _limit, offset: _offset, ...filter } = request.query;
      // The range is the first query: what the database refuses is answered as the JSON twin
      // answers it, before a byte of the file is sent.
      const range = await seqRange(app.db, filter, app.env.TIME_ZONE);
      const csv = auditCsvStream(auditBatches(app.db, filter, range), (error) =>
        request.log.error({ err: error }, 'audit CSV cut off'),
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit.csv"')
          // A stream is piped as it is; the schema documents the text it carries.
          .send(csv as unknown as string)
      );
    },
  );

  app.get(
    '/admin/audit/verify',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminVerifyAudit',
        summary: 'Check that no audit entry was changed or removed',
        description:
          'Recomputes the hash chain. `ok: false` names the first entry that does not match (`brokenId`, `brokenSeq`): an edited entry, or the one after a removed entry; `brokenId` is null when the last entries were removed.',
        response: { 200: auditVerifySchema, ...guardedErrorReplies },
      },
    },
    async () => verifyAudit(app.db, app.auditKeys),
  );
};
