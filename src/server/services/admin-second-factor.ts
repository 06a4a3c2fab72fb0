import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, max, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import {
  type AdminRow,
  adminRecoveryCodes,
  adminSecondFactorFailures,
  admins,
} from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { HttpError } from '../errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { decryptSecret, encryptSecret, type SecondFactorKey } from './second-factor-crypto.js';
import { deleteSessionsOf } from './session.js';
import { getSettings } from './settings.js';

/** RFC 6238 as DESIGN §10.4 fixes it: 30-second steps, 6 digits, HMAC-SHA-1. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps either side of now whose code is accepted (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
/** How many recovery codes turning two-step sign-in on makes. */
export const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows beside the code. */
export const TOTP_ISSUER = 'Healers Directory';

/** Without i, l, o, 0 and 1, so a code copied by hand cannot be misread. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Wrong authenticator codes one account takes in 24 hours from browsers without its device
 * cookie (decision 055): ten a day make a guesser's chance about 1 in 30,000 a day (3 codes of a
 * million are right at any moment), whatever addresses it rotates through.
 */
export const SECOND_STEP_DAILY_MAX = 10;
/** How long a wrong code is kept, to be shown to the admin (and counted for the day). */
const FAILURE_RETENTION_MS = 30 * DAY_MS;
/** Beyond this many in a day more are not stored: the table stays small under a flood. */
const FAILURES_STORED_PER_DAY = 100;

/** What the Profile dialog shows about two-step sign-in. */
export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** On, but the stored secret cannot be decrypted: the server's secret changed (decision 055). */
  secretUnreadable: boolean;
  /** Wrong second-factor codes since the admin's previous sign-in (all kept ones if none). */
  failedAttempts: { count: number; since: string | null; lastAt: string | null };
}

function totpOf(secretBase32: string, label = 'admin', issuer = TOTP_ISSUER): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    ...TOTP_SETTINGS,
  });
}

/** The time step of a moment (RFC 6238's T). */
export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now.getTime() });
}

/**
 * The time step whose code `token` is, within ±TOTP_WINDOW steps of `now`, or null. Only a
 * 6-digit code is tried.
 */
export function matchingStep(secretBase32: string, token: string, now: Date): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({
    token,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(now) + delta;
}

/** A new recovery code, shown as `abcde-fghjk` (about 50 random bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1) {
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A typed recovery code as stored (lower case, no spaces or hyphens), or null if it is not one. */
export function recoveryCodeOf(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  const pattern = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`);
  return pattern.test(code) ? code : null;
}

/** A typed one-time code as the 6 digits it holds ('123 456' too), or null. */
function totpDigits(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

async function adminRow(db: Db, adminId: string): Promise<AdminRow> {
  const [row] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (!row) throw new HttpError(404, VALIDATION_MESSAGES.adminNotFound);
  return row;
}

/**
 * Whether two-step sign-in is on, since when, how many recovery codes are unused, whether this
 * server can read the secret, and the wrong codes since the previous sign-in.
 */
export async function secondFactorStatus(
  db: Db,
  key: SecondFactorKey,
  adminId: string,
): Promise<SecondFactorStatus> {
  const admin = await adminRow(db, adminId);
  const unused = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  const since = admin.previousLogin;
  const [failed] = await db
    .select({ count: count(), lastAt: max(adminSecondFactorFailures.failedAt) })
    .from(adminSecondFactorFailures)
    .where(
      and(
        eq(adminSecondFactorFailures.adminId, adminId),
        since ? gt(adminSecondFactorFailures.failedAt, since) : undefined,
      ),
    );
  const enabled = admin.totpSecret !== null;
  return {
    enabled,
    enabledAt: enabled ? (admin.totpEnabledAt?.toISOString() ?? null) : null,
    recoveryCodesLeft: enabled ? unused.length : 0,
    secretUnreadable: enabled && decryptSecret(key, admin.totpSecret, adminId) === null,
    failedAttempts: {
      count: Number(failed?.count ?? 0),
      since: since?.toISOString() ?? null,
      lastAt: failed?.lastAt ? new Date(failed.lastAt).toISOString() : null,
    },
  };
}

/**
 * Seconds until the account may try an authenticator code again when it has taken
 * SECOND_STEP_DAILY_MAX wrong ones in the last 24 hours, else 0 (decision 055).
 */
export async function secondFactorCeilingSeconds(
  db: Db,
  adminId: string,
  now: Date = new Date(),
): Promise<number> {
  const recent = await db
    .select({ failedAt: adminSecondFactorFailures.failedAt })
    .from(adminSecondFactorFailures)
    .where(
      and(
        eq(adminSecondFactorFailures.adminId, adminId),
        gt(adminSecondFactorFailures.failedAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(adminSecondFactorFailures.failedAt))
    .limit(SECOND_STEP_DAILY_MAX);
  if (recent.length < SECOND_STEP_DAILY_MAX) return 0;
  // Free again when the tenth most recent leaves the 24 hours.
  const tenth = recent.at(-1)!.failedAt.getTime();
  return Math.max(1, Math.ceil((tenth + DAY_MS - now.getTime()) / 1000));
}

/** Keeps one wrong second-factor code (and forgets those past the retention). */
export async function recordSecondFactorFailure(
  db: Db,
  adminId: string,
  now: Date = new Date(),
): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [today] = await db
    .select({ count: count() })
    .from(adminSecondFactorFailures)
    .where(
      and(
        eq(adminSecondFactorFailures.adminId, adminId),
        gt(adminSecondFactorFailures.failedAt, dayAgo),
      ),
    );
  if (Number(today?.count ?? 0) < FAILURES_STORED_PER_DAY) {
    await db.insert(adminSecondFactorFailures).values({ adminId, failedAt: now });
  }
  await db
    .delete(adminSecondFactorFailures)
    .where(lt(adminSecondFactorFailures.failedAt, new Date(now.getTime() - FAILURE_RETENTION_MS)));
}

/**
 * Starts setting up: a new random secret (160 bits, RFC 4226's recommendation) kept encrypted
 * as pending, its otpauth:// address and that address as a QR code (SVG). Nothing changes at
 * sign-in until a code confirms it (enableSecondFactor).
 */
export async function beginSecondFactorSetup(
  db: Db,
  key: SecondFactorKey,
  adminId: string,
): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  if (!key) throw new HttpError(409, VALIDATION_MESSAGES.secondFactorNeedsSecret);
  const admin = await adminRow(db, adminId);
  if (admin.totpSecret !== null)
    throw new HttpError(409, VALIDATION_MESSAGES.secondFactorAlreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(admins)
    .set({ totpPendingSecret: encryptSecret(key, secret, adminId) })
    .where(eq(admins.id, adminId));
  // The authenticator names the account by the federation (the settings' name, decision 068).
  const issuer = (await getSettings(db)).organizationName.trim() || TOTP_ISSUER;
  const otpauthUrl = totpOf(secret, admin.email ?? 'admin', issuer).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Turns two-step sign-in on when `code` is the pending secret's current code: the secret
 * becomes the sign-in secret, the code's step counts as used, ten new recovery codes replace any
 * old ones, and the admin's other sessions end (they were started with the password alone).
 * Returns the recovery codes, the only time they exist in plain.
 */
export async function enableSecondFactor(
  db: Db,
  key: SecondFactorKey,
  adminId: string,
  code: string,
  currentSessionId: string,
  now: Date = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  if (!key) throw new HttpError(409, VALIDATION_MESSAGES.secondFactorNeedsSecret);
  const admin = await adminRow(db, adminId);
  if (admin.totpSecret !== null)
    throw new HttpError(409, VALIDATION_MESSAGES.secondFactorAlreadyOn);
  const pending = decryptSecret(key, admin.totpPendingSecret, adminId);
  if (!pending) throw new HttpError(409, VALIDATION_MESSAGES.secondFactorNotSetUp);
  const digits = totpDigits(code);
  const step = digits === null ? null : matchingStep(pending, digits, now);
  if (step === null) throw new HttpError(400, VALIDATION_MESSAGES.invalidOtp);

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(
    recoveryCodes.map((shown) => hashPassword(recoveryCodeOf(shown)!)),
  );
  const turnedOn = await db.transaction(async (tx) => {
    // Only the pending secret this code was checked against: a setup started meanwhile wins.
    const updated = await tx
      .update(admins)
      .set({
        totpSecret: admin.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
      })
      .where(
        and(
          eq(admins.id, adminId),
          isNull(admins.totpSecret),
          eq(admins.totpPendingSecret, admin.totpPendingSecret!),
        ),
      )
      .returning({ id: admins.id });
    if (updated.length === 0) return false;
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(hashes.map((codeHash) => ({ adminId, codeHash, createdAt: now })));
    return true;
  });
  if (!turnedOn) throw new HttpError(409, VALIDATION_MESSAGES.secondFactorNotSetUp);
  await deleteSessionsOf(db, 'admin', adminId, currentSessionId);
  return { recoveryCodes };
}

/**
 * Whether `typed` is a second factor for the admin now: the current code (±1 step) of a step
 * after the last accepted one, or an unused recovery code. Accepting one spends it, atomically,
 * so two requests racing with one code cannot both pass.
 */
export async function acceptSecondFactor(
  db: Db,
  key: SecondFactorKey,
  admin: Pick<AdminRow, 'id' | 'totpSecret'>,
  typed: string,
  now: Date = new Date(),
): Promise<'code' | 'recovery-code' | null> {
  if (admin.totpSecret === null) return null;
  const digits = totpDigits(typed);
  if (digits !== null) {
    // Unreadable when the server's secret changed; the recovery codes still work then.
    const secret = decryptSecret(key, admin.totpSecret, admin.id);
    const step = secret === null ? null : matchingStep(secret, digits, now);
    if (step === null) return null;
    const spent = await db
      .update(admins)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(admins.id, admin.id),
          isNotNull(admins.totpSecret),
          or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step)),
        ),
      )
      .returning({ id: admins.id });
    return spent.length === 1 ? 'code' : null;
  }
  const code = recoveryCodeOf(typed);
  if (code === null) return null;
  const unused = await db
    .select({ id: adminRecoveryCodes.id, codeHash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, admin.id), isNull(adminRecoveryCodes.usedAt)));
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, code)));
  const match = unused[matches.indexOf(true)];
  if (!match) return null;
  const spent = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.id, match.id), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return spent.length === 1 ? 'recovery-code' : null;
}

/** acceptSecondFactor for the admin with this id (their secret read first). */
export async function acceptSecondFactorOf(
  db: Db,
  key: SecondFactorKey,
  adminId: string,
  typed: string,
  now: Date = new Date(),
): Promise<'code' | 'recovery-code' | null> {
  return acceptSecondFactor(db, key, await adminRow(db, adminId), typed, now);
}

/** Turns two-step sign-in off: the secret, any pending one and the recovery codes go. */
export async function disableSecondFactor(db: Db, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(admins.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  });
}
