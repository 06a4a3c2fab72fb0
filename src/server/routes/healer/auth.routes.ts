import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toHealerDto } from '../../../db/mappers.js';
import { healers } from '../../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import {
  changePasswordSchema,
  FILL_ALL_FIELDS_MESSAGE,
  healerLoginSchema,
} from '../../../shared/schemas/auth.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { healerSchema } from '../../../shared/schemas/healer.js';
import { recordedWrite } from '../../audit/audit-changes.js';
import { HttpError } from '../../errors.js';
import { assertNotThrottled, identifierKey } from '../../plugins/rate-limit.js';
import {
  authenticateHealer,
  CURRENT_PASSWORD_INCORRECT,
  changeHealerPassword,
  findHealerRow,
  healerIdForPhone,
  SIGN_IN_CODE_VOID,
} from '../../services/healer-account.js';
import { recordHealerSignIn } from '../../services/healer-trust.js';

export const INVALID_HEALER_LOGIN = VALIDATION_MESSAGES.invalidHealerLogin;
const THROTTLE_SCOPE = 'healer';
const PASSWORD_CHECK_SCOPE = 'healer-password-check';

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
        operationId: 'healerLogin',
        summary: 'Sign in with phone and password',
        description:
          'Starts a new session (HttpOnly cookie). The password is the healer’s own, or (FIRST_PASSWORD=code, the default) the one-time sign-in code the admin sent, with or without its space; the phone number is never accepted then. A code signs in once, and 20 wrong tries from any address make it void (401 with its own message; the admin issues a new one). `mustChangePassword` is true until the healer has chosen a password: until then every healer route but change-password, status and logout answers 403. Failed attempts are limited per client and per account, however its phone is written (429 with Retry-After).',
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
      const { COUNTRY_CODE, FIRST_PASSWORD } = app.env;
      // Failures count per account, however its phone was written (decision 012).
      const accountId = await healerIdForPhone(app.db, phone, COUNTRY_CODE);
      const account = accountId ? `healer:${accountId}` : identifierKey(phone, COUNTRY_CODE);
      assertNotThrottled(request, THROTTLE_SCOPE, account);
      const signIn = await authenticateHealer(
        app.db,
        phone,
        password,
        COUNTRY_CODE,
        FIRST_PASSWORD,
        app.signInCodeKey,
      );
      if ('refused' in signIn) {
        app.loginThrottle.recordFailure(THROTTLE_SCOPE, account, request.ip);
        throw new HttpError(
          401,
          signIn.refused === 'code-void' ? SIGN_IN_CODE_VOID : INVALID_HEALER_LOGIN,
        );
      }
      const { healer } = signIn;
      app.loginThrottle.recordSuccess(THROTTLE_SCOPE, account, request.ip);
      await app.signIn(request, reply, 'healer', healer.id);
      // Password and one-time code alike end here: "Needs attention" reads when (DESIGN §10.1).
      await recordHealerSignIn(app.db, healer.id);
      return {
        message: 'Logged in successfully',
        healer: toHealerDto(healer, app.clinicToday()),
        mustChangePassword: healer.mustChangePassword,
      };
    },
  );

  app.get(
    '/healer/status',
    {
      schema: {
        tags: ['healer'],
        operationId: 'healerGetStatus',
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
        healer: toHealerDto(healer, app.clinicToday()),
        mustChangePassword: healer.mustChangePassword,
      };
    },
  );

  app.post(
    '/healer/logout',
    {
      schema: {
        tags: ['healer'],
        operationId: 'healerLogout',
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
      preValidation: async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        // A first-sign-in session need not repeat the code it signed in with (decision 068).
        const needed = request.session?.mustChangePassword
          ? (['newPassword'] as const)
          : (['currentPassword', 'newPassword'] as const);
        const blank = needed.filter((field) =>
          isBlank(typeof body === 'object' ? body[field] : undefined),
        );
        if (blank.length > 0) {
          const errors = blank.map((path) => ({ path, message: FILL_ALL_FIELDS_MESSAGE }));
          throw new HttpError(400, FILL_ALL_FIELDS_MESSAGE, { errors });
        }
      },
      schema: {
        tags: ['healer'],
        operationId: 'healerChangePassword',
        summary: 'Change the signed-in healer’s password',
        description:
          'Needs the current password (or the pending one-time code), except from a first-sign-in session, which signed in with the code or phone just now and may leave it out. The new one has at least 6 characters and is neither the phone number nor the code. Spends the code, ends the healer’s other sessions and lifts the first-sign-in rule. Wrong current passwords are limited like sign-ins (429 with Retry-After).',
        body: changePasswordSchema,
        response: {
          200: messageSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      // Each wrong current password (or code) is a guess, throttled like a sign-in.
      const account = `healer:${session.subjectId}`;
      assertNotThrottled(request, PASSWORD_CHECK_SCOPE, account);
      try {
        const id = session.subjectId;
        const write = { table: healers, kind: 'healer', action: 'healer.password-change', id };
        await app.audited(request, (tx, audit) =>
          recordedWrite(tx, audit, write, () =>
            changeHealerPassword(
              tx,
              id,
              session.id,
              request.body,
              session.mustChangePassword,
              app.env.FIRST_PASSWORD,
              app.signInCodeKey,
            ),
          ),
        );
      } catch (error) {
        if (error instanceof HttpError && error.message === CURRENT_PASSWORD_INCORRECT) {
          app.loginThrottle.recordFailure(PASSWORD_CHECK_SCOPE, account, request.ip);
        }
        throw error;
      }
      app.loginThrottle.recordSuccess(PASSWORD_CHECK_SCOPE, account, request.ip);
      return { message: 'Password changed successfully' };
    },
  );
};
