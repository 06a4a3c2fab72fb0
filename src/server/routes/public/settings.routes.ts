import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '../../../shared/schemas/settings.js';
import { replyFromCache } from '../../public-cache/reply.js';
import { getSettings } from '../../services/settings.js';

/** GET /api/settings: the organisation's public contact details, branding and social links. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['public'],
        operationId: 'getSettings',
        summary: 'Public organisation settings',
        response: { 200: publicSettingsSchema },
      },
    },
    (request, reply) =>
      replyFromCache(request, reply, async () => {
        const { updatedAt: _updatedAt, ...visible } = await getSettings(app.db);
        return visible;
      }),
  );
};
