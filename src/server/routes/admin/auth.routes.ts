import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { adminLoginSchema } from '../../../shared/schemas/auth.js';
import { errorReplySchema } from '../../../shared/schemas/error.js';
import { HttpError, tooManyRequests } from '../../errors.js';
import { assertNotThrottled } from '../../plugins/rate-limit.js';
import {
  adminHasCustomCredentials,
  adminThrottleKey,
  authenticateAdmin,
  markAdminSignedIn,
  markAdminSignedOut,
} from '../../services/admin-account.js';
import {
  acceptSecondFactor,
  recordSecondFactorFailure,
  secondFactorCeilingSeconds,
} from '../../services/admin-second-factor.js';
import { deviceIdOf, newDeviceCookie } from '../../services/device-cookie.js';

export const INVALID_ADMIN_LOGIN = VALIDATION_MESSAGES.invalidCredentials;
const OTP_REQUIRED = VALIDATION_MESSAGES.otpRequired;
const INVALID_OTP = VALIDATION_MESSAGES.invalidOtp;
const TOO_MANY_WRONG_CODES_TODAY = VALIDATION_MESSAGES.tooManyWrongCodesToday;
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
          "Starts a new session (HttpOnly cookie). Failed attempts are limited per client and per account, whichever identifier or phone spelling names it (429 with Retry-After). With two-step sign-in on, a right password without `otp` answers 401 `{ otpRequired: true }` and starts no session; `otp` takes the authenticator's 6-digit code (±1 step of 30 s, each step once) or an unused recovery code (then spent). A wrong `otp` is a failed attempt, and after 10 wrong authenticator codes in 24 hours the account takes none (429; recovery codes still work) from a browser without its device cookie. A successful sign-in sets that device cookie (HttpOnly, SameSite=Strict, half a year): a browser presenting it is limited on its own, not by the lockout that other clients' failures put on the account.",
        body: adminLoginSchema,
        response: {
          200: z.object({ message: z.string(), isAuthenticated: z.literal(true) }),
          400: errorReplySchema,
          401: errorReplySchema.extend({ otpRequired: z.boolean().optional() }),
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { identifier, password, otp } = request.body;
      const account = await adminThrottleKey(app.db, identifier, app.env.COUNTRY_CODE);
      // Only the admin account has device cookies: an unknown name has no browser that knew it.
      const deviceId = account.startsWith('admin:')
        ? (deviceIdOf(app.sessionSecret, account, app.deviceCookieOf(request)) ?? undefined)
        : undefined;
      assertNotThrottled(request, THROTTLE_SCOPE, account, deviceId);
      const admin = await authenticateAdmin(app.db, identifier, password);
      if (!admin) {
        app.loginThrottle.recordFailure(THROTTLE_SCOPE, account, request.ip, deviceId);
        throw new HttpError(401, INVALID_ADMIN_LOGIN);
      }
      if (admin.totpSecret !== null) {
        // The password was right: asking for the code is no failure, a wrong code is one.
        if (!otp) throw new HttpError(401, OTP_REQUIRED, { otpRequired: true });
        // The daily ceiling holds against guessers rotating addresses; recovery codes (50 bits)
        // and the admin's own browsers stay usable (decision 055).
        if (!deviceId && /^\d{6}$/.test(otp.replace(/\s/g, ''))) {
          const seconds = await secondFactorCeilingSeconds(app.db, admin.id);
          if (seconds > 0) throw tooManyRequests(TOO_MANY_WRONG_CODES_TODAY, seconds);
        }
        if (!(await acceptSecondFactor(app.db, app.secondFactorKey, admin, otp))) {
          app.loginThrottle.recordFailure(THROTTLE_SCOPE, account, request.ip, deviceId);
          await recordSecondFactorFailure(app.db, admin.id);
          throw new HttpError(401, INVALID_OTP, { otpRequired: true });
        }
      }
      app.loginThrottle.recordSuccess(THROTTLE_SCOPE, account, request.ip, deviceId);
      await markAdminSignedIn(app.db, admin.id);
      await app.signIn(request, reply, 'admin', admin.id);
      app.setDeviceCookie(request, reply, newDeviceCookie(app.sessionSecret, account, deviceId));
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
