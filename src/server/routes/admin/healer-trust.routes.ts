import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healers } from '../../../db/schema.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { adminHealerSchema } from '../../../shared/schemas/healer.js';
import { verificationInputSchema } from '../../../shared/schemas/verification.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { writesChange } from '../../plugins/data-changed.js';
import { clearVerification, confirmListing, setVerification } from '../../services/healer-trust.js';

const healerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
const errors = {
  400: errorReplySchema,
  ...guardedErrorReplies,
  404: errorReplySchema,
};

/**
 * The admin's trust actions on one healer (DESIGN §10.1, decision 045): record or clear the
 * federation's verification, and confirm the listing with the healer. Each is a healer write,
 * so the public directory and its cache see it before the reply leaves.
 */
export const adminHealerTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'healers');
  const today = () => app.clinicToday();

  app.put(
    '/admin/healers/:id/verification',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminSetHealerVerification',
        summary: 'Record what the federation checked about a healer, and when',
        description:
          '`checks` ⊂ membership, training, identity, clinic-visit (at least one, each once); `checkedOn` is a date no later than today in TIME_ZONE (else 400 `checkedOnFuture`). The optional `note` is private: admin replies carry it as `verificationNote`, public ones never. Replaces any earlier verification.',
        params: healerIdParamsSchema,
        body: verificationInputSchema,
        response: { 200: adminHealerSchema, ...errors },
      },
    },
    (request) => {
      const { id } = request.params;
      const write = { table: healers, kind: 'healer', action: 'healer.verify', id };
      return app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () => setVerification(tx, id, request.body, today())),
      );
    },
  );

  app.delete(
    '/admin/healers/:id/verification',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminClearHealerVerification',
        summary: 'Remove a healer’s verification',
        description: 'Clears the date, the checks and the private note: `verification` is null.',
        params: healerIdParamsSchema,
        response: { 200: adminHealerSchema, ...errors },
      },
    },
    (request) => {
      const { id } = request.params;
      const write = { table: healers, kind: 'healer', action: 'healer.verification-clear', id };
      return app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () => clearVerification(tx, id, today())),
      );
    },
  );

  app.post(
    '/admin/healers/:id/confirm',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminConfirmHealer',
        summary: 'Record that the healer confirmed their details with the federation',
        description:
          'Sets `confirmedOn` to today in TIME_ZONE, as the healer’s own confirmation would. An ordinary PATCH of the healer never confirms.',
        params: healerIdParamsSchema,
        response: {
          200: z.object({ confirmedOn: z.string(), healer: adminHealerSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const write = { table: healers, kind: 'healer', action: 'healer.confirm', id };
      const healer = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () => confirmListing(tx, id, today())),
      );
      return { confirmedOn: healer.confirmedOn ?? today(), healer };
    },
  );
};
