// What the healer's and the admin's passkey routes share: the account routes (list, add, remove,
// sign-in options), the sign-in check and the audit entries (decision 063). Their own routes are in
// healer/passkeys.routes.ts and admin/passkeys.routes.ts.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { admins, healers, type PasskeyOwnerKind } from '../../db/schema.js';
import { errorReplySchema, guardedErrorReplies } from '../../shared/schemas/error.js';
import { passkeyRelyingParty } from '../env.js';
import type { AuditRecorder } from '../plugins/audit.js';
import { assertNotThrottled } from '../plugins/rate-limit.js';
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
export const credentialSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.object({ clientDataJSON: z.string().min(1).max(16_384) }).catchall(z.unknown()),
  })
  .catchall(z.unknown());
/** The options for the browser's WebAuthn call, as the library makes them (its JSON). */
export const optionsReplySchema = z.record(z.string(), z.unknown());
export const asReply = (options: object) => options as Record<string, unknown>;
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

export const relyingParty = (app: FastifyInstance) => passkeyRelyingParty(app.env.PUBLIC_URL);

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
export interface PasskeyRouteKind {
  kind: PasskeyOwnerKind;
  guard: (app: FastifyInstance) => FastifyInstance['requireAdmin'];
  operation: (name: string) => string;
  /** The account as the phone shows it. */
  account: (app: FastifyInstance, id: string) => Promise<PasskeyAccount>;
}

/** The registration options for the signed-in account, the challenge bound to its session. */
export async function registrationOptionsOf(request: FastifyRequest, spec: PasskeyRouteKind) {
  const app = request.server;
  const rp = requireRelyingParty(relyingParty(app));
  const session = request.session!;
  const account = await spec.account(app, session.subjectId);
  return asReply(await registrationOptions(app.db, rp, account, session.id));
}

/** The routes both kinds share: list, add (after the options) and remove. */
export function accountPasskeyRoutes(spec: PasskeyRouteKind): FastifyPluginAsyncZod {
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

/** A passkey sign-in's answer checked, stored and audited; the passkey's owner. */
export async function acceptPasskeySignIn(
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
