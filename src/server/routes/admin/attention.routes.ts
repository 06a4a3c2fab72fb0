import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healers } from '../../../db/schema.js';
import { ATTENTION_REASONS } from '../../../shared/constants/attention.js';
import {
  attentionPageSchema,
  attentionQuerySchema,
  remindedReplySchema,
} from '../../../shared/schemas/attention.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { attentionPage, markReminded } from '../../services/attention.js';

const healerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The admin's "Needs attention" list and its "reminder sent" tick (DESIGN §10.1, decision 048). */
export const adminAttentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/attention',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListAttention',
        summary: 'Active healers whose listing needs attention, with the reasons',
        description: `Active healers with at least one reason (${ATTENTION_REASONS.join(', ')}); with \`reason\`, those having it. Most reasons first, then by name and id. \`limit\` 1 to 100 (20 when absent) from \`offset\`; \`total\` (also \`X-Total-Count\`) counts the healers listed, \`all\` those with any reason and \`counts\` those with each reason, whatever the filter. not-confirmed: no confirmation or one older than 180 days; verification-due: no verification or one older than 365 days (days in TIME_ZONE); code-expired: a one-time code was issued, has not signed in and has expired; no-timings: no day open with a morning or evening whose two times are set.`,
        querystring: attentionQuerySchema,
        response: {
          200: attentionPageSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
        },
      },
    },
    async (request, reply) => {
      const page = await attentionPage(app.db, request.query, app.env.TIME_ZONE);
      reply.header('x-total-count', String(page.total));
      return page;
    },
  );

  app.post(
    '/admin/healers/:id/reminded',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminMarkReminded',
        summary: 'Record that a reminder was sent to a healer now',
        description:
          'The "sent" tick of the attention list: the time is kept on the healer and shown beside them. 404 for an unknown id.',
        params: healerIdParamsSchema,
        response: {
          200: remindedReplySchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const write = { table: healers, kind: 'healer', action: 'healer.reminded', id };
      return app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () => markReminded(tx, id)),
      );
    },
  );
};
