import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { toHealerDto } from '../../db/mappers.js';
import { admins, healers, type PasskeyOwnerKind } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { errorReplySchema, guardedErrorReplies } from '../../shared/schemas/error.js';
import { healerSchema } from '../../shared/schemas/healer.js';
import { passkeyAdminCheckSchema } from '../../shared/schemas/second-factor.js';
import { passkeyRelyingParty } from '../env.js';
import { HttpError } from '../errors.js';
import type { AuditRecorder } from '../plugins/audit.js';
import { assertNotThrottled } from '../plugins/rate-limit.js';
import { markAdminSignedIn } from '../services/admin-account.js';
import { acceptSecondFactorOf } from '../services/admin-second-factor.js';
import { deviceIdOf, newDeviceCookie } from '../services/device-cookie.js';
import { findHealerRow, healerIdForPhone } from '../services/healer-account.js';
import { recordHealerSignIn } from '../services/healer-trust.js';
import {
  addPasskey,
  CEREMONY_COOKIE,
  checkPasskeySignIn,
  isCeremonyToken,
  listPasskeys,
  newCeremonyToken,
  PASSKEY_CHALLENGE_MS,
  type PasskeyAccount,
  recordPasskeyUse,
  registrationOptions,
  removePasskey,
  requireRelyingParty,
  SECURE_CEREMONY_COOKIE,
  signInOptions,
} from '../services/passkeys.js';
import { assertCurrentPassword } from './admin/second-factor.routes.js';

/** Sign-in failures with passkeys are limited per client like password ones (decision 007). */
const THROTTLE_SCOPE = 'passkey';

const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
const listReplySchema = z.object({
  /** False without a usable PUBLIC_URL; `message` then says what to set. */
  available: z.boolean(),
  message: z.string().optional(),
  passkeys: z.array(passkeySchema),
});
/** What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON); checked by the library. */
const credentialSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.object({ clientDataJSON: z.string().min(1).max(16_384) }).catchall(z.unknown()),
  })
  .catchall(z.unknown());
/** The options for the browser's WebAuthn call, as the library makes them (its JSON). */
const optionsReplySchema = z.record(z.string(), z.unknown());
const asReply = (options: object) => options as Record<string, unknown>;
const addBodySchema = z.object({
  response: credentialSchema,
  /** The device, as the browser names itself ("Chrome on Android"); "Passkey" when missing. */
  name: z.string().trim().max(80).optional(),
});
const idParamsSchema = z.object({ id: z.string().min(1).max(1024) });

function ceremonyCookieOf(request: FastifyRequest): string | undefined {
  const secure = request.server.env.PUBLIC_URL?.startsWith('https:') === true;
  return secure
    ? request.cookies[SECURE_CEREMONY_COOKIE]
    : (request.cookies[SECURE_CEREMONY_COOKIE] ?? request.cookies[CEREMONY_COOKIE]);
}

/** The sign-in ceremony's cookie: this browser's, kept while it lives, a new one otherwise. */
function ceremonyToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = ceremonyCookieOf(request);
  const token = isCeremonyToken(existing) ? existing : newCeremonyToken();
  const secure = request.server.env.PUBLIC_URL?.startsWith('https:') === true;
  reply.setCookie(secure ? SECURE_CEREMONY_COOKIE : CEREMONY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: PASSKEY_CHALLENGE_MS / 1000,
  });
  return token;
}

const relyingParty = (app: FastifyInstance) => passkeyRelyingParty(app.env.PUBLIC_URL);

/** Records a passkey's addition, use or removal as one entry on its account. */
export async function recordPasskeyEntry(
  tx: Db,
  audit: AuditRecorder,
  kind: PasskeyOwnerKind,
  ownerId: string,
  action: 'passkey.add' | 'passkey.use' | 'passkey.remove',
  name: string,
): Promise<void> {
  let label: string;
  if (kind === 'admin') {
    const [admin] = await tx
      .select({ email: admins.email, phone: admins.phone })
      .from(admins)
      .where(eq(admins.id, ownerId));
    label = admin?.email || admin?.phone || 'admin';
  } else {
    const [healer] = await tx
      .select({ name: healers.name })
      .from(healers)
      .where(eq(healers.id, ownerId));
    label = healer?.name ?? ownerId;
  }
  const changes =
    action === 'passkey.add'
      ? [{ field: 'passkey', from: null, to: name }]
      : action === 'passkey.remove'
        ? [{ field: 'passkey', from: name, to: null }]
        : [];
  audit.record({ action, target: { kind, id: ownerId, label }, changes });
}

/** What differs between the healer's and the admin's passkey routes. */
interface PasskeyRouteKind {
  kind: PasskeyOwnerKind;
  guard: (app: FastifyInstance) => FastifyInstance['requireAdmin'];
  operation: (name: string) => string;
  /** The account as the phone shows it. */
  account: (app: FastifyInstance, id: string) => Promise<PasskeyAccount>;
}

const HEALER: PasskeyRouteKind = {
  kind: 'healer',
  guard: (app) => app.requireHealer,
  operation: (name) => `healer${name}`,
  account: async (app, id) => {
    const healer = await findHealerRow(app.db, id);
    return { kind: 'healer', id, userName: healer?.phone ?? id, displayName: healer?.name ?? '' };
  },
};

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

/** The routes both kinds share: list, add (after the options) and remove. */
function accountPasskeyRoutes(spec: PasskeyRouteKind): FastifyPluginAsyncZod {
  return async (app) => {
    const base = `/${spec.kind}/passkeys`;
    const tags = [spec.kind];

    app.get(
      base,
      {
        onRequest: spec.guard(app),
        schema: {
          tags,
          operationId: spec.operation('ListPasskeys'),
          summary: 'The signed-in account’s passkeys, and whether this server offers them',
          description:
            '`available` is false without an https PUBLIC_URL (or http://localhost); `message` then says what to set (decision 063).',
          response: { 200: listReplySchema, ...guardedErrorReplies },
        },
      },
      async (request) => {
        const rp = relyingParty(app);
        const passkeys = await listPasskeys(app.db, spec.kind, request.session!.subjectId);
        return 'refused' in rp
          ? { available: false, message: rp.refused, passkeys }
          : { available: true, passkeys };
      },
    );

    app.post(
      `${base}`,
      {
        onRequest: spec.guard(app),
        schema: {
          tags,
          operationId: spec.operation('AddPasskey'),
          summary: 'Add a passkey: the authenticator’s answer to the registration options',
          description:
            'Answers the session’s registration challenge (taken once, 5 minutes). The passkey must verify the user (the phone’s screen lock). 400 when it does not verify or the challenge is spent; 409 without PUBLIC_URL, or when the passkey is added already.',
          body: addBodySchema,
          response: {
            200: passkeySchema,
            400: errorReplySchema,
            ...guardedErrorReplies,
            409: errorReplySchema,
          },
        },
      },
      async (request) => {
        const rp = requireRelyingParty(relyingParty(app));
        const session = request.session!;
        const name = request.body.name || 'Passkey';
        return app.audited(request, async (tx, audit) => {
          const added = await addPasskey(
            tx,
            rp,
            { kind: spec.kind, id: session.subjectId },
            session.id,
            { response: request.body.response as unknown as RegistrationResponseJSON, name },
          );
          await recordPasskeyEntry(tx, audit, spec.kind, session.subjectId, 'passkey.add', name);
          return added;
        });
      },
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: spec.guard(app),
        schema: {
          tags,
          operationId: spec.operation('RemovePasskey'),
          summary: 'Remove one of the account’s passkeys',
          description: 'It no longer signs in. 404 when the account has no passkey with this id.',
          params: idParamsSchema,
          response: {
            200: z.object({ message: z.string() }),
            ...guardedErrorReplies,
            404: errorReplySchema,
          },
        },
      },
      async (request) => {
        const ownerId = request.session!.subjectId;
        await app.audited(request, async (tx, audit) => {
          const removed = await removePasskey(tx, spec.kind, ownerId, request.params.id);
          await recordPasskeyEntry(tx, audit, spec.kind, ownerId, 'passkey.remove', removed.name);
        });
        return { message: 'Passkey removed' };
      },
    );

    app.post(
      `/${spec.kind}/passkeys/sign-in-options`,
      {
        schema: {
          tags,
          operationId: spec.operation('PasskeySignInOptions'),
          summary: 'Start signing in with a passkey: the options for the browser',
          description:
            'No account is named: the phone offers its passkeys for this site. Sets a short-lived ceremony cookie (HttpOnly, SameSite=Strict, 5 minutes) the challenge is bound to. 409 without an https PUBLIC_URL (or http://localhost).',
          response: { 200: optionsReplySchema, 409: errorReplySchema },
        },
      },
      async (request, reply) => {
        const rp = requireRelyingParty(relyingParty(app));
        return asReply(await signInOptions(app.db, rp, spec.kind, ceremonyToken(request, reply)));
      },
    );
  };
}

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

const signInBodySchema = z.object({
  response: credentialSchema,
  /** The phone typed on the sign-in page, if any: the passkey must then be that healer's. */
  phone: z.string().trim().max(20).optional(),
});
const signInBodyAdminSchema = z.object({ response: credentialSchema });

/** A passkey sign-in's answer checked, stored and audited; the passkey's owner. */
async function acceptPasskeySignIn(
  request: FastifyRequest,
  kind: PasskeyOwnerKind,
  response: AuthenticationResponseJSON,
  expectedOwnerId?: string | null,
): Promise<{ ownerId: string; finish: () => Promise<void> }> {
  const app = request.server;
  const rp = requireRelyingParty(relyingParty(app));
  const account = `passkey:${kind}`;
  assertNotThrottled(request, THROTTLE_SCOPE, account);
  let checked: Awaited<ReturnType<typeof checkPasskeySignIn>>;
  try {
    checked = await checkPasskeySignIn(
      app.db,
      rp,
      kind,
      ceremonyCookieOf(request),
      response,
      expectedOwnerId,
    );
  } catch (error) {
    app.loginThrottle.recordFailure(THROTTLE_SCOPE, account, request.ip);
    throw error;
  }
  app.loginThrottle.recordSuccess(THROTTLE_SCOPE, account, request.ip);
  const { row, ownerId, newCounter } = checked;
  // After the session starts, so that the entry is the owner's own.
  const finish = () =>
    app.audited(request, async (tx, audit) => {
      await recordPasskeyUse(tx, row, newCounter);
      await recordPasskeyEntry(tx, audit, kind, ownerId, 'passkey.use', row.name);
    });
  return { ownerId, finish };
}

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
      const rp = requireRelyingParty(relyingParty(app));
      const session = request.session!;
      const account = await HEALER.account(app, session.subjectId);
      return asReply(await registrationOptions(app.db, rp, account, session.id));
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
      const rp = requireRelyingParty(relyingParty(app));
      const session = request.session!;
      await assertAdminMayAddPasskey(request, session.subjectId, request.body);
      const account = await ADMIN.account(app, session.subjectId);
      return asReply(await registrationOptions(app.db, rp, account, session.id));
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
