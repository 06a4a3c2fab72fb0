import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type HealerRow, healers } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { nationalNumber, phoneDigitForms } from '../../shared/domain/phone-number.js';
import { type ChangePassword, CURRENT_PASSWORD_REQUIRED } from '../../shared/schemas/auth.js';
import type { HealerProfileUpdate } from '../../shared/schemas/healer.js';
import type { FirstPasswordMode } from '../env.js';
import { HttpError } from '../errors.js';
import { assertFeeOrder, profileColumns } from './healer-columns.js';
import { samePhoneAs } from './healer-phone.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { assertPhotoIssued } from './photo.js';
import { releasePhotos } from './photo-lifecycle.js';
import { listActiveServiceOptions } from './services-catalogue.js';
import { deleteSessionsOf } from './session.js';
import {
  isSignInCodeOpen,
  isSignInCodeVoid,
  isValidSignInCode,
  SIGN_IN_CODE_MAX_FAILURES,
  type SignInCodeKey,
  SPENT_CODE_COLUMNS,
} from './sign-in-code.js';

export const CURRENT_PASSWORD_INCORRECT = VALIDATION_MESSAGES.currentPasswordIncorrect;
export const PASSWORD_IS_PHONE = VALIDATION_MESSAGES.passwordIsPhone;
export const PASSWORD_IS_CODE = VALIDATION_MESSAGES.passwordIsCode;
export const SIGN_IN_CODE_VOID = VALIDATION_MESSAGES.signInCodeVoid;
export const SERVICE_NOT_IN_CATALOGUE = VALIDATION_MESSAGES.serviceNotInCatalogue;

/** A sign-in's outcome: the healer, or why not (a void code has its own message). */
export type HealerSignIn = { healer: HealerRow } | { refused: 'invalid' | 'code-void' };
const INVALID: HealerSignIn = { refused: 'invalid' };
const CODE_VOID: HealerSignIn = { refused: 'code-void' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The healer who signs in with `phone`: the one whose stored phone is exactly it, else the only
 * one whose stored phone is the same number written another way ('+91 98470 12345').
 */
async function findByPhone(
  db: Db,
  phone: string,
  countryCode: string,
): Promise<HealerRow | undefined> {
  const rows = await db
    .select()
    .from(healers)
    .where(or(eq(healers.phone, phone), samePhoneAs(phone, countryCode)))
    .limit(2);
  return rows.find((row) => row.phone === phone) ?? (rows.length === 1 ? rows[0] : undefined);
}

/**
 * Spends the code on its first sign-in: only one request can mark it used, so two sign-ins racing
 * with the same code start one session between them.
 */
async function spendSignInCode(
  db: Db,
  healer: HealerRow,
  typed: string,
  key: SignInCodeKey,
): Promise<boolean> {
  if (!healer.signInCodeHash) return false;
  if (!(await isValidSignInCode(healer, typed, key, { forSignIn: true }))) return false;
  const used = await db
    .update(healers)
    .set({ signInCodeUsedAt: new Date() })
    .where(
      and(
        eq(healers.id, healer.id),
        eq(healers.signInCodeHash, healer.signInCodeHash),
        isNull(healers.signInCodeUsedAt),
        lt(healers.signInCodeFailures, SIGN_IN_CODE_MAX_FAILURES),
      ),
    )
    .returning({ id: healers.id });
  return used.length === 1;
}

/**
 * Counts a wrong sign-in against a pending code, whatever address it came from; the one that
 * reaches SIGN_IN_CODE_MAX_FAILURES makes the code void (decision 032).
 */
async function countWrongCode(db: Db, healer: HealerRow): Promise<HealerSignIn> {
  if (!healer.signInCodeHash || !isSignInCodeOpen(healer)) return INVALID;
  const [row] = await db
    .update(healers)
    .set({ signInCodeFailures: sql`${healers.signInCodeFailures} + 1` })
    .where(
      and(
        eq(healers.id, healer.id),
        eq(healers.signInCodeHash, healer.signInCodeHash),
        isNull(healers.signInCodeUsedAt),
      ),
    )
    .returning({ signInCodeFailures: healers.signInCodeFailures });
  return row && isSignInCodeVoid(row) ? CODE_VOID : INVALID;
}

/**
 * The healer for a correct phone and password, else why not (same argon2 work either way).
 *
 * In `code` mode (DESIGN §5) the password may also be the healer's pending one-time code, once:
 * its first sign-in spends it, and 20 wrong tries make it void. The phone number is never a
 * password, whatever an older database still holds. In `phone` mode, until
 * the first-sign-in password is changed it is the phone as the admin wrote it, so the number
 * written another way ('9847012345' for '+91 98470 12345') is accepted as that password too.
 */
export async function authenticateHealer(
  db: Db,
  phone: string,
  password: string,
  countryCode: string,
  mode: FirstPasswordMode,
  key: SignInCodeKey,
): Promise<HealerSignIn> {
  const healer = await findByPhone(db, phone, countryCode);
  if (!healer) return burnPasswordCheck(password).then(() => INVALID);
  if (mode === 'code') {
    // A void code leaves the account nothing to sign in with until the admin issues a new one.
    if (isSignInCodeVoid(healer)) return burnPasswordCheck(password).then(() => CODE_VOID);
    if (isPhonePassword(password, healer.phone)) await burnPasswordCheck(password);
    else if (await verifyPassword(healer.passwordHash, password)) return { healer };
    else if (await spendSignInCode(db, healer, password, key)) return { healer };
    return countWrongCode(db, healer);
  }
  if (await verifyPassword(healer.passwordHash, password)) return { healer };
  const typedThePhone =
    healer.mustChangePassword &&
    password !== healer.phone &&
    phoneDigitForms(healer.phone, countryCode).includes(
      nationalNumber(password.trim(), countryCode),
    ) &&
    /^[\d\s+()-]+$/.test(password.trim());
  if (typedThePhone && (await verifyPassword(healer.passwordHash, healer.phone))) return { healer };
  return INVALID;
}

/** The id of the healer who signs in with `phone`, if any (to count failures per account). */
export async function healerIdForPhone(
  db: Db,
  phone: string,
  countryCode: string,
): Promise<string | undefined> {
  return (await findByPhone(db, phone, countryCode))?.id;
}

/** Whether a proposed password is just the phone number (spaces, dashes, + and country code aside). */
export function isPhonePassword(password: string, phone: string): boolean {
  const compact = password.replace(/[\s\-+().]/g, '');
  if (!/^\d+$/.test(compact)) return compact === phone;
  const phoneDigits = digitsOf(phone);
  return (
    compact === phoneDigits ||
    (phoneDigits.length >= 10 && compact.length >= 10 && phoneDigits.endsWith(compact)) ||
    (compact.length >= 10 && phoneDigits.length >= 10 && compact.endsWith(phoneDigits))
  );
}

/**
 * Replaces a healer's password after checking the current one (in `code` mode the pending
 * one-time code counts as current); the new one must be neither the phone nor the code. Clears
 * the first-sign-in rule, spends the code and ends every other session of the healer.
 */
export async function changeHealerPassword(
  db: Db,
  healerId: string,
  currentSessionId: string,
  input: ChangePassword,
  firstSignIn: boolean,
  mode: FirstPasswordMode,
  key: SignInCodeKey,
): Promise<void> {
  const [healer] = await db.select().from(healers).where(eq(healers.id, healerId));
  if (!healer) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
  const current = input.currentPassword;
  if (current === undefined) {
    // Only a first-sign-in session (the account still under the rule) may leave it out.
    if (!firstSignIn || !healer.mustChangePassword)
      throw new HttpError(400, CURRENT_PASSWORD_REQUIRED);
  } else {
    const currentIsRight =
      (await verifyPassword(healer.passwordHash, current)) ||
      (mode === 'code' && (await isValidSignInCode(healer, current, key)));
    if (!currentIsRight) throw new HttpError(400, CURRENT_PASSWORD_INCORRECT);
  }
  if (isPhonePassword(input.newPassword, healer.phone)) throw new HttpError(400, PASSWORD_IS_PHONE);
  if (await isValidSignInCode(healer, input.newPassword, key))
    throw new HttpError(400, PASSWORD_IS_CODE);
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(healers)
    .set({ passwordHash, mustChangePassword: false, ...SPENT_CODE_COLUMNS })
    .where(eq(healers.id, healerId));
  await deleteSessionsOf(db, 'healer', healerId, currentSessionId);
}

/**
 * The services a healer saves, each from the federation's active catalogue (in its spelling
 * there) or one the healer already lists, so an older profile still saves (decision 009); any
 * other name is 400, naming where it is.
 */
async function servicesFromCatalogue(
  db: Db,
  names: readonly string[],
  listed: readonly string[],
): Promise<string[]> {
  const catalogue = new Map(
    (await listActiveServiceOptions(db)).map((service) => [
      service.name.trim().toLowerCase(),
      service.name,
    ]),
  );
  const kept = new Set(listed);
  const errors: { path: string; message: string }[] = [];
  const chosen = names.map((name, index) => {
    const known = catalogue.get(name.toLowerCase());
    if (known) return known;
    if (!kept.has(name))
      errors.push({ path: `services.${index}`, message: SERVICE_NOT_IN_CATALOGUE });
    return name;
  });
  if (errors.length > 0) throw new HttpError(400, SERVICE_NOT_IN_CATALOGUE, { errors });
  return chosen;
}

/**
 * A healer's edit of their own profile. Only the fields of healerProfileUpdateSchema are
 * written: phone, isActive, rating, reviewCount, id and the password stay as they are. Saving
 * also confirms the details as right on `today` (the clinics' date, DESIGN §10.1).
 */
export async function updateOwnProfile(
  db: Db,
  healerId: string,
  input: HealerProfileUpdate,
  today: string,
): Promise<HealerRow> {
  const changes = { ...profileColumns(input), confirmedOn: today };
  const [before] =
    changes.photoUrl === undefined &&
    changes.services === undefined &&
    (changes.feeFrom === undefined) === (changes.feeTo === undefined)
      ? []
      : await db
          .select({
            photoUrl: healers.photoUrl,
            services: healers.services,
            feeFrom: healers.feeFrom,
            feeTo: healers.feeTo,
          })
          .from(healers)
          .where(eq(healers.id, healerId))
          .limit(1);
  if (changes.services) {
    changes.services = await servicesFromCatalogue(db, changes.services, before?.services ?? []);
  }
  if (before) assertFeeOrder(changes, before);
  // Only a photo the server stored for this healer, the one already shown, or none.
  if (changes.photoUrl && changes.photoUrl !== before?.photoUrl) {
    await assertPhotoIssued(db, changes.photoUrl, { kind: 'healer', id: healerId });
  }
  const [row] = await db.update(healers).set(changes).where(eq(healers.id, healerId)).returning();
  if (!row) throw new HttpError(404, VALIDATION_MESSAGES.healerNotFound);
  if (before && before.photoUrl !== row.photoUrl) await releasePhotos(db, [before.photoUrl]);
  return row;
}

/** One healer's row by id, or undefined. */
export async function findHealerRow(db: Db, healerId: string): Promise<HealerRow | undefined> {
  const [row] = await db.select().from(healers).where(eq(healers.id, healerId));
  return row;
}
