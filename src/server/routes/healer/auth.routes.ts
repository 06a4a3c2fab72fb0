import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  FILL_ALL_FIELDS_MESSAGE,
  healerLoginSchema,
} from '../../../shared/schemas/auth.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { healerSchema } from '../../../shared/schemas/healer.js';
import { refuseIfThrottled } from '../../plugins/rate-limit.js';
import { toApiHealer } from '../../services/admin-healers.js';
import {
  authenticateHealer,
  changeHealerPassword,
  findHealerRow,
} from '../../services/healer-account.js';

export const INVALID_HEALER_LOGIN = 'Invalid phone number or password';
const THROTTLE_SCOPE = 'healer';

const messageSchema = z.object({ message: z.string() });
const loginReplySchema = z.object({
  message: z.string(),
  healer: healerSchema,
  mustChangePassword: z.boolean(),
});
const statusReplySchema = z.object({
  isAuthenticated: z.boolean(),
  healer: healerSchema.optional(),
  mustChangePassword: z.boolean().optional(),
});

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value === '');

/** Healer sign-in, status, sign-out and password change (spec §7, DESIGN §5). */
export const healerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/healer/login',
    {
      schema: {
        tags: ['healer'],
        summary: 'Sign in with phone and password',
        description:
          'Starts a new session (HttpOnly cookie). `mustChangePassword` is true while the password is still the phone number: until it is changed, every healer route but change-password, status and logout answers 403. Failed attempts are limited per client and per phone (429 with Retry-After).',
        body: healerLoginSchema,
        response: {
          200: loginReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { phone, password } = request.body;
      if (refuseIfThrottled(request, reply, THROTTLE_SCOPE, phone)) return reply;
      const healer = await authenticateHealer(app.db, phone, password, app.env.COUNTRY_CODE);
      if (!healer) {
        app.loginThrottle.recordFailure(THROTTLE_SCOPE, phone, request.ip);
        return reply.code(401).send({ message: INVALID_HEALER_LOGIN });
      }
      app.loginThrottle.recordSuccess(THROTTLE_SCOPE, phone, request.ip);
      await app.signIn(request, reply, 'healer', healer.id);
      return {
        message: 'Logged in successfully',
        healer: toApiHealer(healer),
        mustChangePassword: healer.mustChangePassword,
      };
    },
  );

  app.get(
    '/healer/status',
    {
      schema: {
        tags: ['healer'],
        summary: 'Whether a healer is signed in, and who',
        response: { 200: statusReplySchema },
      },
    },
    async (request) => {
      const session = request.session;
      if (session?.kind !== 'healer') return { isAuthenticated: false };
      const healer = await findHealerRow(app.db, session.subjectId);
      if (!healer) return { isAuthenticated: false };
      return {
        isAuthenticated: true,
        healer: toApiHealer(healer),
        mustChangePassword: healer.mustChangePassword,
      };
    },
  );

  app.post(
    '/healer/logout',
    {
      schema: {
        tags: ['healer'],
        summary: 'Sign out (ends the session on the server)',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await app.signOut(request, reply);
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/healer/change-password',
    {
      // Signed-in first (401 before 400), then the form's rule: an empty field is 'Please fill
      // in all fields', ahead of the schema's messages.
      onRequest: app.requireHealerSession,
      preValidation: async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const blank = (['currentPassword', 'newPassword'] as const).filter((field) =>
          isBlank(typeof body === 'object' ? body[field] : undefined),
        );
        if (blank.length > 0) {
          const errors = blank.map((path) => ({ path, message: FILL_ALL_FIELDS_MESSAGE }));
          return reply.code(400).send({ message: FILL_ALL_FIELDS_MESSAGE, errors });
        }
      },
      schema: {
        tags: ['healer'],
        summary: 'Change the signed-in healer’s password',
        description:
          'Needs the current password. The new one has at least 6 characters and is not the phone number. Ends the healer’s other sessions and lifts the first-sign-in rule.',
        body: changePasswordSchema,
        response: {
          200: messageSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      await changeHealerPassword(app.db, session.subjectId, session.id, request.body);
      return { message: 'Password changed successfully' };
    },
  );
};
