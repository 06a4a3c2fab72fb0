import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { newId } from '../../../db/ids.js';
import { healerReports } from '../../../db/schema.js';
import { REPORT_LIMITS } from '../../../shared/constants/reports.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { reportInputSchema } from '../../../shared/schemas/reports.js';
import { appendAudit } from '../../audit/audit-chain.js';
import { diffRecords, snapshot } from '../../audit/audit-changes.js';
import { HttpError } from '../../errors.js';
import { SYSTEM_ACTOR } from '../../plugins/audit.js';
import { assertReportAllowed } from '../../plugins/rate-limit.js';
import { findActiveHealer } from '../../services/healers.js';
import { createReport } from '../../services/reports.js';

const healerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * A patient reports a listing that is wrong (DESIGN §10.1, decision 047). Anyone may send one,
 * without signing in; nothing about the sender is stored and no cookie is set. Reports are not
 * public data, so the public cache is left as it is.
 */
export const publicReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => app.clinicToday();
  app.post(
    '/healers/:id/reports',
    {
      schema: {
        tags: ['public'],
        operationId: 'reportHealer',
        summary: 'Report a problem with an active healer’s listing',
        description: `\`reason\` is one of closed, moved, phone, timings, other; \`note\` is optional (at most ${REPORT_LIMITS.noteMax} characters). No sign-in and no cookie; nothing about the sender is kept. At most ${REPORT_LIMITS.perHour} reports an hour from one client address (then 429 with Retry-After). \`website\` is a field people never see: a request that fills it is answered 201 and dropped.`,
        params: healerIdParamsSchema,
        body: reportInputSchema,
        response: {
          201: z.object({ id: z.string() }),
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      assertReportAllowed(request);
      const { reason, note, website } = request.body;
      // A bot that filled the hidden field gets what a person would (an id like any other, or the
      // same 404 for a healer not listed), so it learns nothing and has no reason to try again;
      // nothing is stored (decision 058).
      if (website?.trim()) {
        if (!(await findActiveHealer(app.db, request.params.id, today()))) {
          throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
        }
        return reply.code(201).send({ id: newId() });
      }
      const id = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const healer = await findActiveHealer(tx, request.params.id, today());
        if (!healer) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
        const reportId = await createReport(tx, healer.id, { reason, note });
        // Always the system without an address, whatever cookie came along: nothing about the
        // sender is kept (§10.3), so not app.audited, which would name a signed-in caller.
        await appendAudit(tx, app.auditKeys, { actor: SYSTEM_ACTOR, ip: null }, [
          {
            action: 'report.create',
            target: { kind: 'report', id: reportId, label: healer.name },
            changes: diffRecords(undefined, await snapshot(tx, healerReports, reportId)),
          },
        ]);
        return reportId;
      });
      app.realtime.reportsUpdated();
      return reply.code(201).send({ id });
    },
  );
};
