import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { HealerRow, NewHealerRow } from '../../db/schema.js';
import type { SignInState } from '../../shared/schemas/user.js';
import { hashPassword, verifyPassword } from './password.js';

/** How long a one-time sign-in code works (DESIGN §5). */
export const SIGN_IN_CODE_DAYS = 14;
/**
 * Wrong sign-ins, from any address, after which a pending code is void (DESIGN §10.7, decision
 * 032): the per-account throttle only slows guessing, this ends it.
 */
export const SIGN_IN_CODE_MAX_FAILURES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the admin is shown once: the code as `1234 5678` and when it stops working. */
export interface IssuedSignInCode {
  code: string;
  expiresAt: string;
}

/** The columns that put a new code in place of whatever the healer signed in with before. */
export type SignInCodeColumns = Pick<
  NewHealerRow,
  | 'passwordHash'
  | 'mustChangePassword'
  | 'signInCodeHash'
  | 'signInCodeExpiresAt'
  | 'signInCodeFailures'
  | 'signInCodeUsedAt'
>;

/** The columns that clear a code once the healer has chosen a password. */
export const SPENT_CODE_COLUMNS = {
  signInCodeHash: null,
  signInCodeExpiresAt: null,
  signInCodeFailures: 0,
  signInCodeUsedAt: null,
} as const;

/**
 * The key one-time codes are hashed with (decision 021): derived from the server's stable secret,
 * or null when the secret lasts only as long as the process (codes are then hashed with argon2id,
 * which any later process can still check).
 */
export type SignInCodeKey = Buffer | null;

const KEYED_PREFIX = '$hmac-sha256$';

/** The sign-in code key derived from a stable secret (SESSION_SECRET or the data directory's). */
export function signInCodeKey(secret: string): Buffer {
  return createHmac('sha256', secret)
    .update('healers-directory one-time sign-in codes v1')
    .digest();
}

function keyedMac(key: Buffer, salt: string, digits: string): Buffer {
  return createHmac('sha256', key).update(`${salt}:${digits}`).digest();
}

/** `$hmac-sha256$salt$mac`: a per-code salt and the keyed MAC of salt and digits. */
function keyedCodeHash(key: Buffer, digits: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${KEYED_PREFIX}${salt}$${keyedMac(key, salt, digits).toString('base64url')}`;
}

/** Checks digits against either stored form; a keyed hash never matches without the key. */
async function codeHashMatches(stored: string, digits: string, key: SignInCodeKey) {
  if (!stored.startsWith(KEYED_PREFIX)) return verifyPassword(stored, digits);
  if (!key) return false;
  const [salt, mac] = stored.slice(KEYED_PREFIX.length).split('$');
  if (!salt || !mac) return false;
  const expected = keyedMac(key, salt, digits);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `12345678` shown as `1234 5678`. */
export function formatSignInCode(digits: string): string {
  return `${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** The 8 digits of a typed code (`1234 5678` or `12345678`), or null when it is not one. */
export function signInCodeDigits(typed: string): string | null {
  const match = /^\s*(\d{4}) ?(\d{4})\s*$/.exec(typed);
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * A new random code and the columns that store it: only its hash (keyed HMAC with `key`, else
 * argon2id), with its expiry, and a random unusable password hash so that the previous password
 * (or the phone) stops working.
 */
export async function newSignInCode(
  key: SignInCodeKey,
  now: Date = new Date(),
  /** An unusable password hash to reuse (a bulk import makes one for all its new accounts). */
  unusable?: { passwordHash: string },
): Promise<{ issued: IssuedSignInCode; columns: SignInCodeColumns }> {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_DAYS * DAY_MS);
  const [signInCodeHash, passwordHash] = await Promise.all([
    key ? keyedCodeHash(key, digits) : hashPassword(digits),
    unusable?.passwordHash ?? hashPassword(randomBytes(32).toString('base64url')),
  ]);
  return {
    issued: { code: formatSignInCode(digits), expiresAt: expiresAt.toISOString() },
    columns: {
      passwordHash,
      mustChangePassword: true,
      signInCodeHash,
      signInCodeExpiresAt: expiresAt,
      signInCodeFailures: 0,
      signInCodeUsedAt: null,
    },
  };
}

type CodeFields = Pick<
  HealerRow,
  'signInCodeHash' | 'signInCodeExpiresAt' | 'signInCodeFailures' | 'signInCodeUsedAt'
>;

/** Whether the code is void: too many wrong sign-ins while it was pending. */
export function isSignInCodeVoid(healer: Pick<HealerRow, 'signInCodeFailures'>): boolean {
  return healer.signInCodeFailures >= SIGN_IN_CODE_MAX_FAILURES;
}

/**
 * Whether the code may still start a session: it exists, has not expired, has not signed in
 * before and is not void.
 */
export function isSignInCodeOpen(healer: CodeFields, now: Date = new Date()): boolean {
  return (
    healer.signInCodeHash !== null &&
    healer.signInCodeExpiresAt !== null &&
    healer.signInCodeExpiresAt.getTime() > now.getTime() &&
    healer.signInCodeUsedAt === null &&
    !isSignInCodeVoid(healer)
  );
}

/**
 * Whether `typed` is the healer's code and it has not expired nor become void. `forSignIn` also
 * asks that it has not signed in yet: a code starts one session, whose password change still
 * takes it as the current password.
 */
export async function isValidSignInCode(
  healer: CodeFields,
  typed: string,
  key: SignInCodeKey,
  { forSignIn = false, now = new Date() }: { forSignIn?: boolean; now?: Date } = {},
): Promise<boolean> {
  const digits = signInCodeDigits(typed);
  if (!digits || !healer.signInCodeHash || !healer.signInCodeExpiresAt) return false;
  if (healer.signInCodeExpiresAt.getTime() <= now.getTime() || isSignInCodeVoid(healer)) {
    return false;
  }
  if (forSignIn && healer.signInCodeUsedAt !== null) return false;
  return codeHashMatches(healer.signInCodeHash, digits, key);
}

/** The sign-in state the users table shows (DESIGN §5). */
export function signInStateOf(
  healer: Pick<HealerRow, 'mustChangePassword' | 'signInCodeExpiresAt' | 'signInCodeFailures'>,
  mode: 'code' | 'phone',
  now: Date = new Date(),
): SignInState {
  if (!healer.mustChangePassword) return 'password';
  const expiresAt = healer.signInCodeExpiresAt;
  if (!expiresAt) return mode === 'phone' ? 'phone' : 'no-code';
  if (isSignInCodeVoid(healer)) return 'code-void';
  return expiresAt.getTime() > now.getTime() ? 'code-pending' : 'code-expired';
}

/**
 * What a new or reset account signs in with first: a new one-time code (`code` mode), or the
 * phone number as its password (`phone` mode, the specification's literal rule). Either way the
 * healer must choose a password at the first sign-in.
 */
export async function firstSignIn(
  mode: 'code' | 'phone',
  phone: string,
  key: SignInCodeKey,
): Promise<{ columns: SignInCodeColumns; issued?: IssuedSignInCode }> {
  if (mode === 'code') return newSignInCode(key);
  return {
    columns: {
      passwordHash: await hashPassword(phone),
      mustChangePassword: true,
      ...SPENT_CODE_COLUMNS,
    },
  };
}
