import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healers } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { VERIFICATION_CHECKS } from '../../shared/constants/verification.js';
import type { AdminHealer } from '../../shared/schemas/healer.js';
import type { VerificationInput } from '../../shared/schemas/verification.js';
import { fieldRefusal, HttpError } from '../errors.js';
import { adminHealerColumns, toAdminHealerDto } from './admin-healers.js';

/**
 * The writes of trustworthy listings (DESIGN §10.1, decision 045): the federation's
 * verification, the confirmation that a listing is still right, and the last sign-in. Dates
 * are days in the clinics' time zone, which the caller passes as `today` (`YYYY-MM-DD`).
 */

const NOT_FOUND = () => new HttpError(404, VALIDATION_MESSAGES.healerNotFound);

/**
 * Records what the federation checked and when; a date after `today` is 400 on `checkedOn`
 * (it would claim a check nobody has made yet). Checks are stored in the list's own order, so
 * every reply names them the same way whatever order the form sent.
 */
export async function setVerification(
  db: Db,
  id: string,
  input: VerificationInput,
  today: string,
): Promise<AdminHealer> {
  if (input.checkedOn > today) {
    throw fieldRefusal(400, VALIDATION_MESSAGES.checkedOnFuture, 'checkedOn');
  }
  const checks = VERIFICATION_CHECKS.filter((check) => input.checks.includes(check));
  const [row] = await db
    .update(healers)
    .set({
      verificationCheckedOn: input.checkedOn,
      verificationChecks: checks,
      verificationNote: input.note?.trim() || null,
    })
    .where(eq(healers.id, id))
    .returning(adminHealerColumns);
  if (!row) throw NOT_FOUND();
  return toAdminHealerDto(row, today);
}

/** Removes the verification, its checks and its note: the listing shows no badge again. */
export async function clearVerification(db: Db, id: string, today: string): Promise<AdminHealer> {
  const [row] = await db
    .update(healers)
    .set({ verificationCheckedOn: null, verificationChecks: [], verificationNote: null })
    .where(eq(healers.id, id))
    .returning(adminHealerColumns);
  if (!row) throw NOT_FOUND();
  return toAdminHealerDto(row, today);
}

/** Marks the listing confirmed as right on `today` (by the healer, or an admin with them). */
export async function confirmListing(db: Db, id: string, today: string): Promise<AdminHealer> {
  const [row] = await db
    .update(healers)
    .set({ confirmedOn: today })
    .where(eq(healers.id, id))
    .returning(adminHealerColumns);
  if (!row) throw NOT_FOUND();
  return toAdminHealerDto(row, today);
}

/**
 * Notes a successful sign-in (the "Needs attention" list reads it). The healer's `updatedAt`
 * stays as it was: signing in changes nothing the public sees, so the listing is not "updated".
 */
export async function recordHealerSignIn(db: Db, id: string, at: Date = new Date()): Promise<void> {
  await db
    .update(healers)
    .set({ lastSignInAt: at, updatedAt: sql`${healers.updatedAt}` })
    .where(eq(healers.id, id));
}
