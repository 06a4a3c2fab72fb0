import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { adminLoginSchema } from '../../../shared/schemas/auth.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { HttpError } from '../../errors.js';
import { assertNotThrottled } from '../../plugins/rate-limit.js';
import {
  adminHasCustomCredentials,
  adminThrottleKey,
  authenticateAdmin,
  markAdminSignedOut,
} from '../../services/admin-account.js';

export const INVALID_ADMIN_LOGIN = VALIDATION_MESSAGES.invalidCredentials;
const THROTTLE_SCOPE = 'admin';

const messageSchema = z.object({ message: z.string() });

/** Admin sign-in, status and sign-out (DESIGN §5). The admin is created at start by main.ts. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/status',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetStatus',
        summary: 'Whether an admin is signed in',
        description:
          'Signed out, also whether the admin has replaced the initial password: until then the sign-in page says that the identifier is "admin" (decision 041).',
        response: {
          200: z.object({
            isAuthenticated: z.boolean(),
            hasCustomCredentials: z.boolean().optional(),
          }),
        },
      },
    },
    async (request) =>
      request.session?.kind === 'admin'
        ? { isAuthenticated: true }
        : { isAuthenticated: false, hasCustomCredentials: await adminHasCustomCredentials(app.db) },
  );

  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminLogin',
        summary: 'Sign in with "admin", the admin e-mail or phone, and the password',
        description:
          'Starts a new session (HttpOnly cookie). Failed attempts are limited per client and per account, whichever identifier or phone spelling names it (429 with Retry-After).',
        body: adminLoginSchema,
        response: {
          200: z.object({ message: z.string(), isAuthenticated: z.literal(true) }),
          400: errorReplySchema,
          401: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const account = await adminThrottleKey(app.db, identifier, app.env.COUNTRY_CODE);
      assertNotThrottled(request, THROTTLE_SCOPE, account);
      const admin = await authenticateAdmin(app.db, identifier, password);
      if (!admin) {
        app.loginThrottle.recordFailure(THROTTLE_SCOPE, account, request.ip);
        throw new HttpError(401, INVALID_ADMIN_LOGIN);
      }
      app.loginThrottle.recordSuccess(THROTTLE_SCOPE, account, request.ip);
      await app.signIn(request, reply, 'admin', admin.id);
      return { message: 'Logged in successfully', isAuthenticated: true as const };
    },
  );

  app.post(
    '/admin/logout',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminLogout',
        summary: 'Sign out (ends the session on the server)',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (session?.kind === 'admin') {
        await markAdminSignedOut(app.db, session.subjectId);
        app.realtime.endSession(session.id);
      }
      await app.signOut(request, reply);
      return { message: 'Logged out successfully' };
    },
  );
};
