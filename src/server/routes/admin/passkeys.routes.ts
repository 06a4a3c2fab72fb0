// The admin's passkey routes; what they share with the healer's is in ../passkey-routes.ts (decision 063).
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admins } from '../../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { passkeyAdminCheckSchema } from '../../../shared/schemas/second-factor.js';
import { HttpError } from '../../errors.js';
import { markAdminSignedIn } from '../../services/admin-account.js';
import { acceptSecondFactorOf } from '../../services/admin-second-factor.js';
import { deviceIdOf, newDeviceCookie } from '../../services/device-cookie.js';
import { requireRelyingParty } from '../../services/passkeys.js';
import {
  acceptPasskeySignIn,
  accountPasskeyRoutes,
  credentialSchema,
  optionsReplySchema,
  type PasskeyRouteKind,
  registrationOptionsOf,
  relyingParty,
} from '../passkey-routes.js';
import { assertCurrentPassword } from './second-factor.routes.js';

const ADMIN: PasskeyRouteKind = {
  kind: 'admin',
  guard: (app) => app.requireAdmin,
  operation: (name) => `admin${name}`,
  account: async (app, id) => {
    const [admin] = await app.db
      .select({ email: admins.email, phone: admins.phone })
      .from(admins)
      .where(eq(admins.id, id));
    const userName = admin?.email || admin?.phone || 'admin';
    return { kind: 'admin', id, userName, displayName: userName };
  },
};

/** The admin's own check before adding a passkey: the password, and the second step if on. */
async function assertAdminMayAddPasskey(
  request: FastifyRequest,
  adminId: string,
  body: z.infer<typeof passkeyAdminCheckSchema>,
): Promise<void> {
  const app = request.server;
  await assertCurrentPassword(request, adminId, body.currentPassword);
  const [admin] = await app.db
    .select({ totpSecret: admins.totpSecret })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (admin?.totpSecret == null) return;
  if (!body.otp) throw new HttpError(400, VALIDATION_MESSAGES.otpRequired, { otpRequired: true });
  if (!(await acceptSecondFactorOf(app.db, app.secondFactorKey, adminId, body.otp))) {
    app.loginThrottle.recordFailure('admin-password-check', `admin:${adminId}`, request.ip);
    throw new HttpError(400, VALIDATION_MESSAGES.invalidOtp, { otpRequired: true });
  }
}

const signInBodyAdminSchema = z.object({ response: credentialSchema });

/**
 * The admin's passkeys: adding one needs the password (and the second step if on); signing in
 * with one needs neither, a passkey being two factors itself (decision 063).
 */
export const adminPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountPasskeyRoutes(ADMIN));

  app.post(
    '/admin/passkeys/registration-options',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        operationId: 'adminPasskeyRegistrationOptions',
        summary: 'Start adding a passkey to the admin (current password, and the code if on)',
        description:
          'Needs the current password, and with two-step sign-in on a code or recovery code (400 `{ otpRequired: true }` without one); wrong ones are limited like sign-ins (429). The challenge is bound to the session and lives 5 minutes. 409 without an https PUBLIC_URL (or http://localhost).',
        body: passkeyAdminCheckSchema,
        response: {
          200: optionsReplySchema,
          400: errorReplySchema.extend({ otpRequired: z.boolean().optional() }),
          ...guardedErrorReplies,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      // Without PUBLIC_URL the 409 comes first, before the password is checked.
      requireRelyingParty(relyingParty(app));
      await assertAdminMayAddPasskey(request, request.session!.subjectId, request.body);
      return registrationOptionsOf(request, ADMIN);
    },
  );

  app.post(
    '/admin/passkeys/sign-in',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminPasskeySignIn',
        summary: 'Sign in as the admin with a passkey (no password, no code)',
        description:
          'The browser’s answer to `sign-in-options`, from the same browser (its ceremony cookie); the challenge is taken once. Counts as both steps where two-step sign-in is on. Sets the device cookie as a password sign-in does. 401: a passkey not (or no longer) registered, a healer’s, or one that does not verify. Failures are limited per client (429 with Retry-After).',
        body: signInBodyAdminSchema,
        response: {
          200: z.object({ message: z.string(), isAuthenticated: z.literal(true) }),
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { ownerId, finish } = await acceptPasskeySignIn(
        request,
        'admin',
        request.body.response as unknown as AuthenticationResponseJSON,
      );
      await markAdminSignedIn(app.db, ownerId);
      await app.signIn(request, reply, 'admin', ownerId);
      await finish();
      const account = `admin:${ownerId}`;
      const deviceId = deviceIdOf(app.sessionSecret, account, app.deviceCookieOf(request));
      app.setDeviceCookie(
        request,
        reply,
        newDeviceCookie(app.sessionSecret, account, deviceId ?? undefined),
      );
      return { message: 'Logged in successfully', isAuthenticated: true as const };
    },
  );
};
