import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type PasskeyOwnerKind,
  type PasskeyRow,
  passkeyChallenges,
  passkeys,
} from '../../db/schema.js';
import { ORGANIZATION_NAME } from '../../shared/constants/limits.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import type { PasskeyRelyingParty } from '../env.js';
import { HttpError } from '../errors.js';

/** How long a ceremony's challenge can be answered (decision 063). */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

/** The sign-in ceremony's cookie: which browser asked for a sign-in challenge. */
export const CEREMONY_COOKIE = 'pkc';
export const SECURE_CEREMONY_COOKIE = '__Host-pkc';

/** One row of a passkey list, as the API shows it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type Rp = Extract<PasskeyRelyingParty, { rpID: string }>;

/** The relying party, or the 409 that says what to set (no PUBLIC_URL, or plain HTTP). */
export function requireRelyingParty(rp: PasskeyRelyingParty): Rp {
  if ('refused' in rp) throw new HttpError(409, rp.refused);
  return rp;
}

const ownerColumn = (kind: PasskeyOwnerKind) =>
  kind === 'admin' ? passkeys.adminId : passkeys.healerId;

const summaryOf = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The passkeys of one account, oldest first. */
export async function listPasskeys(
  db: Db,
  kind: PasskeyOwnerKind,
  ownerId: string,
): Promise<PasskeySummary[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(ownerColumn(kind), ownerId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(summaryOf);
}

/** The sign-in cookie's token as the challenge row keeps it: a hash, never the token. */
export const ceremonyBinding = (token: string) =>
  `cookie:${createHash('sha256').update(token).digest('base64url')}`;

/** A new token for the sign-in ceremony's cookie. */
export const newCeremonyToken = () => randomBytes(32).toString('base64url');

/** Whether a cookie value can be a ceremony token (43 base64url characters). */
export const isCeremonyToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);

async function keepChallenge(
  db: Db,
  row: { challenge: string; purpose: string; boundTo: string; userHandle?: string },
  now = new Date(),
): Promise<void> {
  // Expired challenges go as new ones come: the table holds minutes of them at most.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    ...row,
    userHandle: row.userHandle ?? null,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
  });
}

/**
 * Takes the challenge the response answers, once: it is deleted as it is read, and only a live
 * one of this purpose bound to this session or cookie counts. 400 otherwise.
 */
async function takeChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: string,
  boundTo: string,
): Promise<{ challenge: string; userHandle: string | null }> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new HttpError(400, VALIDATION_MESSAGES.passkeyRefused);
  }
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        eq(passkeyChallenges.boundTo, boundTo),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!taken) throw new HttpError(400, VALIDATION_MESSAGES.passkeyChallengeExpired);
  return { challenge, userHandle: taken.userHandle };
}

/** Who is adding a passkey: the account, and how the authenticator shows it. */
export interface PasskeyAccount {
  kind: PasskeyOwnerKind;
  id: string;
  /** The name the phone lists the passkey under (the healer's phone, the admin's e-mail). */
  userName: string;
  displayName: string;
}

/**
 * Options for adding a passkey to the signed-in account: a resident key with user
 * verification (the phone's screen lock), none of its existing passkeys again. The challenge is
 * bound to the session.
 */
export async function registrationOptions(
  db: Db,
  rp: Rp,
  account: PasskeyAccount,
  sessionId: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports, userHandle: passkeys.userHandle })
    .from(passkeys)
    .where(eq(ownerColumn(account.kind), account.id));
  // One WebAuthn user id per account: a phone then replaces its old passkey for the account.
  const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: ORGANIZATION_NAME,
    rpID: rp.rpID,
    userName: account.userName,
    userDisplayName: account.displayName,
    userID: isoBase64URL.toBuffer(userHandle),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_MS,
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, {
    challenge: options.challenge,
    purpose: `register:${account.kind}`,
    boundTo: sessionId,
    userHandle,
  });
  return options;
}

/**
 * Checks the authenticator's answer to the session's registration challenge and stores the new
 * passkey (user verification required). 400 when it does not verify, 409 when that passkey is
 * registered here already.
 */
export async function addPasskey(
  db: Db,
  rp: Rp,
  account: Pick<PasskeyAccount, 'kind' | 'id'>,
  sessionId: string,
  input: { response: RegistrationResponseJSON; name: string },
): Promise<PasskeySummary> {
  const { challenge, userHandle } = await takeChallenge(
    db,
    input.response.response.clientDataJSON,
    `register:${account.kind}`,
    sessionId,
  );
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    throw new HttpError(400, VALIDATION_MESSAGES.passkeyRefused);
  }
  if (!verified.verified || !userHandle) {
    throw new HttpError(400, VALIDATION_MESSAGES.passkeyRefused);
  }
  const { credential } = verified.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      ownerKind: account.kind,
      adminId: account.kind === 'admin' ? account.id : null,
      healerId: account.kind === 'healer' ? account.id : null,
      userHandle,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      name: input.name,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, VALIDATION_MESSAGES.passkeyAlreadyAdded);
  return summaryOf(row);
}

/**
 * Options for signing in with a passkey of this kind: no account named (the phone offers its
 * passkeys for this site), user verification required, the challenge bound to the ceremony
 * cookie.
 */
export async function signInOptions(
  db: Db,
  rp: Rp,
  kind: PasskeyOwnerKind,
  ceremonyToken: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await keepChallenge(db, {
    challenge: options.challenge,
    purpose: `sign-in:${kind}`,
    boundTo: ceremonyBinding(ceremonyToken),
  });
  return options;
}

/**
 * Checks a sign-in answer: the cookie's live challenge, a passkey registered here for an account
 * of this kind (and, when `expectedOwnerId` is given, for that account), its user id, the
 * signature with user verification, and a counter that moved on. Answers the passkey's row, its
 * new counter not yet stored (see `recordPasskeyUse`).
 */
export async function checkPasskeySignIn(
  db: Db,
  rp: Rp,
  kind: PasskeyOwnerKind,
  ceremonyToken: string | undefined,
  response: AuthenticationResponseJSON,
  expectedOwnerId?: string | null,
): Promise<{ row: PasskeyRow; ownerId: string; newCounter: number }> {
  if (!isCeremonyToken(ceremonyToken)) {
    throw new HttpError(400, VALIDATION_MESSAGES.passkeyChallengeExpired);
  }
  const { challenge } = await takeChallenge(
    db,
    response.response.clientDataJSON,
    `sign-in:${kind}`,
    ceremonyBinding(ceremonyToken),
  );
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, response.id)).limit(1);
  if (!row) throw new HttpError(401, VALIDATION_MESSAGES.passkeyNotRecognised);
  const ownerId = row.ownerKind === 'admin' ? row.adminId : row.healerId;
  const otherAccount =
    row.ownerKind !== kind ||
    ownerId === null ||
    (expectedOwnerId !== undefined && expectedOwnerId !== ownerId) ||
    (response.response.userHandle !== undefined && response.response.userHandle !== row.userHandle);
  if (otherAccount) throw new HttpError(401, VALIDATION_MESSAGES.passkeyOtherAccount);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: {
        id: row.id,
        publicKey: isoBase64URL.toBuffer(row.publicKey),
        counter: row.counter,
        transports: row.transports as never,
      },
    });
  } catch {
    // A bad signature, no user verification, or a counter that did not move on (a cloned key).
    throw new HttpError(401, VALIDATION_MESSAGES.passkeyRefused);
  }
  if (!verified.verified) throw new HttpError(401, VALIDATION_MESSAGES.passkeyRefused);
  return { row, ownerId, newCounter: verified.authenticationInfo.newCounter };
}

/** Stores a sign-in's counter and time; refused if another sign-in moved the counter meanwhile. */
export async function recordPasskeyUse(db: Db, row: PasskeyRow, newCounter: number): Promise<void> {
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  if (updated.length === 0) throw new HttpError(401, VALIDATION_MESSAGES.passkeyRefused);
}

/** Removes one passkey of the account; its row, or 404. */
export async function removePasskey(
  db: Db,
  kind: PasskeyOwnerKind,
  ownerId: string,
  id: string,
): Promise<PasskeyRow> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(ownerColumn(kind), ownerId)))
    .returning();
  if (!removed) throw new HttpError(404, VALIDATION_MESSAGES.passkeyNotFound);
  return removed;
}

/** Removes every passkey of a healer (the admin's password reset, when asked); the rows removed. */
export async function removeHealerPasskeys(db: Db, healerId: string): Promise<PasskeyRow[]> {
  return db.delete(passkeys).where(eq(passkeys.healerId, healerId)).returning();
}
