import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { services } from '../../../db/schema.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import {
  serviceInputSchema,
  servicePatchSchema,
  serviceSchema,
} from '../../../shared/schemas/service.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { writesChange } from '../../plugins/data-changed.js';
import {
  createService,
  deleteService,
  listServices,
  updateService,
} from '../../services/services-catalogue.js';
import { deleteRoute } from './delete-route.js';

const serviceIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The admin's Manage Services dialog (spec §7). */
export const adminServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  writesChange(app, 'public');

  app.get(
    '/admin/services',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListServices',
        summary: 'Every service, active or not, by name',
        response: { 200: z.array(serviceSchema), ...guardedErrorReplies },
      },
    },
    async () => listServices(app.db),
  );

  app.post(
    '/admin/services',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateService',
        summary: 'Add a service',
        description: '409 when a service of that name (case ignored) exists.',
        body: serviceInputSchema,
        response: {
          201: serviceSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const write = { table: services, kind: 'service', action: 'service.create' } as const;
      const service = await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, { ...write, id: (created) => created.id }, () =>
          createService(tx, request.body),
        ),
      );
      return reply.code(201).send(service);
    },
  );

  app.patch(
    '/admin/services/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminUpdateService',
        summary: 'Change a service’s name, description or active state',
        params: serviceIdParamsSchema,
        body: servicePatchSchema,
        response: {
          200: serviceSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return app.audited(request, (tx, audit) =>
        recordedWrite(
          tx,
          audit,
          { table: services, kind: 'service', action: 'service.update', id },
          () => updateService(tx, id, request.body),
        ),
      );
    },
  );

  deleteRoute(app, {
    path: '/admin/services/:id',
    operationId: 'adminDeleteService',
    summary: 'Remove a service',
    write: { table: services, kind: 'service', action: 'service.delete' },
    remove: deleteService,
    message: 'Service deleted successfully',
  });
};
