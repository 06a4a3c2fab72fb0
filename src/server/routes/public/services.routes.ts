import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceNameSchema } from '../../../shared/schemas/service.js';
import { replyFromCache } from '../../public-cache/reply.js';
import { listServiceNames } from '../../services/services-catalogue.js';

/** GET /api/service-names: the services' Malayalam names, for the Malayalam interface. */
export const publicServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-names',
    {
      schema: {
        tags: ['public'],
        operationId: 'listServiceNames',
        summary: 'Malayalam names and descriptions of the services that have them',
        response: { 200: z.array(serviceNameSchema) },
      },
    },
    (request, reply) => replyFromCache(request, reply, () => listServiceNames(app.db)),
  );
};
