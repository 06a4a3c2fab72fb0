import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settings } from '../../../db/schema.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { contactSettingsUpdateSchema, settingsSchema } from '../../../shared/schemas/settings.js';
import { diffRecords, snapshot } from '../../audit/audit-changes.js';
import { writesChange } from '../../plugins/data-changed.js';
import { getSettings, updateContactSettings } from '../../services/settings.js';

/** The admin's Contact Settings dialog; a change shows on the public pages at once. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'public');

  app.get(
    '/admin/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminGetSettings',
        summary: 'The organisation settings',
        response: { 200: settingsSchema, ...guardedErrorReplies },
      },
    },
    async () => getSettings(app.db),
  );

  app.patch(
    '/admin/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateSettings',
        summary: 'Change the contact e-mail, phone, address or website',
        description: 'Only these four fields; a blank value clears one, an absent one is kept.',
        body: contactSettingsUpdateSchema,
        response: { 200: settingsSchema, 400: errorReplySchema, ...guardedErrorReplies },
      },
    },
    async (request) =>
      app.audited(request, async (tx, audit) => {
        // The one settings row (id 1), created by the first change when it is not there yet.
        const before = await snapshot(tx, settings, 1);
        const updated = await updateContactSettings(tx, request.body);
        const changes = diffRecords(before, await snapshot(tx, settings, 1));
        const target = { kind: 'settings', id: 'contact', label: 'Contact settings' };
        audit.record({ action: 'settings.update', target, changes });
        return updated;
      }),
  );
};
