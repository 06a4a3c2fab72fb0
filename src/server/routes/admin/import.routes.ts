import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { demoDataSchema, importReportSchema } from '../../../shared/schemas/healer-import.js';
import { demoRemovalEntries, importEntries } from '../../audit/bulk-entries.js';
import { HttpError } from '../../errors.js';
import { dataChanged } from '../../plugins/data-changed.js';
import { demoDataLeft, removeDemoData } from '../../services/demo-data.js';
import { applyImport, planImport } from '../../sheet/healer-import.js';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type Sheet } from '../../sheet/healer-import-file.js';
import { readSheet } from '../../sheet/read-sheet.js';

const importQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).optional(),
  /** 'true' imports the rows without errors and leaves the others out (decision 068). */
  goodRowsOnly: z.enum(['true', 'false']).optional(),
});
const refusedImportSchema = importReportSchema.extend({
  message: z.string(),
  key: z.literal('importRowErrors'),
});

/** The uploaded sheet (multipart field `file`), read into text cells; 400/413 with a message. */
async function uploadedSheet(request: FastifyRequest): Promise<Sheet> {
  if (!request.isMultipart()) throw new HttpError(400, IMPORT_MESSAGES.noFile);
  let buffer: Buffer;
  let fileName: string;
  try {
    const file = await request.file({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 10, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });
    if (file?.fieldname !== 'file') throw new HttpError(400, IMPORT_MESSAGES.noFile);
    fileName = file.filename;
    buffer = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
    }
    // Busboy reports malformed bodies (bad boundary, truncated part) as plain errors.
    throw new HttpError(400, IMPORT_MESSAGES.noFile);
  }
  return readSheet(buffer, fileName);
}

/**
 * Bulk onboarding (DESIGN §9.4): the spreadsheet import and the removal of the demo data. Unlike
 * the other admin groups this one does not declare `writesChange`: a dry run, an import of
 * unchanged rows and a removal with nothing left are successful POSTs and DELETEs that change
 * nothing, so each handler says when it did change data.
 */
export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/healers/import',
    {
      onRequest: app.requireAdmin,
      config: {
        upload: { field: 'file', description: 'A .csv (UTF-8) or .xlsx sheet, at most 5 MB' },
      },
      schema: {
        tags: ['admin'],
        operationId: 'adminImportHealers',
        summary: 'Import healers from a spreadsheet',
        description:
          'multipart/form-data with one `.csv` (UTF-8) or `.xlsx` file in the field `file`, at most 5 MB and 10,000 rows, with the export’s columns (headers matched case-insensitively; Mobile, Pin and a few other names accepted). Rows are matched to healers by phone (the number it denotes). `dryRun=true` writes nothing. Otherwise all rows are written in one transaction, or none: 400 with the rows when any has an error, unless `goodRowsOnly=true`, which writes the rows without errors in one transaction (or none of them) and leaves the others out. When rows have errors, `rejectedSheet` holds them as CSV with an Errors column. New healers get one-time sign-in codes, listed once in `invitations`.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          200: importReportSchema,
          400: z.union([refusedImportSchema, errorReplySchema]),
          ...guardedErrorReplies,
          409: errorReplySchema,
          413: errorReplySchema,
        },
      },
    },
    async (request) => {
      const sheet = await uploadedSheet(request);
      const plan = await planImport(app.db, sheet, app.env.COUNTRY_CODE, app.clinicToday());
      if (request.query.dryRun === 'true') return plan.report;
      if (plan.report.errors > 0 && request.query.goodRowsOnly !== 'true') {
        const message = `${plan.report.errors} of ${plan.report.rows.length} rows have errors; nothing was imported`;
        // The counts are in the English; the key names the refusal for a translation without them.
        throw new HttpError(400, message, { ...plan.report, key: 'importRowErrors' });
      }
      const append = app.auditAppender(request);
      const invitations = await applyImport(app.db, plan, {
        mode: app.env.FIRST_PASSWORD,
        key: app.signInCodeKey,
        countryCode: app.env.COUNTRY_CODE,
        publicUrl: app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
        timeZone: app.env.TIME_ZONE,
        onWritten: (tx, written) => append(tx, importEntries(written)),
      });
      if (plan.creates.length + plan.updates.length > 0) await dataChanged(app, 'healers');
      return { ...plan.report, invitations };
    },
  );

  app.get(
    '/admin/demo-data',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetDemoData',
        summary: 'How much demo data is left',
        response: { 200: demoDataSchema, ...guardedErrorReplies },
      },
    },
    async () => demoDataLeft(app.db),
  );

  app.delete(
    '/admin/demo-data',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminDeleteDemoData',
        summary: 'Remove every demo record',
        description:
          'Deletes the healers and team members the demo seed created and resets its contact settings, in one transaction; `removed` counts the records.',
        response: { 200: z.object({ removed: z.number().int() }), ...guardedErrorReplies },
      },
    },
    async (request) => {
      const append = app.auditAppender(request);
      const removed = await removeDemoData(app.db, (tx, gone) =>
        append(tx, demoRemovalEntries(gone)),
      );
      if (removed > 0) await dataChanged(app, 'healers');
      return { removed };
    },
  );
};
