import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { contactSettingsUpdateSchema, settingsSchema } from '../../../shared/schemas/settings.js';
import { writesChange } from '../../plugins/data-changed.js';
import { getSettings, updateContactSettings } from '../../services/settings.js';

/** The admin's Contact Settings dialog; a change shows on the public pages at once. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'public');

  app.get(
    '/admin/settings',
    {
      preHandler: app.requireAdmin,
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
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateSettings',
        summary: 'Change the contact e-mail, phone, address or website',
        description: 'Only these four fields; a blank value clears one, an absent one is kept.',
        body: contactSettingsUpdateSchema,
        response: { 200: settingsSchema, 400: errorReplySchema, ...guardedErrorReplies },
      },
    },
    async (request) => {
      const settings = await updateContactSettings(app.db, request.body);
      return settings;
    },
  );
};
