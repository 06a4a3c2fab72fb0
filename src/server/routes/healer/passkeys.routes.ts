// The healer's passkey routes; what they share with the admin's is in ../passkey-routes.ts (decision 063).
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toHealerDto } from '../../../db/mappers.js';
import { VALIDATION_MESSAGES } from '../../../shared/constants/validation-messages.js';
import { errorReplySchema, guardedErrorReplies } from '../../../shared/schemas/error.js';
import { healerSchema } from '../../../shared/schemas/healer.js';
import { HttpError } from '../../errors.js';
import { findHealerRow, healerIdForPhone } from '../../services/healer-account.js';
import { recordHealerSignIn } from '../../services/healer-trust.js';
import {
  acceptPasskeySignIn,
  accountPasskeyRoutes,
  credentialSchema,
  optionsReplySchema,
  type PasskeyRouteKind,
  registrationOptionsOf,
} from '../passkey-routes.js';

const HEALER: PasskeyRouteKind = {
  kind: 'healer',
  guard: (app) => app.requireHealer,
  operation: (name) => `healer${name}`,
  account: async (app, id) => {
    const healer = await findHealerRow(app.db, id);
    return { kind: 'healer', id, userName: healer?.phone ?? id, displayName: healer?.name ?? '' };
  },
};

const signInBodySchema = z.object({
  response: credentialSchema,
  /** The phone typed on the sign-in page, if any: the passkey must then be that healer's. */
  phone: z.string().trim().max(20).optional(),
});

/** The healer's passkeys: list, add, remove, and sign-in without the password (decision 063). */
export const healerPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountPasskeyRoutes(HEALER));

  app.post(
    '/healer/passkeys/registration-options',
    {
      onRequest: app.requireHealer,
      schema: {
        tags: ['healer'],
        operationId: 'healerPasskeyRegistrationOptions',
        summary: 'Start adding a passkey (the phone’s screen lock) to the signed-in healer',
        description:
          'The options for the browser’s WebAuthn call; the challenge is bound to the session and lives 5 minutes. 409 without an https PUBLIC_URL (or http://localhost).',
        response: { 200: optionsReplySchema, ...guardedErrorReplies, 409: errorReplySchema },
      },
    },
    async (request) => {
      return registrationOptionsOf(request, HEALER);
    },
  );

  app.post(
    '/healer/passkeys/sign-in',
    {
      schema: {
        tags: ['healer'],
        operationId: 'healerPasskeySignIn',
        summary: 'Sign in with a passkey instead of phone and password',
        description:
          'The browser’s answer to `sign-in-options`, from the same browser (its ceremony cookie); the challenge is taken once. With `phone`, the passkey must be that healer’s. 401: a passkey not (or no longer) registered, one of another account, or one that does not verify (user verification required; a counter that did not move on). Failures are limited per client (429 with Retry-After).',
        body: signInBodySchema,
        response: {
          200: z.object({
            message: z.string(),
            healer: healerSchema,
            mustChangePassword: z.boolean(),
          }),
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { phone } = request.body;
      const expected = phone
        ? await healerIdForPhone(app.db, phone, app.env.COUNTRY_CODE)
        : undefined;
      const { ownerId, finish } = await acceptPasskeySignIn(
        request,
        'healer',
        request.body.response as unknown as AuthenticationResponseJSON,
        expected,
      );
      const healer = await findHealerRow(app.db, ownerId);
      if (!healer) throw new HttpError(401, VALIDATION_MESSAGES.passkeyNotRecognised);
      await app.signIn(request, reply, 'healer', healer.id);
      await finish();
      await recordHealerSignIn(app.db, healer.id);
      return {
        message: 'Logged in successfully',
        healer: toHealerDto(healer, app.clinicToday()),
        mustChangePassword: healer.mustChangePassword,
      };
    },
  );
};
