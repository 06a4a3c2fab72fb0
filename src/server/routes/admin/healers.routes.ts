import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healers } from '../../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import type { AuditChange } from '../../../shared/schemas/audit.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import {
  adminHealerSchema,
  healerInputSchema,
  healerPatchSchema,
} from '../../../shared/schemas/healer.js';
import { requestedNumberedPage } from '../../../shared/schemas/paging.js';
import { signInCodeSchema } from '../../../shared/schemas/user.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { HttpError } from '../../errors.js';
import { writesChange } from '../../plugins/data-changed.js';
import {
  createHealer,
  deleteHealer,
  findHealerForAdmin,
  healerBatchesForExport,
  listHealersForAdmin,
  pageHealersForAdmin,
  searchHealersForAdmin,
  updateHealer,
} from '../../services/admin-healers.js';
import { assertLeaveWindow } from '../../services/healer-columns.js';
import { SIGN_IN_CODE_DAYS } from '../../services/sign-in-code.js';
import { exportFileName, healersCsvStream } from '../../sheet/csv-export.js';
import { deleteRoute } from './delete-route.js';
import { ADMIN_HEALER_PAGES, adminListQuerySchema } from './list-query.js';

const healerIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
const healerPageSchema = z.object({
  healers: z.array(adminHealerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** A created or re-phoned healer, with the one-time code the admin sees once (code mode). */
const healerWithCodeSchema = adminHealerSchema.extend({ signInCode: signInCodeSchema.optional() });

/** An edit that only shows or hides the listing is named so; any other is an update. */
function healerUpdateAction(changes: readonly AuditChange[]): string {
  const only = changes.length === 1 ? changes[0] : undefined;
  if (only?.field !== 'isActive') return 'healer.update';
  return only.to === 'true' ? 'healer.activate' : 'healer.deactivate';
}

/** The admin's healer management: list, create, update, delete and CSV export (spec §7). */
export const adminHealerRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'healers');
  /** The clinics' day, which the replies' leave is shown as of (decision 070). */
  const today = () => app.clinicToday();

  app.get(
    '/admin/healers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListHealers',
        summary: 'Every healer, active or not, newest first',
        description:
          'Without parameters: the whole list as an array (what the admin panel reads). With `q` only: the matching healers as an array. With `page` or `pageSize`: `{ healers, total, page, pageSize }` (pageSize defaults to 10).',
        querystring: adminListQuerySchema,
        response: {
          200: z.union([z.array(adminHealerSchema), healerPageSchema]),
          400: errorReplySchema,
          ...guardedErrorReplies,
        },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      if (page !== undefined || pageSize !== undefined) {
        const asked = requestedNumberedPage(request.query, ADMIN_HEALER_PAGES);
        return pageHealersForAdmin(app.db, { q, ...asked }, today());
      }
      return q ? searchHealersForAdmin(app.db, q, today()) : listHealersForAdmin(app.db, today());
    },
  );

  app.get(
    '/admin/healers/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminExportHealers',
        summary: 'Every healer as a CSV file',
        description:
          'RFC 4180, UTF-8 with a byte-order mark, formula-safe (cells starting with = + - @ tab or CR get a leading apostrophe), attachment named healers-YYYY-MM-DD.csv (date in TIME_ZONE). No password or hash.',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV text'), ...guardedErrorReplies },
      },
    },
    async (_request, reply) => {
      const csv = healersCsvStream(healerBatchesForExport(app.db, today()));
      const fileName = exportFileName(new Date(), app.env.TIME_ZONE);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // A stream with its content type is piped as it is (the response schema documents the
          // text it carries; Fastify serialises no stream).
          .send(csv as unknown as string)
      );
    },
  );

  app.get(
    '/admin/healers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetHealer',
        summary: 'One healer, active or not',
        description:
          'What the admin previews at /healer/{id}: the healer as the public API shows an active one, hidden ones included, with the private `verificationNote`.',
        params: healerIdParamsSchema,
        response: {
          200: adminHealerSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const healer = await findHealerForAdmin(app.db, request.params.id, today());
      if (!healer) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
      return healer;
    },
  );

  app.post(
    '/admin/healers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateHealer',
        summary: 'Add a healer',
        description: `FIRST_PASSWORD=code (default): the reply holds the healer’s one-time \`signInCode\` (8 digits shown as \`1234 5678\`, valid ${SIGN_IN_CODE_DAYS} days, shown only this once). FIRST_PASSWORD=phone: the password is the phone number. Either way the healer chooses a password at first sign-in. 409 when the phone is already a healer’s.`,
        body: healerInputSchema,
        response: {
          201: healerWithCodeSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const day = today();
      assertLeaveWindow(request.body.leave, day);
      const write = { table: healers, kind: 'healer', action: 'healer.create' } as const;
      const healer = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, { ...write, id: (created) => created.id }, () =>
          createHealer(
            tx,
            request.body,
            app.env.COUNTRY_CODE,
            app.env.FIRST_PASSWORD,
            { kind: 'admin', id: request.session!.subjectId },
            app.signInCodeKey,
            day,
          ),
        ),
      );
      return reply.code(201).send(healer);
    },
  );

  app.patch(
    '/admin/healers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateHealer',
        summary: 'Change a healer',
        description:
          'Only the fields sent change. A new phone also gives a new first sign-in (a one-time `signInCode` in the reply, or the phone as password with FIRST_PASSWORD=phone) and ends the healer’s sessions.',
        params: healerIdParamsSchema,
        body: healerPatchSchema,
        response: {
          200: healerWithCodeSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const day = today();
      assertLeaveWindow(request.body.leave, day);
      const write = { table: healers, kind: 'healer', action: healerUpdateAction, id };
      return app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, write, () =>
          updateHealer(
            tx,
            id,
            request.body,
            app.env.COUNTRY_CODE,
            app.env.FIRST_PASSWORD,
            { kind: 'admin', id: request.session!.subjectId },
            app.signInCodeKey,
            day,
          ),
        ),
      );
    },
  );

  deleteRoute(app, {
    path: '/admin/healers/:id',
    operationId: 'adminDeleteHealer',
    summary: 'Remove a healer and end their sessions',
    write: { table: healers, kind: 'healer', action: 'healer.delete' },
    remove: deleteHealer,
    message: 'Healer deleted successfully',
  });
};
