import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { adminSessionSchema } from '../../../shared/schemas/second-factor.js';
import { HttpError } from '../../errors.js';
import { deleteSessionByPublicId, listSessionsOf } from '../../services/session.js';

/** The admin's signed-in devices (DESIGN §10.4, decision 049). */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sessions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminListSessions',
        summary: 'The admin’s live sessions, most recently used first',
        description:
          '`id` is a random public id of the session, not the cookie token nor its hash; `ip` is the client address at sign-in as the server sees it (TRUST_PROXY); `current` marks the session of this request.',
        response: { 200: z.array(adminSessionSchema), ...guardedErrorReplies },
      },
    },
    async (request) => {
      const session = request.session!;
      return listSessionsOf(app.db, 'admin', session.subjectId, session.id);
    },
  );

  app.delete(
    '/admin/sessions/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminEndSession',
        summary: 'Sign one of the admin’s sessions out',
        description:
          'Its cookie answers 401 from then on. Ending the current session signs this browser out (the cookie is cleared). 404 for an id that is not one of the admin’s live sessions.',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.object({ message: z.string(), current: z.boolean() }),
          ...guardedErrorReplies,
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const publicId = request.params.id;
      const ended = await app.audited(request, async (tx, audit) => {
        const id = await deleteSessionByPublicId(tx, 'admin', session.subjectId, publicId);
        if (!id) throw new HttpError(404, VALIDATION_MESSAGES.sessionNotFound);
        // The public id is all an entry may name: the session's own id is its token's hash.
        audit.record({
          action: 'session.end',
          target: { kind: 'session', id: publicId, label: publicId },
          changes: [],
        });
        return id;
      });
      app.realtime.endSession(ended);
      const current = ended === session.id;
      if (current) await app.signOut(request, reply);
      return { message: 'Signed out', current };
    },
  );
};
