import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { type RecordedWrite, recordedWrite } from '../../audit/audit-changes.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const idParamsSchema = z.object({ id: z.string().min(1).max(200) });
const messageSchema = z.object({ message: z.string() });

/** One admin DELETE `path` (`…/:id`): its OpenAPI entry, the removal and its audit entry. */
export interface DeleteRoute {
  path: string;
  operationId: string;
  summary: string;
  /** The audit entry's table, target kind and action; the id is the path's. */
  write: Omit<RecordedWrite<unknown>, 'id'>;
  /** Removes the record; throws a 404 HttpError when there is none. */
  remove: (tx: Db, id: string) => Promise<unknown>;
  /** The reply's `message` once it is gone. */
  message: string;
}

/** Registers an admin delete route: 200 `{ message }`, 404 for an unknown id. */
export function deleteRoute(app: ZodApp, route: DeleteRoute): void {
  app.delete(
    route.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: route.operationId,
        summary: route.summary,
        params: idParamsSchema,
        response: {
          200: messageSchema,
          400: errorReplySchema,
          ...guardedErrorReplies,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.audited(request, (tx, audit) =>
        recordedWrite(tx, audit, { ...route.write, id }, () => route.remove(tx, id)),
      );
      return { message: route.message };
    },
  );
}
